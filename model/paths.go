package model

// WalkProperties calls fn for every property of s at any depth, and of its
// $defs, with its path: property names joined by dots, array items as [],
// map values as .* ("operations[].payload", "$defs.Node.next"). These are
// the paths //stitch:tool allow-untyped= names.
func WalkProperties(s *Schema, fn func(path string, p *Schema)) {
	var walk func(s *Schema, path string)
	walk = func(s *Schema, path string) {
		if s == nil {
			return
		}
		for _, p := range s.Properties {
			pp := p.Name
			if path != "" {
				pp = path + "." + p.Name
			}
			fn(pp, p.Schema)
			walk(p.Schema, pp)
		}
		if s.Items != nil {
			walk(s.Items, path+"[]")
		}
		if s.AdditionalProperties != nil && !s.AdditionalProperties.False {
			walk(s.AdditionalProperties, path+".*")
		}
	}
	walk(s, "")
	for _, d := range s.Defs {
		walk(d.Schema, "$defs."+d.Name)
	}
}
