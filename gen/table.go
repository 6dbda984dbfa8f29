package gen

import (
	"math"
	"slices"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/stitchgen/stitchgen/model"
)

// objectVar is the table a struct's objects are read by.
func objectVar(s *model.Struct) string { return "stitchObj" + s.Named.Name }

// tableDecoder emits a struct's decoder as a table the runtime walks
// (stitchimpl.Object, for //stitch:package tables), and reports whether it
// did (a struct of more than 64 keys keeps the code of structDecoder):
//
//	var stitchObjGetIssue = &stitchimpl.Object{Keys: "repo, id", Fields: []stitchimpl.Field{
//		{Key: "repo", Off: unsafe.Offsetof(GetIssue{}.Repo), Read: stitchimpl.ReadString, Want: "…", Check: stitchimpl.CheckMin | stitchimpl.CheckMax, Min: 1, Max: 100},
//		{Key: "labels", Has: stitchimpl.HasOptional},
//	}}
//
//	func stitchFieldsGetIssue(d *stitchimpl.Decoder, v *GetIssue, u *stitchimpl.Union) {
//		w := d.Walk(stitchObjGetIssue, unsafe.Pointer(v), u)
//		for d.Next(&w) {
//			switch w.At {
//			case 1: // a key the table does not read: its code
//				…
//			}
//		}
//	}
//
// A key the table reads is one row; any other key (a container other than
// []string and map[string]string, a nested struct or union, a rewrite, a
// refine function, a catch value…) is a case of the switch,
// which Next hands back by the key's index; so are a default to fill
// (Fill+i), a key of the rest map (Rest) and the refine functions run after
// the keys (Done). A struct whose table reads every key has no function:
// it is read by d.Object(stitchObjX, unsafe.Pointer(v), u) wherever it is
// read (objectOnly).
func (e *emitter) tableDecoder(s *model.Struct, withDecode bool) bool {
	if len(s.Fields) > 64 {
		return false
	}
	name := s.Named.Name
	e.shapes(s)
	var allowed []string
	var rows []jen.Code
	var code []jen.Code // the cases of the code function
	for i, f := range s.Fields {
		allowed = append(allowed, f.JSON)
		row, read := e.tableField(s, f)
		rows = append(rows, row)
		if read == "" {
			code = append(code, jen.Case(jen.Lit(i)).BlockFunc(func(g *jen.Group) { e.field(g, f, fieldRef(f)) }))
		}
		if read == "ReadText" { // the string read and checked by the row: its UnmarshalText
			unmarshal := jen.Parens(jen.Op("&").Add(fieldRef(f))).Dot("UnmarshalText").Call(jen.Id("w").Dot("Text").Call())
			code = append(code, jen.Case(jen.Lit(i)).Block(e.failOnError(unmarshal)))
			if fillsByCode(f, read) { // as the code's default: its error is not the call's
				code = append(code, jen.Case(e.rt("Fill").Op("+").Lit(i)).Block(jen.Id("_").Op("=").Add(unmarshal)))
			}
			continue
		}
		if fillsByCode(f, read) {
			code = append(code, jen.Case(e.rt("Fill").Op("+").Lit(i)).BlockFunc(func(g *jen.Group) { e.constant(g, f, f.Default, fieldRef(f)) }))
		}
	}
	els := []jen.Code{kv("Keys", jen.Lit(strings.Join(allowed, ", ")))}
	if len(rows) > 0 {
		els = append(els, kv("Fields", jen.Index().Add(e.rt("Field")).Add(multi(rows...))))
	}
	switch s.Policy {
	case model.Plain:
		els = append(els, kv("Other", e.rt("OtherSkip")))
	case model.Loose:
		els = append(els, kv("Other", e.rt("OtherRest")))
		code = append(code, jen.Case(e.rt("Rest")).BlockFunc(func(g *jen.Group) { e.rest(g, s.Rest) }))
	}
	var requires []jen.Code
	for i, f := range s.Fields {
		for _, r := range f.Requires {
			k := slices.IndexFunc(s.Fields, func(g *model.Field) bool { return g.JSON == r })
			requires = append(requires, jen.Values(jen.Lit(i), jen.Lit(k)))
		}
	}
	if len(requires) > 0 {
		els = append(els, kv("Requires", jen.Index().Add(e.rt("Requires")).Values(requires...)))
	}
	if len(s.Refine)+len(s.Promoted) > 0 {
		els = append(els, kv("Done", jen.True()))
		code = append(code, jen.Case(e.rt("Done")).BlockFunc(func(g *jen.Group) { e.refines(g, s, jen.Id("w").Dot("Mark")) }))
	}
	e.f.Line()
	e.f.Comment(objectVar(s) + " is the table " + name + "'s objects are read by (see stitchimpl.Object).")
	e.f.Var().Add(e.name(objectVar(s), "the table of "+name)).Op("=").Op("&").Add(e.rt("Object")).Values(els...)
	e.f.Line()
	if e.tableOnly(s) { // no code: read by d.Object wherever it is read (objectOnly)
		return true
	}
	dp := jen.Id("d").Op("*").Add(e.rt("Decoder"))
	if withDecode {
		e.f.Comment(fieldsFunc(s) + " decodes one " + name + " object (u nil) or, as a variant of u, its keys after the '{'.")
	} else {
		e.f.Comment(fieldsFunc(s) + " decodes the keys of a " + name + ", a variant of u, after the '{'.")
	}
	ptr := e.ptr(jen.Id("v"))
	e.f.Func().Add(e.name(fieldsFunc(s), "the decoder of "+name)).Params(dp, jen.Id("v").Op("*").Id(name), jen.Id("u").Op("*").Add(e.rt("Union"))).BlockFunc(func(g *jen.Group) {
		// What the table does not read: key i's value, Fill+i its default, Rest and Done.
		g.Id("w").Op(":=").Id("d").Dot("Walk").Call(jen.Id(objectVar(s)), ptr, jen.Id("u"))
		g.For(jen.Id("d").Dot("Next").Call(jen.Op("&").Id("w"))).Block(jen.Switch(jen.Id("w").Dot("At")).Block(code...))
	})
	return true
}

// tableField is the table's row of field f, and how it reads its value (""
// for by the struct's code; tableRead says which values a row reads, and a
// nested struct whose table reads all of it is ReadObject).
func (e *emitter) tableField(s *model.Struct, f *model.Field) (jen.Code, string) {
	els := []jen.Code{kv("Key", jen.Lit(f.JSON))}
	read, checks := e.rowRead(f)
	if read == "ReadObjects" {
		e.scratch(f.Type.(*model.Slice).Elem) // the items' pool
	}
	if read != "" {
		els = append(els, kv("Off", e.offset(s, f)), kv("Read", e.rt(read)))
	}
	switch has := tableHas[presence(f)]; {
	case f.Required && has == "HasNullable": // a required any's too (presence)
		els = append(els, kv("Has", e.rt(has+"Required")))
	case has == "HasDefault":
		els = append(els, kv("Has", e.rt(has)), kv("Default", jen.Lit(string(f.Default))))
	case has != "HasRequired": // the zero value
		els = append(els, kv("Has", e.rt(has)))
	}
	if f.Required && s.Discriminator != nil && f != s.Discriminator {
		els = append(els, kv("In", jen.Lit(strings.Join(s.Discriminator.Checks.Labels, " | "))))
	}
	if !f.Required && f.Default != nil {
		els = append(els, kv("Fill", jen.True()))
	}
	els = append(els, checks...)
	return jen.Values(els...), read
}

// rowRead is how f's row reads its value and the row's checks: tableRead's
// answer, or, for a nested struct whose table reads all of it, ReadObject by
// that table; "" for by the struct's code.
func (e *emitter) rowRead(f *model.Field) (string, []jen.Code) {
	read, checks := e.tableRead(f)
	if read != "" {
		return read, checks
	}
	if n := e.nestedTable(f); n != nil {
		return "ReadObject", []jen.Code{kv("Obj", jen.Id(objectVar(n)))}
	}
	if n := e.itemsTable(f); n != nil {
		row := []jen.Code{kv("Obj", jen.Id(objectVar(n))), kv("Elems", jen.Id(scratchName(n)))}
		return "ReadObjects", append(row, e.countRow(f.Checks, "items")...)
	}
	return "", nil
}

// itemsTable is the struct of the items of f, a list as it is (no checks on
// its items), when their table reads all of each (wholeTable): the row reads
// them by that table (ReadObjects), else nil.
func (e *emitter) itemsTable(f *model.Field) *model.Struct {
	if sl, ok := f.Type.(*model.Slice); ok && sl.GoName() == nil && f.Checks.Elem == nil {
		return e.wholeTable(f, sl.Elem)
	}
	return nil
}

// fillsByCode reports whether f's default is a case of the struct's code
// (Fill+i): f has one, and its row (read) does not set it.
func fillsByCode(f *model.Field, read string) bool {
	return !f.Required && f.Default != nil && !setsDefault(f, read)
}

// setsDefault reports whether the table sets f's default (the runtime's
// Field.tableSets): a string, an integer, a boolean or a float64 it reads, not
// through a pointer; any other default is a case of the struct's code
// (Fill+i).
func setsDefault(f *model.Field, read string) bool {
	if _, ptr := f.Type.(*model.Pointer); ptr || presence(f) != "FieldDefault" {
		return false
	}
	switch read {
	case "ReadString", "ReadInt", "ReadUint", "ReadBool", "ReadFloat":
		return true
	}
	return false
}

// nestedTable is the struct of field f when its table reads all of it
// (wholeTable): the row reads it by that table (ReadObject), else nil.
func (e *emitter) nestedTable(f *model.Field) *model.Struct { return e.wholeTable(f, f.Type) }

// wholeTable is t, the type of f's value or of its items, when it is a struct
// of the package whose table reads all of it (tableOnly) and f takes it as it
// is (no null, refine, catch or single); else nil.
func (e *emitter) wholeTable(f *model.Field, t model.Type) *model.Struct {
	n, ok := t.(*model.Struct)
	c := f.Checks
	if !ok || f.Nullable || c.Nullable || f.Catch != nil || len(c.Refine) > 0 || c.Single || n.Named.Path != e.pkg.Path || !e.tableOnly(n) {
		return nil
	}
	return n
}

// tableOnly reports whether s's table reads every key of it, so that its
// decoder is one call, d.Object: at most 64 keys, each read by a row (a
// nested struct by its own table; not a type read from text, whose
// UnmarshalText is the code's) with any default set by the table, no rest
// map and no refine functions. A struct met again while its own answer is
// being found (a recursive type) is not: a table may not hold itself.
func (e *emitter) tableOnly(s *model.Struct) bool {
	if v, ok := e.tables[s]; ok {
		return v
	}
	e.tables[s] = false // while s's fields are asked
	only := len(s.Fields) <= 64 && s.Policy != model.Loose && len(s.Refine)+len(s.Promoted) == 0
	for _, f := range s.Fields {
		if !only {
			break
		}
		read, _ := e.rowRead(f)
		only = read != "" && read != "ReadText" && !fillsByCode(f, read)
	}
	e.tables[s] = only
	return only
}

// tableHas is a row's Has for each presence method of the code
// (stitchimpl.Has; a nullable or any key that must be sent is its
// ...Required).
var tableHas = map[string]string{"Field": "HasRequired", "FieldOpt": "HasOptional", "FieldDefault": "HasDefault", "First": "HasNullable", "FieldAny": "HasAny"}

// offset is the offset of f in s: unsafe.Offsetof(X{}.Name), summed along
// the path of an embedded struct's field (whose Offsetof is relative to the
// struct that declares it; load refuses an embedded pointer).
func (e *emitter) offset(s *model.Struct, f *model.Field) jen.Code {
	sum := jen.Null()
	for i := range f.Index {
		sel := jen.Id(s.Named.Name).Values()
		for _, n := range f.Index[:i+1] {
			sel = sel.Dot(n)
		}
		if i > 0 {
			sum.Op("+")
		}
		sum.Add(e.unsafe("Offsetof").Call(sel))
	}
	return sum
}

// tableRead is how the table reads f's value ("" for by code) and the row's
// checks: a string with its rewrites, length, members, pattern and format; an
// integer with inclusive bounds (coerced or not); a boolean; a float64 with its
// bounds; a time.Time; a type that reads itself from text, its string checked as
// a string is; a pointer to one of those but the last; a []string or a
// map[string]string of such strings. Anything else (a float32, an enum of
// numbers, exclusive integer bounds, a refine or catch, single, a container of
// other items) is code.
func (e *emitter) tableRead(f *model.Field) (string, []jen.Code) {
	c := f.Checks
	if f.Catch != nil || len(c.Refine) > 0 || c.Single {
		return "", nil
	}
	if p, ok := f.Type.(*model.Pointer); ok {
		return e.tablePointer(p, c)
	}
	if f.Nullable || c.Nullable {
		return "", nil
	}
	if sl, ok := f.Type.(*model.Slice); ok {
		return e.tableStrings(sl, c)
	}
	if m, ok := f.Type.(*model.Map); ok {
		return e.tableStringMap(m, c)
	}
	switch f.Type.(type) {
	case *model.Time:
		return "ReadTime", nil
	case *model.Text:
		return e.tableText(c)
	}
	t, ok := f.Type.(*model.Basic)
	if !ok {
		return "", nil
	}
	return e.tableScalar(t, c)
}

// tableText is tableRead of a type that reads itself from text: its string
// read and checked by the row as a string field's (not a variant's label);
// the struct's code then calls its UnmarshalText on it (Walk.Text), so that
// the compiler sees where the field's address goes.
func (e *emitter) tableText(c model.Checks) (string, []jen.Code) {
	if len(c.Labels) > 0 || c.Coerce {
		return "", nil
	}
	read, row := e.tableScalar(&model.Basic{Kind: model.String}, c)
	if read == "" {
		return "", nil
	}
	return "ReadText", row
}

// tablePointer is tableRead of a pointer to a string, a bool, an integer, a
// float64 (the Decoder's slabs of those hold the values) or a time.Time: nil
// for a null where the field is nullable.
func (e *emitter) tablePointer(p *model.Pointer, c model.Checks) (string, []jen.Code) {
	if p.GoName() != nil {
		return "", nil
	}
	var read string
	var row []jen.Code
	switch t := p.Elem.(type) {
	case *model.Time:
		read = "ReadTime"
	case *model.Basic:
		if t.Kind != model.String && t.Kind != model.Bool && t.Kind != model.Float64 && !t.Kind.IsInteger() {
			return "", nil
		}
		inner := c
		inner.Nullable = false
		read, row = e.tableScalar(t, inner)
	}
	if read == "" {
		return "", nil
	}
	row = append(row, kv("Ptr", jen.True()))
	if c.Nullable {
		row = append(row, kv("Null", jen.True()))
	}
	return read, row
}

// tableStringMap is tableRead of a map[string]string (no keys checks), its
// values checked as a string field is.
func (e *emitter) tableStringMap(m *model.Map, c model.Checks) (string, []jen.Code) {
	if m.GoName() != nil || c.Keys != nil {
		return "", nil
	}
	if v, ok := m.Elem.(*model.Basic); !ok || m.Key != nil || v.Kind != model.String || v.GoName() != nil {
		return "", nil
	}
	return e.tableItems("ReadStringMap", c, "entries")
}

// tableStrings is tableRead of a []string (Go's string items, checked as a
// string field is): its items' row, and the count's bounds.
func (e *emitter) tableStrings(sl *model.Slice, c model.Checks) (string, []jen.Code) {
	if sl.GoName() != nil {
		return "", nil
	}
	if b, ok := sl.Elem.(*model.Basic); !ok || b.Kind != model.String || b.GoName() != nil {
		return "", nil
	}
	return e.tableItems("ReadStrings", c, "items")
}

// tableItems is the row of a list's items or a map's values (strings with
// the checks after dive) and of their count (unit "items" or "entries").
func (e *emitter) tableItems(read string, c model.Checks, unit string) (string, []jen.Code) {
	if c.Elem != nil && (c.Elem.Nullable || len(c.Elem.Refine) > 0 || c.Elem.Coerce || c.Elem.Single || c.Elem.Catch != nil) {
		return "", nil
	}
	var ec model.Checks
	if c.Elem != nil {
		ec = *c.Elem
	}
	item, row := e.tableScalar(&model.Basic{Kind: model.String}, ec)
	if item == "" {
		return "", nil
	}
	return read, append(row, e.countRow(c, unit)...)
}

// countRow is the part of a row that checks the count of a list's items or a
// map's entries (unit "items" or "entries"): Lo, Hi, Count, Items.
func (e *emitter) countRow(c model.Checks, unit string) []jen.Code {
	var count []string
	var row []jen.Code
	if c.Min != nil && c.Min.Rat.Sign() > 0 {
		count, row = append(count, "CheckMin"), append(row, kv("Lo", jen.Lit(intOf(c.Min))))
	}
	if c.Max != nil {
		count, row = append(count, "CheckMax"), append(row, kv("Hi", jen.Lit(intOf(c.Max))))
	}
	if len(count) > 0 {
		row = append(row, kv("Count", e.bits(count)), kv("Items", jen.Lit(countPhrase(c.Min, c.Max, unit))))
	}
	return row
}

// tableScalar is tableRead of a string, an integer or a boolean.
func (e *emitter) tableScalar(t *model.Basic, c model.Checks) (string, []jen.Code) {
	if c.Coerce && t.Kind != model.Bool && !t.Kind.IsInteger() {
		return "", nil
	}
	var els []jen.Code
	var bits []string
	want := Want(t, c)
	switch {
	case t.Kind == model.String:
		rewrites := model.Rewrites(&c)
		if len(rewrites) > 0 && len(c.Labels) > 0 {
			return "", nil // a variant's label: its union's rewrites chose it
		}
		if hasStringChecks(c) {
			if emitting(0, &c) { // length
				if c.Min != nil && c.Min.Rat.Sign() > 0 {
					bits, els = append(bits, "CheckMin"), append(els, kv("Min", jen.Lit(intOf(c.Min))))
				}
				if c.Max != nil {
					bits, els = append(bits, "CheckMax"), append(els, kv("Max", jen.Lit(intOf(c.Max))))
				}
			}
			if emitting(1, &c) { // members
				vals := c.Enum
				if len(c.Labels) > 0 {
					vals = c.Labels
				}
				var lits []jen.Code
				for _, v := range vals {
					lits = append(lits, jen.Lit(v))
				}
				bits, els = append(bits, "CheckEnum"), append(els, kv("Enum", jen.Index().String().Values(lits...)))
				if len(c.Labels) > 0 {
					bits = append(bits, "CheckLabel")
				}
			}
			if emitting(2, &c) { // pattern
				bits, els = append(bits, "CheckPattern"), append(els, kv("Pattern", jen.Id(e.pattern(c.Pattern))))
			}
			if emitting(3, &c) { // format, by its index (an allow-listed name checks nothing)
				if c.FormatID() > 0 {
					bits, els = append(bits, "CheckFormat"), append(els, kv("Format", e.rt(formatConst(c.Format))))
				}
			}
		}
		if len(rewrites) > 0 {
			var rb []string
			for _, r := range rewrites {
				rb = append(rb, rewriters[r.Key].bit)
			}
			els = append(els, kv("Rewrite", e.bits(rb)))
			if quotesSent(c) { // as the code's messages, which quote what was sent
				els = append(els, kv("How", jen.Lit(rewriteName(c))))
			}
		}
		return e.readRow("ReadString", want, c, bits, els)
	case t.Kind == model.Bool:
		return e.readRow("ReadBool", want, c, nil, nil)
	case t.Kind == model.Float64:
		if c.Coerce || len(c.Enum) > 0 {
			return "", nil
		}
		if c.Int {
			bits = append(bits, "CheckInt")
		}
		lo, hi := c.Range(t)
		for _, side := range []struct {
			l                     *model.Limit
			incl, excl, val, text string
		}{{lo, "CheckMin", "CheckGt", "Lower", "LowerText"}, {hi, "CheckMax", "CheckLt", "Upper", "UpperText"}} {
			switch {
			case side.l == nil:
				continue
			case side.l.Exclusive:
				bits = append(bits, side.excl)
			default:
				bits, els = append(bits, side.incl), append(els, kv(side.text, jen.Lit(side.l.Text)))
			}
			els = append(els, kv(side.val, num(side.l.Text)))
		}
		return e.readRow("ReadFloat", want, c, bits, els)
	case t.Kind.IsInteger():
		if len(c.Enum) > 0 {
			return "", nil
		}
		lo, hi := c.Range(t)
		if lo != nil && lo.Implied {
			lo = nil
		}
		if hi != nil && hi.Implied {
			hi = nil
		}
		if lo != nil && lo.Exclusive || hi != nil && hi.Exclusive {
			return "", nil
		}
		limit := func(l *model.Limit) (jen.Code, bool) {
			if t.Kind.IsUnsigned() {
				if !l.Whole.IsUint64() || l.Whole.Uint64() > math.MaxInt64 {
					return nil, false
				}
			} else if !l.Whole.IsInt64() {
				return nil, false
			}
			return num(l.Whole.String()), true
		}
		for _, side := range []struct {
			l         *model.Limit
			bit, name string
		}{{lo, "CheckMin", "Min"}, {hi, "CheckMax", "Max"}} {
			if side.l == nil {
				continue
			}
			n, ok := limit(side.l)
			if !ok {
				return "", nil
			}
			bits, els = append(bits, side.bit), append(els, kv(side.name, n))
		}
		read, size := "ReadInt", t.Kind.Bits()
		if t.Kind.IsUnsigned() {
			read = "ReadUint"
		}
		if t.Kind == model.Int || t.Kind == model.Uint {
			size = 0 // Go's int: 64 bits read, the platform's int stored
		}
		row := []jen.Code{}
		if size != 0 {
			row = append(row, kv("Bits", jen.Lit(size)))
		}
		if sides := e.declaredSides(t, c); sides != nil {
			row = append(row, kv("Sides", sides))
		}
		return e.readRow(read, want, c, bits, append(row, els...))
	}
	return "", nil
}

// readRow is tableRead's answer for a value the table reads: its Read, and
// the row's Want, Check and the checks' values.
// zero-ok spares the zero value the checks, where there are any.
func (e *emitter) readRow(read, want string, c model.Checks, bits []string, els []jen.Code) (string, []jen.Code) {
	row := []jen.Code{kv("Want", jen.Lit(want))}
	if c.Coerce {
		row = append(row, kv("Coerce", jen.True()))
	}
	if len(bits) > 0 && c.ZeroOK {
		bits = append(bits, "CheckZeroOK")
	}
	if len(bits) > 0 {
		row = append(row, kv("Check", e.bits(bits)))
	}
	return read, append(row, els...)
}

// bits is the union of the runtime's named flags: stitchimpl.CheckMin | stitchimpl.CheckMax.
func (e *emitter) bits(names []string) *jen.Statement {
	var s *jen.Statement
	for _, b := range names {
		if s == nil {
			s = e.rt(b)
		} else {
			s.Op("|").Add(e.rt(b))
		}
	}
	return s
}
