package model

// Describe names a Go type's kind for messages: "a string", "an integer",
// "a slice", "a time.Time"…
func Describe(t Type) string {
	switch t := Deref(t).(type) {
	case *Basic:
		switch {
		case t.Kind == String:
			return "a string"
		case t.Kind == Bool:
			return "a bool"
		case t.Kind.IsFloat():
			return "a float"
		}
		return "an integer"
	case *Struct:
		return "a struct"
	case *Union:
		return "a union"
	case *Slice, *Array:
		return "a slice"
	case *Map:
		return "a map"
	case *Time:
		return "a time.Time"
	case *Text:
		return "a string (" + t.Named.Name + " reads itself from text)"
	}
	return "any JSON value"
}

// ElemOf is the element type of a slice or array, or the value type of a
// map (through a pointer); nil for other types.
func ElemOf(t Type) Type {
	switch t := Deref(t).(type) {
	case *Slice:
		return t.Elem
	case *Array:
		return t.Elem
	case *Map:
		return t.Elem
	}
	return nil
}
