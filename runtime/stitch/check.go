package stitch

import (
	"encoding/json"
	"fmt"
	"sort"
)

// CheckOptions select the checks CheckSchemas runs. The zero value checks
// nothing.
type CheckOptions struct {
	// RequireTypedProperties: every advertised property must carry type,
	// enum, const or $ref. A property without any makes a model guess.
	RequireTypedProperties bool
	// AllowUntyped lists "tool.path" entries that may stay untyped
	// ("broadcast_edit.operations[].payload").
	AllowUntyped []string
	// RequirePortableFormats: every format must be one of PortableFormats.
	RequirePortableFormats bool
	// AllowFormats lists further formats to accept.
	AllowFormats []string
}

// Finding is one problem CheckSchemas found in a tool's advertised schema.
type Finding struct {
	Tool    string `json:"tool"`
	Path    string `json:"path"` // property path: "operations[].payload"; "" is the root
	Message string `json:"message"`
}

func (f Finding) String() string { return f.Tool + "." + f.Path + ": " + f.Message }

// CheckSchemas checks the advertised schemas of tools, for a consumer's own
// tests (a schema this wrong generates, mounts and is advertised cleanly, so
// nothing else fails until a model is confused by it). Findings are sorted
// by tool, then path. Paths name properties with dots, array items with [],
// map values with .*.
func CheckSchemas(tools []AnyTool, opts CheckOptions) []Finding {
	allowUntyped := map[string]bool{}
	for _, a := range opts.AllowUntyped {
		allowUntyped[a] = true
	}
	allowFormat := map[string]bool{}
	for _, f := range PortableFormats {
		allowFormat[f] = true
	}
	for _, f := range opts.AllowFormats {
		allowFormat[f] = true
	}
	var out []Finding
	for _, t := range tools {
		m := t.Info()
		var root any
		if err := json.Unmarshal(m.Advertised, &root); err != nil {
			out = append(out, Finding{Tool: m.Name, Message: "advertised schema is not JSON: " + err.Error()})
			continue
		}
		c := &checker{tool: m.Name, opts: opts, allowUntyped: allowUntyped, allowFormat: allowFormat}
		c.walk(root, "", false)
		if rs, ok := root.(map[string]any); ok {
			if defs, ok := rs["$defs"].(map[string]any); ok {
				for _, name := range sortedKeys(defs) {
					c.walk(defs[name], "$defs."+name, false)
				}
			}
		}
		out = append(out, c.found...)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Tool != out[j].Tool {
			return out[i].Tool < out[j].Tool
		}
		return out[i].Path < out[j].Path
	})
	return out
}

type checker struct {
	tool         string
	opts         CheckOptions
	allowUntyped map[string]bool
	allowFormat  map[string]bool
	found        []Finding
}

func (c *checker) walk(node any, path string, isProperty bool) {
	s, ok := node.(map[string]any)
	if !ok {
		return // a boolean schema
	}
	if isProperty && c.opts.RequireTypedProperties && !c.allowUntyped[c.tool+"."+path] {
		_, hasType := s["type"]
		_, hasEnum := s["enum"]
		_, hasConst := s["const"]
		_, hasRef := s["$ref"]
		if !hasType && !hasEnum && !hasConst && !hasRef {
			c.found = append(c.found, Finding{Tool: c.tool, Path: path,
				Message: "advertised without type, enum, const or $ref: a model has to guess its type; type it, or list it in AllowUntyped"})
		}
	}
	if f, ok := s["format"].(string); ok && c.opts.RequirePortableFormats && !c.allowFormat[f] {
		c.found = append(c.found, Finding{Tool: c.tool, Path: path,
			Message: fmt.Sprintf("format %q is not portable; use one of the portable formats or list it in AllowFormats", f)})
	}
	if props, ok := s["properties"].(map[string]any); ok {
		for _, name := range sortedKeys(props) {
			p := name
			if path != "" {
				p = path + "." + name
			}
			c.walk(props[name], p, true)
		}
	}
	if items, ok := s["items"]; ok {
		c.walk(items, path+"[]", false)
	}
	if ap, ok := s["additionalProperties"]; ok {
		c.walk(ap, path+".*", false)
	}
	for _, k := range []string{"oneOf", "anyOf", "allOf"} {
		if list, ok := s[k].([]any); ok {
			for _, b := range list {
				c.walk(b, path, false)
			}
		}
	}
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
