// Package model is stitchgen's intermediate representation: the Go types of
// tool inputs with their checks (Type), and the JSON Schema documents derived
// from them (Schema). It holds plain data and pure functions over it; load
// builds it, flatten and gen read it.
//
// Its place in the pipeline is drawn in package pipeline's doc.
package model

import (
	"encoding/json"
	"go/token"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Package is everything stitchgen generates for one Go package.
type Package struct {
	Name string // Go package name
	Path string // import path
	Dir  string // directory of the package's files
	// Tools in declaration order (file name, then position).
	Tools []*Tool
	// Structs and Unions list every named type the tools reach, each once, in
	// a deterministic order: depth first from the tools in declaration order,
	// each type after the types it reaches (a union after its variants), but
	// for the types of a cycle. gen emits one decoder per entry.
	Structs []*Struct
	Unions  []*Union
	// Outputs are the //stitch:output types, in declaration order: tool
	// results whose schema an MCP server advertises as outputSchema.
	Outputs []*Output
	// Scope holds the package's own top-level names (stitchgen's output
	// excluded), each at its declaration: what generated code must neither
	// declare again nor shadow with an import.
	Scope map[string]token.Position
	// Dialects is the package's //stitch:dialects list as written: the
	// provider dialects its tools are declared in; nil when the package
	// names none (every dialect). The pipeline judges the names.
	Dialects []DialectName
	// Tables: the parsers read structs by tables the runtime walks
	// (//stitch:package tables), not by code of their own.
	Tables bool
}

// DialectName is one name of a //stitch:dialects list, where it is written.
type DialectName struct {
	Name string
	Pos  token.Position
}

// Output is a //stitch:output type.
type Output struct {
	GoName string
	Doc    string
	Type   Type // *Struct
	Pos    token.Position
}

// Tool is one //stitch:tool type.
type Tool struct {
	Name    string // the advertised tool name
	Doc     string // description
	GoName  string // the Go type name
	Type    Type   // *Struct or *Union
	Flatten bool   // advertise the flattened schema (default true)
	// AllowUntyped lists property paths (tool-relative, dotted) that may be
	// advertised without a type under -require-typed.
	AllowUntyped []string
	// AllowUntypedPos is where each AllowUntyped path is written.
	AllowUntypedPos []token.Position
	// Output is the type the tool returns (//stitch:tool output=X), or nil.
	Output *Output
	// Strict is the //stitch:tool strict= option: "" (strict wherever the
	// dialect's transform is exact), "false" (in no strict dialect), or the
	// one strict dialect the tool may be strict in.
	Strict string
	// Title is the tool's display name for people (//stitch:tool
	// title="List pods"), "" when not given.
	Title string
	// Hints are the MCP tool annotations the directive states
	// (readonly, destructive=false), in tags.ToolHints order; one left
	// out is absent, and MCP's default holds for it.
	Hints []Hint
	Pos   token.Position
	// Refines are the package's refine functions by name (shared by its
	// tools; a tool reaches some of them): what -breaking compares when a
	// refine stays but its body changes.
	Refines map[string]RefineFunc
}

// Hint is one MCP tool annotation a //stitch:tool option states: its
// option (readonly), its MCP name (readOnlyHint), the field of stitch.Hints
// that carries it (ReadOnly) and its value.
type Hint struct {
	Option, Annotation, Field string
	Value                     bool
}

// RefineFunc is a refine function's source as the review sees it.
type RefineFunc struct {
	// Hash is the first 12 hex digits of SHA-256 over the tokens of the
	// function's signature and body, comments and semicolons left out: a
	// change of layout or of a comment keeps it, a change of code does not.
	// (A function it calls is not followed.)
	Hash string
	Pos  token.Position
}

// Type is a Go type as stitchgen understands it. The set of types is closed:
// *Basic, *Struct, *Union, *Slice, *Array, *Map, *Pointer, *Nullable, *Time, *Text, *Raw,
// *Any.
// Named struct and union types are shared pointers, so a recursive type is a
// cyclic graph; walkers keep a visited set.
type Type interface {
	isType()
	// GoName is the named Go type this node stands for, or nil for an
	// unnamed type ([]string, *T, map[string]int).
	GoName() *Name
}

// Name is a named Go type: its package path and name.
type Name struct {
	Path string
	Name string
}

// BasicKind enumerates the scalar Go kinds.
type BasicKind int

const (
	String BasicKind = iota
	Bool
	Int
	Int8
	Int16
	Int32
	Int64
	Uint
	Uint8
	Uint16
	Uint32
	Uint64
	Float32
	Float64
)

// IsInteger reports whether k is a signed or unsigned integer kind.
func (k BasicKind) IsInteger() bool { return k >= Int && k <= Uint64 }

// IsUnsigned reports whether k is an unsigned integer kind.
func (k BasicKind) IsUnsigned() bool { return k >= Uint && k <= Uint64 }

// IsFloat reports whether k is float32 or float64.
func (k BasicKind) IsFloat() bool { return k == Float32 || k == Float64 }

// IsNumber reports whether k is any numeric kind.
func (k BasicKind) IsNumber() bool { return k.IsInteger() || k.IsFloat() }

// Bits is the size of a numeric kind (int and uint are 64 bits: stitchgen
// targets 64-bit platforms).
func (k BasicKind) Bits() int {
	switch k {
	case Int8, Uint8:
		return 8
	case Int16, Uint16:
		return 16
	case Int32, Uint32, Float32:
		return 32
	}
	return 64
}

// GoString is the Go spelling of the kind ("int8").
func (k BasicKind) GoString() string {
	return [...]string{"string", "bool", "int", "int8", "int16", "int32", "int64",
		"uint", "uint8", "uint16", "uint32", "uint64", "float32", "float64"}[k]
}

// Basic is a string, bool or numeric type.
type Basic struct {
	Kind  BasicKind
	Named *Name // nil for the predeclared type
}

// Struct is a Go struct type with its JSON fields, as encoding/json sees them
// (embedded structs promoted).
type Struct struct {
	Named  *Name // nil never happens today: anonymous structs are rejected
	Doc    string
	Fields []*Field // JSON fields in encoding/json order
	Policy Policy
	// Rest is the `rest` field collecting unknown keys, or nil.
	Rest *Field
	// Refine lists //stitch:refine functions (func(T) error) run on the
	// whole value after its fields are checked.
	Refine []string
	// Promoted are the //stitch:refine functions of the embedded structs
	// whose fields this one promotes (at any depth), each run on its
	// embedded value once the fields are checked, before Refine.
	Promoted []PromotedRefine
	// Discriminator is the oneof-variant field, or nil when the struct is
	// not a union variant.
	Discriminator *Field
	Pos           token.Position
	// Shapes are the Go struct types whose fields the decoder reads, as
	// the source declares them: the struct's own first, then each embedded
	// struct whose fields it promotes (at any depth). The generated file
	// asserts each at compile time, so a changed struct does not build
	// against a stale decoder.
	Shapes []*Shape
}

// PromotedRefine is a refine function of an embedded struct whose fields
// are promoted: Func(v.Index...) runs as the embedded struct's own would.
type PromotedRefine struct {
	Func string
	// Index is the Go selector path from the embedding struct to the
	// embedded value ("Base", or "Base", "Audit" for one embedded in it).
	Index []string
}

// AllRefines names every refine function run on the struct's value: the
// promoted ones', then its own.
func (s *Struct) AllRefines() []string {
	var fns []string
	for _, p := range s.Promoted {
		fns = append(fns, p.Func)
	}
	return append(fns, s.Refine...)
}

// A Shape is a named struct type with every field it declares, those
// stitchgen ignores included (json:"-", unexported, embedded), each with its
// Go type and its tag exactly as written: a struct type literal with them is
// identical to the type's underlying type.
type Shape struct {
	Named  *Name
	Fields []ShapeField
}

// ShapeField is one field of a Shape. Name is empty for an embedded field.
type ShapeField struct {
	Name string
	Type GoType
	Tag  string
}

// GoType is a Go type as source spells it, in parts: text, and names
// qualified by their package's import path (Path set), which the generator
// spells with the import names it chose. The parts concatenated are the
// type, up to spacing.
type GoType []GoTypePart

// GoTypePart is a piece of text or, when Path is set, the name Name
// declared in the package of that path.
type GoTypePart struct {
	Text       string
	Path, Name string
}

// Policy is an object's unknown-key policy.
type Policy int

const (
	// Strict rejects unknown keys (the default).
	Strict Policy = iota
	// Plain ignores unknown keys, as encoding/json does (//stitch:plain).
	Plain
	// Loose collects unknown keys in the Rest map.
	Loose
)

// Field is one JSON key of a struct.
type Field struct {
	GoName string   // the Go field name
	Index  []string // Go selector path from the struct (embedded structs first)
	JSON   string   // the JSON key
	Doc    string
	Type   Type
	Pos    token.Position

	Required bool
	// OmitEmpty and OmitZero are the json tag's ,omitempty and ,omitzero:
	// what encoding/json leaves out when ValidateX writes the value.
	OmitEmpty, OmitZero bool
	Checks
}

// Checks are the constraints, rewrites and tolerances of a field, applied to
// its value (to the pointee for pointer fields). The same type holds what
// dive says about each element (Elem) and keys … endkeys about each map key
// (Keys); there Default and Catch are always nil and Labels empty.
type Checks struct {
	Nullable bool   // JSON null is accepted (a pointer holds nil)
	Int      bool   // a float that must be integral
	Min, Max *Bound // inclusive: value, or length in runes, items, entries
	Gt, Lt   *Bound // exclusive, numbers only
	Enum     []string
	Pattern  string
	// Why is the pattern's reason in words, a noun phrase ("a relative
	// path"): the description and the parser's message say it.
	Why     string
	Format  string
	Default json.RawMessage // compact JSON; nil when absent
	// Examples are the examples= values, compact JSON, each passing the
	// checks (a field's only; nil when absent).
	Examples []json.RawMessage
	// Requires are the JSON keys of the same object that must be sent when
	// this field's key is (requires=a|b), as written; a field's only.
	Requires []string
	Refine   []string
	Trim     bool
	Lower    bool
	Upper    bool
	Coerce   bool
	// Single accepts one item where the list is expected ("a" for
	// ["a"]): the list holds that item.
	Single bool
	// ZeroOK lets the zero value ("" or 0, after the rewrites) pass
	// without the other checks (zero-ok; validator's omitempty).
	ZeroOK bool
	Catch  json.RawMessage // compact JSON; nil when absent
	// Labels are the oneof-variant labels when this field is a variant's
	// discriminator.
	Labels []string
	// Elem are the checks on each element of a slice or array, or each value
	// of a map (the tags after dive); nil when there are none.
	Elem *Checks
	// Keys are the checks on each key of a map (keys … endkeys); nil when
	// there are none.
	Keys *Checks
}

// Bound is a numeric bound, exactly as written in the tag (NewBound).
type Bound struct {
	Text string
	Rat  *big.Rat
	// Len is the bound as a length (of runes, items or entries) when it is
	// one a length can be, a whole number from 0 to MaxLength; nil
	// otherwise. load refuses a bound on a string, slice, array or map
	// that has none, so code that reads a length bound reads Len, which
	// always fits an int: no conversion of Rat can truncate.
	Len *Length
}

// NewBound is the bound written text, whose exact value is r.
func NewBound(text string, r *big.Rat) *Bound {
	b := &Bound{Text: text, Rat: r}
	if r.IsInt() && r.Sign() >= 0 && r.Num().IsInt64() && r.Num().Int64() <= MaxLength {
		b.Len = &Length{n: int32(r.Num().Int64())}
	}
	return b
}

// MaxLength is the largest length a bound can state. Lengths are Go ints,
// but google/jsonschema-go (the MCP SDK's validator) refuses to resolve a
// schema whose count keyword is 2^31 or more, and no call within any
// sensible input limit holds that many characters, items or entries.
const MaxLength = math.MaxInt32

// Length is a length bound, 0 to MaxLength; only NewBound makes one.
type Length struct{ n int32 }

// Int is the length.
func (l *Length) Int() int { return int(l.n) }

// Union is a //stitch:union interface: a sealed set of variants, told apart
// as By says.
type Union struct {
	Named *Name
	Doc   string
	By    UnionBy
	// Key is the discriminator's JSON key (By == ByLabel), else "".
	Key string
	// Trim, Lower and Upper are the rewrites the discriminators' tags apply
	// to a label sent before it is matched (By == ByLabel; every variant's
	// discriminator has the same ones). The labels are canonical: the form
	// the rewrites leave.
	Trim, Lower, Upper bool
	// Default is the label a missing discriminator means (//stitch:union
	// default=range); "" when it must be sent. That variant's
	// discriminator is optional, with the label as its default.
	Default  string
	Variants []*Variant
	Pos      token.Position
}

// UnionBy is how a union chooses its variant.
type UnionBy int

const (
	// ByLabel chooses by the string label of a discriminator key
	// (//stitch:union).
	ByLabel UnionBy = iota
	// ByKind chooses by the kind of the JSON value: string, number, boolean,
	// object or array, at most one variant each (//stitch:union by=kind).
	ByKind
	// ByKeys chooses by the marker keys present: each variant has required
	// keys no other variant declares (//stitch:union by=keys).
	ByKeys
)

// Variant is one type of a union with what selects it.
type Variant struct {
	// Type is the variant's named type: a *Struct for ByLabel and ByKeys;
	// for ByKind a *Basic, *Text, *Struct, *Map, *Slice or *Array.
	Type Type
	// Struct is Type when it is a struct, else nil.
	Struct *Struct
	// Labels are the discriminator's labels (ByLabel), else nil.
	Labels []string
	// Markers are the variant's required keys that no other variant
	// declares (ByKeys), in field order, else nil.
	Markers []string
	// Checks are the checks of a ByKind variant's own type (its
	// //stitch:tags), nil when it has none or is a struct.
	Checks *Checks
	// Doc is the doc comment of the variant's type.
	Doc string
	Pos token.Position
}

// Kind is the JSON kind a ByKind variant is chosen by: "string", "number",
// "integer", "boolean", "object" or "array" (JSONKind of its type).
func (v *Variant) Kind() string { return JSONKind(v.Type, v.Checks) }

// JSONKind is the JSON kind of a value of type t with the checks c (nil:
// none): "string", "number", "integer" (an integer type, or a float tagged
// int), "boolean", "object" (a struct, map or labelled union) or "array";
// "" for a kind-less type (any, json.RawMessage).
func JSONKind(t Type, c *Checks) string {
	switch t := Deref(t).(type) {
	case *Basic:
		switch {
		case t.Kind == String:
			return "string"
		case t.Kind == Bool:
			return "boolean"
		case t.Kind.IsInteger() || c != nil && c.Int:
			return "integer"
		}
		return "number"
	case *Text, *Time:
		return "string"
	case *Struct, *Map:
		return "object"
	case *Slice, *Array:
		return "array"
	case *Union:
		if t.By != ByKind {
			return "object"
		}
	}
	return ""
}

// Names names each variant of a ByKeys union by its markers, as the parser's
// message and the advertised hints do: "node_id", "owner, repo and number".
func (v *Variant) Names() string { return AndList(v.Markers) }

// AndList joins words as a sentence lists them: "a", "a and b", "a, b and c".
func AndList(ws []string) string {
	if len(ws) <= 2 {
		return strings.Join(ws, " and ")
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1]
}

// Slice is []T.
type Slice struct {
	Elem  Type
	Named *Name
}

// Array is [N]T.
type Array struct {
	Elem  Type
	Len   int64
	Named *Name
}

// Map is map[K]T with a string key type K.
type Map struct {
	Key   *Name // named key type, or nil for string
	Elem  Type
	Named *Name
}

// Pointer is *T.
type Pointer struct {
	Elem  Type
	Named *Name
}

// Nullable is stitch.Nullable[T], the type of a struct field that tells a
// key left out, null and a value apart (three states; load accepts it only
// as a field's type, with omitzero). Like a pointer's, the field's checks
// are Elem's; the field is nullable (Checks.Nullable is set), and null is a
// state of its own rather than the value's absence.
type Nullable struct{ Elem Type }

// NullablePath and NullableName name stitch.Nullable.
const (
	NullablePath = "github.com/stitchgen/stitchgen/runtime/stitch"
	NullableName = "Nullable"
)

// Time is time.Time: a date-time string.
type Time struct{}

// Text is a named type that reads itself from text: it implements
// encoding.TextUnmarshaler (and TextMarshaler, to write itself back), not
// json.Unmarshaler. Its JSON is a string; string checks apply to that
// string, then its UnmarshalText judges it (netip.Addr, net.IP, a user enum
// such as type Level int written "low" or "high").
type Text struct{ Named *Name }

// Raw is encoding/json.RawMessage: any JSON value, kept as bytes.
type Raw struct{ Named *Name }

// Any is an empty interface: any JSON value, decoded as encoding/json does.
type Any struct{ Named *Name }

func (*Basic) isType()    {}
func (*Struct) isType()   {}
func (*Union) isType()    {}
func (*Slice) isType()    {}
func (*Array) isType()    {}
func (*Map) isType()      {}
func (*Pointer) isType()  {}
func (*Nullable) isType() {}
func (*Time) isType()     {}
func (*Text) isType()     {}
func (*Raw) isType()      {}
func (*Any) isType()      {}

func (t *Basic) GoName() *Name    { return t.Named }
func (t *Struct) GoName() *Name   { return t.Named }
func (t *Union) GoName() *Name    { return t.Named }
func (t *Slice) GoName() *Name    { return t.Named }
func (t *Array) GoName() *Name    { return t.Named }
func (t *Map) GoName() *Name      { return t.Named }
func (t *Pointer) GoName() *Name  { return t.Named }
func (t *Nullable) GoName() *Name { return nil } // generic: spelled with its Elem
func (t *Time) GoName() *Name     { return &Name{"time", "Time"} }
func (t *Text) GoName() *Name     { return t.Named }
func (t *Raw) GoName() *Name      { return t.Named }
func (t *Any) GoName() *Name      { return t.Named }

// Deref returns the pointee of a pointer type, the value type of a
// Nullable, or t itself: the type a field's checks apply to.
func Deref(t Type) Type {
	switch p := t.(type) {
	case *Pointer:
		return p.Elem
	case *Nullable:
		return p.Elem
	}
	return t
}

// TypeString spells t as Go source in package path pkg does: "*Shape",
// "[]string", "map[string]time.Duration".
func TypeString(t Type, pkg string) string {
	if n := t.GoName(); n != nil {
		if n.Path == pkg || n.Path == "" {
			return n.Name
		}
		return n.Path[strings.LastIndex(n.Path, "/")+1:] + "." + n.Name
	}
	switch t := t.(type) {
	case *Basic:
		return t.Kind.GoString()
	case *Pointer:
		return "*" + TypeString(t.Elem, pkg)
	case *Nullable:
		return "stitch.Nullable[" + TypeString(t.Elem, pkg) + "]"
	case *Slice:
		return "[]" + TypeString(t.Elem, pkg)
	case *Array:
		return "[" + strconv.FormatInt(t.Len, 10) + "]" + TypeString(t.Elem, pkg)
	case *Map:
		key := "string"
		if t.Key != nil {
			key = TypeString(&Basic{Kind: String, Named: t.Key}, pkg)
		}
		return "map[" + key + "]" + TypeString(t.Elem, pkg)
	case *Any:
		return "any"
	}
	return "?"
}
