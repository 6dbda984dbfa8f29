package pipeline

import (
	"fmt"
	"slices"
	"strings"

	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// checkTyped reports, under -require-typed, the advertised properties that
// carry no type, and always the //stitch:tool allow-untyped= paths that
// name no advertised property. What "untyped" means is the runtime's rule
// (stitch.CheckSchemas, which a consumer's tests run on the same schema),
// so the generator and those tests never disagree.
func checkTyped(t *model.Tool, adv *model.Schema, raw []byte, require bool) []model.Diagnostic {
	tool := &stitch.Meta{Name: t.Name, Advertised: raw}
	untyped := map[string]bool{}
	for _, f := range stitch.CheckSchemas([]stitch.AnyTool{tool}, stitch.CheckOptions{RequireTypedProperties: true}) {
		untyped[f.Path] = true
	}
	// The properties in the order they are advertised, with their
	// positions; a union branch's property (flatten=false) has the tool's.
	var paths []string
	props := map[string]*model.Schema{}
	model.WalkProperties(adv, func(path string, ps *model.Schema) {
		paths = append(paths, path)
		props[path] = ps
	})
	var free []string
	for _, p := range paths {
		if untyped[p] {
			free = append(free, p)
			delete(untyped, p)
		}
	}
	free = append(free, sortedKeys(untyped)...)

	allowed := map[string]bool{}
	for _, a := range t.AllowUntyped {
		allowed[a] = true
	}
	var diags []model.Diagnostic
	if require {
		for _, p := range free {
			if allowed[p] {
				continue
			}
			pos := t.Pos
			if ps := props[p]; ps != nil && ps.Pos.IsValid() {
				pos = ps.Pos
			}
			diags = append(diags, model.Diagnostic{Pos: pos, Msg: fmt.Sprintf("-require-typed: %s.%s is advertised untyped (it has no type); give it a type, or allow it with //stitch:tool allow-untyped=%s", t.Name, p, p)})
		}
	}
	for i, a := range t.AllowUntyped {
		if props[a] != nil {
			continue
		}
		pos := t.Pos
		if i < len(t.AllowUntypedPos) {
			pos = t.AllowUntypedPos[i]
		}
		hint := "every property of the tool has a type: drop " + a
		if len(free) > 0 {
			hint = "the untyped ones are " + strings.Join(free, ", ")
		}
		diags = append(diags, model.Diagnostic{Pos: pos, Msg: fmt.Sprintf("allow-untyped path %s names no advertised property of tool %s; %s", a, t.Name, hint)})
	}
	return diags
}

func sortedKeys(m map[string]bool) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
