package model

// Reach is what the tools' parsers decode, derived once from the tools'
// types (Reached) for every pass that needs it.
type Reach struct {
	// Direct holds the structs and unions decoded as values: each gets a
	// decode function.
	Direct map[Type]bool
	// Variant holds the structs decoded as a union's variant: their fields
	// function serves the union's decoder.
	Variant map[*Struct]bool
}

// Reached walks the tools' types. A type reached from no tool (a
// //stitch:output result) is in neither set: nothing parses it.
func Reached(p *Package) Reach {
	r := Reach{Direct: map[Type]bool{}, Variant: map[*Struct]bool{}}
	var walk func(t Type)
	fields := func(s *Struct) {
		for _, f := range s.Fields {
			walk(f.Type)
		}
		if s.Rest != nil {
			walk(s.Rest.Type)
		}
	}
	walk = func(t Type) {
		switch t := t.(type) {
		case *Struct:
			if !r.Direct[t] {
				r.Direct[t] = true
				fields(t)
			}
		case *Union:
			if r.Direct[t] {
				return
			}
			r.Direct[t] = true
			for _, v := range t.Variants {
				switch {
				case t.By == ByKind: // decoded as a value of its type
					walk(v.Type)
				case !r.Variant[v.Struct]:
					r.Variant[v.Struct] = true
					fields(v.Struct)
				}
			}
		case *Slice:
			walk(t.Elem)
		case *Array:
			walk(t.Elem)
		case *Map:
			walk(t.Elem)
		case *Pointer:
			walk(t.Elem)
		case *Nullable:
			walk(t.Elem)
		}
	}
	for _, t := range p.Tools {
		walk(t.Type)
	}
	return r
}
