package load

import (
	"fmt"
	"go/token"

	"github.com/stitchgen/stitchgen/load/foreign"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/tags"
)

// Presence and the jsonschema tag's libraries. stitchgen reads a key's
// presence from the json tag as encoding/json fills the struct: required
// unless omitempty, omitzero or a pointer. The libraries whose jsonschema
// tags a migrated package carries read it otherwise:
//   - google/jsonschema-go (the MCP Go SDK's inference, jsonschema.For)
//     and invopop/jsonschema's default Reflector (mcp-go's WithInputSchema)
//     require every key whose json tag has neither omitempty nor omitzero,
//     a pointer's too (null then stands for nil);
//   - invopop/jsonschema with RequiredFromJSONSchemaTags (as mcp-grafana
//     sets it) requires only the keys whose jsonschema tag says required.
//
// //stitch:package required=jsonschema chooses the second rule for the
// package (a key is required only where a tag says so: field presence
// then starts optional, in field). Under the default rule, checkPresence
// notes each key whose presence differs from what those libraries read
// from the same tags, so none changes silently.

// presenceSeen is what a field's tags say of its key, for checkPresence.
type presenceSeen struct {
	s   *model.Struct
	f   *model.Field
	pos token.Pos
	// js: the field has a jsonschema tag; jsRequired: it says required.
	js, jsRequired bool
	// tagged: a stitch required/optional or a validate tag decides
	// presence, whatever the json tag says.
	tagged bool
	// omit: the json tag says omitempty or omitzero; ptr: a pointer.
	omit, ptr bool
}

// seePresence records what field f's tags (opts, merged) say of its key.
func (l *loader) seePresence(s *model.Struct, f *model.Field, pos token.Pos, ft foreign.Tags, opts tags.Field, readValidate, omit, ptr bool) {
	jsRequired := opts.Has("required") && opts.Offsets["required"] >= tags.JSONSchemaBase
	tagged := readValidate || (opts.Has("required") && !jsRequired) || opts.Has("optional")
	l.presences = append(l.presences, presenceSeen{s: s, f: f, pos: pos, js: ft.HasJSONSchema, jsRequired: jsRequired, tagged: tagged, omit: omit, ptr: ptr})
}

// checkPresence notes, in each struct whose fields carry jsonschema tags,
// each key whose presence differs from what the jsonschema libraries read
// from the same tags (see above). Under required=jsonschema the package
// chose that rule, and nothing differs from it.
func (l *loader) checkPresence() {
	if l.pkgOpts.Required == "jsonschema" {
		return
	}
	js := map[*model.Struct]bool{} // the structs written for those libraries
	jsRequired := 0                // the keys a jsonschema tag requires, package-wide (a reflector's option is)
	for _, p := range l.presences {
		if p.js {
			js[p.s] = true
		}
		if p.jsRequired {
			jsRequired++
		}
	}
	for _, p := range l.presences {
		switch {
		case !js[p.s]:
			// a struct of stitch tags only
		case p.tagged || p.jsRequired || p.f.Labels != nil:
			// a tag says it, read alike by stitchgen and the library; a
			// discriminator is always sent
		case p.ptr && !p.omit && !p.f.Required:
			l.verbosef(p.pos, "key %q may be left out here (a pointer), but the MCP Go SDK's inference (google/jsonschema-go) and invopop/jsonschema required it, as its json tag has no omitempty or omitzero (null stood for nil); add ,omitempty to its json tag to say it is optional, or stitch:\"required,nullable\" to keep it required", p.f.JSON)
		case p.f.Required && jsRequired > 0:
			others := fmt.Sprintf("%d keys in this package do", jsRequired)
			if jsRequired == 1 {
				others = "one key in this package does"
			}
			l.verbosef(p.pos, "key %q is required here (its json tag has no omitempty), but its jsonschema tag does not say required, as %s: where the reflector reads required from jsonschema tags only (invopop's RequiredFromJSONSchemaTags) it was optional; write //stitch:package required=jsonschema to follow that rule, add ,omitempty here, or jsonschema:\"required\" to say it is required", p.f.JSON, others)
		}
	}
}
