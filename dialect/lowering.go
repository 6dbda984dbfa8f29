package dialect

import "strings"

// A Shape is a kind of node the dialects lower each in one way (design:
// "each dialect is the same tool"): the rows of the lowering table.
type Shape string

// The shapes, in the table's order.
const (
	ShapeMap       Shape = "map"                          // an object whose keys are free
	ShapeAny       Shape = "any value"                    // a Go any or json.RawMessage
	ShapeRecursive Shape = "recursive value"              // a $ref to a definition
	ShapeOptional  Shape = "optional key"                 // a key not in required
	ShapeNullable  Shape = "optional stitch.Nullable key" // its null is a clear, not a key left out
	ShapeKinds     Shape = "union by kind (a type list)"  // flattened by=kind
	ShapeUnion     Shape = "union left as oneOf"          // flatten=false, or below a $ref
	ShapeDefault   Shape = "default"                      // a key's default
	ShapePattern   Shape = "pattern"                      // a string's pattern
	ShapeLength    Shape = "minLength, maxLength"         // a string's bounds
	ShapeRange     Shape = "minimum, maximum"             // a number's bounds
	ShapeFormat    Shape = "format uri"                   // a format some providers refuse
	ShapeMapBounds Shape = "a map's minProperties, maxProperties"
)

// Shapes lists every shape, in the table's order.
var Shapes = []Shape{ShapeMap, ShapeAny, ShapeRecursive, ShapeOptional, ShapeNullable, ShapeKinds, ShapeUnion,
	ShapeDefault, ShapePattern, ShapeLength, ShapeRange, ShapeFormat, ShapeMapBounds}

// A How is what a dialect makes of a shape.
type How string

// The lowerings. Each keeps the shape's meaning: what the provider cannot
// express moves into words (Unsaid checks it), and the parser reads the
// dialect's form (Wire) back to the canonical value.
const (
	Kept         How = "kept"                           // as advertised
	AsText       How = "JSON text"                      // a string holding the value's JSON, the schema in words
	Said         How = "said in words"                  // the keyword moves into the description
	Split        How = "anyOf, a branch per kind"       // one branch per kind or variant
	RequiredNull How = "required, null for left out"    // strict mode sends every key
	Optional     How = "optional (the tool not strict)" // null cannot also mean left out
)

// Lowering is how dialect d lowers shape s, from the dialect's entry
// (Spec.Lowers); "" for a shape the entry does not name (a test failure).
func (d Dialect) Lowering(s Shape) How {
	for _, l := range d.Spec().Lowers {
		if l.Shape == s {
			return l.How
		}
	}
	return ""
}

// A Lowering is one row of a dialect's entry: how it lowers a shape.
type Lowering struct {
	Shape Shape
	How   How
}

// keptAll is the lowering of a dialect that sends the advertised schema as
// it is (openai, anthropic).
func keptAll() []Lowering {
	var out []Lowering
	for _, s := range Shapes {
		out = append(out, Lowering{s, Kept})
	}
	return out
}

// lowers is keptAll with the rows of changes in place.
func lowers(changes ...Lowering) []Lowering {
	out := keptAll()
	for _, c := range changes {
		for i := range out {
			if out[i].Shape == c.Shape {
				out[i].How = c.How
			}
		}
	}
	return out
}

// LoweringTable is the lowering table as Markdown, a row per shape and a
// column per dialect (the README's Provider dialects section holds it).
func LoweringTable() string {
	var b strings.Builder
	b.WriteString("| shape |")
	for _, d := range All {
		b.WriteString(" `" + string(d) + "` |")
	}
	b.WriteString("\n|---|")
	for range All {
		b.WriteString("---|")
	}
	b.WriteString("\n")
	for _, s := range Shapes {
		b.WriteString("| " + string(s) + " |")
		for _, d := range All {
			b.WriteString(" " + string(d.Lowering(s)) + " |")
		}
		b.WriteString("\n")
	}
	return b.String()
}
