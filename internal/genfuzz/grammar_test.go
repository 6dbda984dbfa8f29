package genfuzz

import (
	"fmt"
	"go/format"
	"math/rand/v2"
	"path"
	"slices"
	"strings"
)

// The grammar of random packages. A package holds one to three tool
// structs; their fields draw types from every kind the generator supports
// (design §1: string, bool, every int and uint size, float32/64, time.Time,
// json.RawMessage, any, named types, pointers, slices, arrays, maps, nested
// and embedded structs, //stitch:union interfaces with their variants,
// recursion) and, rarely, kinds it must refuse (channels, funcs, complex
// numbers, non-string map keys, foreign or unmarked interfaces, types with
// their own UnmarshalJSON). Tags are mostly ones that fit the field with
// ordinary values, and sometimes edge values (1e400, 9223372036854775808,
// -1 on unsigned, bounds past the Go type, empty ranges, defaults outside
// the enum or the bounds) or tags that do not fit the type at all.
//
// The source is valid Go that passes go vet (unique JSON names, well-formed
// struct tags), so every diagnostic is about stitch tags and directives.

// wild is the chance in a hundred that a choice takes an edge or an invalid
// form rather than an ordinary one, in the packages (one in two) that take
// such choices at all; a package has a few dozen choices, so most of those
// are refused and most of the others generate.
const wild = 3

// kind classifies a field type for the choice of its tags.
type kind int

const (
	kString kind = iota
	kBool
	kInt // signed and unsigned integers
	kFloat
	kTime
	kRaw // json.RawMessage and any
	kStruct
	kUnion
	kSlice // slices and arrays
	kMap
	kBad // a kind the generator must refuse
)

// ftype is a field type: its Go expression and what tags fit it.
type ftype struct {
	expr     string
	kind     kind
	unsigned bool
	bits     int    // integer and float sizes; 0 for int and uint
	elem     *ftype // slices, arrays, maps, pointers (the pointee's kind is kept)
	pointer  bool
	// ruled: a named string type whose //stitch:tags hold a pattern or a
	// format, to which a field adds neither: a pattern and a format may
	// leave no string at all (^[A-Z]{3}$ and uri, seed 700012), which
	// stitchgen cannot prove and no value generator can tell from a hard one.
	ruled bool
}

// pkgWriter writes one random package.
type pkgWriter struct {
	r       *rand.Rand
	name    string
	tame    bool     // no wild choice
	decls   []string // top-level declarations, in order
	n       int      // names handed out
	structs []string // declared plain structs, usable as field types
	unions  []string // declared unions
	// open is the struct being declared (a recursive reference to it goes
	// through a pointer, slice or map).
	open  []string
	depth int
	// inNullable is set while the tags of a stitch.Nullable field are
	// written: null, a default and a catch are its own states.
	inNullable bool
}

// writePackage returns the source of the random package of seed.
func writePackage(name string, seed uint64) []byte {
	w := &pkgWriter{r: rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15)), name: name}
	w.tame = w.chance(50)
	tools := 1 + w.r.IntN(3)
	for i := range tools {
		w.tool(i)
	}
	var b strings.Builder
	kind := "may hold mistakes"
	if w.tame {
		kind = "tame"
	}
	directive := ""
	if *tables {
		directive = "//\n//stitch:package tables\n"
	}
	fmt.Fprintf(&b, "// Package %s is random input of the generator fuzzer (seed %d, %s).\n%spackage %s\n\n", name, seed, kind, directive, name)
	body := strings.Join(w.decls, "\n")
	var imps []string
	for _, imp := range []struct{ path, use string }{{"encoding/json", "json."}, {"errors", "errors."}, {"fmt", "fmt."},
		{"github.com/stitchgen/stitchgen/runtime/stitch", "stitch.Nullable"}, {"time", "time."}} {
		if strings.Contains(body, imp.use) {
			imps = append(imps, imp.path)
		}
	}
	body += w.ownNames(tools, imps)
	if len(imps) > 0 {
		b.WriteString("import (\n")
		for _, p := range imps {
			fmt.Fprintf(&b, "\t%q\n", p)
		}
		b.WriteString(")\n\n")
	}
	b.WriteString(body)
	src, err := format.Source([]byte(b.String()))
	if err != nil {
		// The grammar wrote invalid syntax: return it as it is, so go vet
		// shows where.
		return []byte(b.String())
	}
	return src
}

// importedNames are the names generated code imports packages under.
var importedNames = []string{"json", "strings", "math", "utf8", "slices", "regexp", "stitch", "stitchimpl", "embed"}

// ownNames declares, now and then, package-level names that generated code
// also uses: the import names (which the generator must then import under
// another name; the package is fine) and, when wild, a name the generated
// file declares (the package must be refused at that declaration). imps are
// the package's own imports, whose names it cannot declare.
func (w *pkgWriter) ownNames(tools int, imps []string) string {
	var names []string
	for _, n := range importedNames {
		if !slices.ContainsFunc(imps, func(p string) bool { return path.Base(p) == n }) && w.chance(15) {
			names = append(names, n)
		}
	}
	if w.isWild() {
		t := fmt.Sprintf("Tool%d", w.r.IntN(tools))
		names = append(names, pick(w.r, []string{"Parse" + t, t + "Tool", "Validate" + t, "StitchTools",
			"stitchParse" + t, "stitchDecode" + t, "stitchFields" + t, "stitchSchemas", "stitchDialects"}))
	}
	var b strings.Builder
	for _, n := range names {
		switch w.r.IntN(4) {
		case 0:
			fmt.Fprintf(&b, "\nfunc %s() {}\n", n)
		case 1:
			fmt.Fprintf(&b, "\nvar %s = %d\n", n, w.r.IntN(9))
		case 2:
			fmt.Fprintf(&b, "\ntype %s struct{}\n", n)
		default:
			fmt.Fprintf(&b, "\nconst %s = \"%s\"\n", n, n)
		}
	}
	return b.String()
}

func (w *pkgWriter) chance(pct int) bool { return w.r.IntN(100) < pct }
func (w *pkgWriter) isWild() bool        { return !w.tame && w.chance(wild) }

func (w *pkgWriter) fresh(prefix string) string {
	w.n++
	return fmt.Sprintf("%s%d", prefix, w.n)
}

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

// tool declares tool struct i with its directives.
func (w *pkgWriter) tool(i int) {
	name := fmt.Sprintf("Tool%d", i)
	var dirs []string
	d := "//stitch:tool"
	switch {
	case w.chance(30):
		d += fmt.Sprintf(" name=tool_%s_%d", w.name, i)
	case w.isWild():
		d += " name=bad-name!"
	}
	if w.chance(15) {
		d += " flatten=false"
	}
	dirs = append(dirs, d)
	if w.isWild() {
		dirs = append(dirs, "//stitch:tool") // twice
	}
	w.structDecl(name, dirs, 2+w.r.IntN(6), "", nil)
}

// structDecl declares struct name with n fields; disc is the discriminator
// field (a union variant) or "". used holds the JSON names taken (by the
// struct that embeds this one), or is nil.
func (w *pkgWriter) structDecl(name string, dirs []string, n int, disc string, used map[string]bool) {
	w.open = append(w.open, name)
	defer func() { w.open = w.open[:len(w.open)-1] }()
	plain := w.chance(10)
	if plain {
		dirs = append(dirs, "//stitch:plain")
	}
	if w.chance(8) {
		f := w.fresh("Refine")
		if w.isWild() {
			f = "Missing" + f // names nothing
		} else {
			w.refineFunc(f, name)
		}
		dirs = append(dirs, "//stitch:refine "+f)
	}
	var fields []string
	if disc != "" {
		fields = append(fields, disc)
	}
	if used == nil {
		used = map[string]bool{}
	}
	if disc != "" {
		used["kind"], used["type"] = true, true
	}
	for range n {
		fields = append(fields, w.field(used))
	}
	if w.chance(8) && (!plain || w.isWild()) {
		fields = append(fields, w.restField(used))
	}
	if w.chance(5) {
		// Fields encoding/json ignores, of every kind of type: the
		// generated file's shape assertion spells them all.
		fields = append(fields, pick(w.r, []string{
			"\thidden int // unexported: encoding/json ignores it",
			"\thook func(time.Duration) (*time.Timer, error)",
			"\tfeed <-chan map[string][]time.Month",
			"\tnested struct {\n\t\tA int `json:\"a\"`\n\t\tfmt.Stringer\n\t}",
			"\tCache map[string]json.RawMessage `json:\"-\"`",
			"\tTicks [2]interface{ Tick() time.Time } `json:\"-\" note:\"ignored\"`",
		}))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "// %s is a random struct.\n", name)
	if len(dirs) > 0 {
		b.WriteString("//\n")
		for _, d := range dirs {
			b.WriteString(d + "\n")
		}
	}
	fmt.Fprintf(&b, "type %s struct {\n%s\n}\n", name, strings.Join(fields, "\n"))
	w.decls = append(w.decls, b.String())
}

// refineFunc declares func f(v T) error, which accepts everything (the
// value generator does not know hidden checks; a refine function that
// rejects only counts as code custom). A wild one has the wrong signature.
func (w *pkgWriter) refineFunc(f, typ string) {
	if w.chance(2) {
		w.decls = append(w.decls, fmt.Sprintf("func %s(v %s) bool { _ = v; return true }\n", f, typ))
		return
	}
	w.decls = append(w.decls, fmt.Sprintf("func %s(v %s) error { _ = v; return nil }\n", f, typ))
}

// jsonName picks a field's JSON name, unique in its struct.
func (w *pkgWriter) jsonName(used map[string]bool) string {
	for {
		n := pick(w.r, []string{"a", "b", "c", "d", "e", "f", "g", "h", "id", "name", "type", "value", "items", "x", "y", "z"})
		if w.chance(20) {
			n += fmt.Sprint(w.r.IntN(10))
		}
		if !used[n] && !used[strings.ToLower(n)] {
			used[n] = true
			return n
		}
	}
}

// field writes one struct field: a named field with json and stitch tags,
// or an embedded struct.
func (w *pkgWriter) field(used map[string]bool) string {
	if w.depth < 2 && w.chance(6) {
		return w.embedded(used)
	}
	w.depth++
	t := w.typ(0)
	w.depth--
	jname := w.jsonName(used)
	goName := strings.ToUpper(jname[:1]) + jname[1:]
	goName = "F" + goName // never a keyword, never a method name
	jtag := jname
	// stitch.Nullable[T]: three states, with omitzero (wild: a pointer, any,
	// a recursive struct, or without omitzero, each refused).
	if w.chance(5) && (w.isWild() || !t.pointer && t.kind != kRaw && t.kind != kBad && !slices.Contains(w.open, t.expr)) {
		expr := "stitch.Nullable[" + t.expr + "]"
		omit := ",omitzero"
		if w.isWild() {
			omit = ",omitempty"
		}
		var st string
		w.inNullable = !w.isWild()
		if w.chance(60) {
			st = w.stitchTag(t, goName, true)
		}
		w.inNullable = false
		tag := fmt.Sprintf("json:%q", jname+omit)
		if st != "" {
			tag += fmt.Sprintf(" stitch:%q", st)
		}
		return fmt.Sprintf("\t%s %s `%s`", goName, expr, tag)
	}
	switch {
	case w.chance(30) || t.pointer && w.chance(60): // as most code does
		jtag += ",omitempty"
	case w.chance(6):
		jtag += ",omitzero"
	case w.chance(2):
		jtag = "-"
	case w.isWild() && (t.kind == kInt || t.kind == kFloat || t.kind == kBool || t.kind == kString) && !t.pointer:
		jtag += ",string"
	}
	tag := fmt.Sprintf("json:%q", jtag)
	if w.chance(3) {
		tag = "" // the Go name is the JSON name
		used[goName] = true
	}
	optional := t.pointer || strings.Contains(jtag, ",omit")
	if st := w.stitchTag(t, goName, optional); st != "" {
		if tag != "" {
			tag += " "
		}
		tag += fmt.Sprintf("stitch:%q", st)
	}
	doc := ""
	if w.chance(20) {
		doc = "\t// " + goName + " is a documented field.\n"
	}
	if tag == "" {
		return fmt.Sprintf("%s\t%s %s", doc, goName, t.expr)
	}
	return fmt.Sprintf("%s\t%s %s `%s`", doc, goName, t.expr, tag)
}

// embedded writes an embedded struct field, by value (or, wild, by
// pointer). Its fields take JSON names the embedding struct does not use
// (go vet rejects two at the same depth).
func (w *pkgWriter) embedded(used map[string]bool) string {
	name := w.fresh("Base")
	w.depth++
	w.structDecl(name, nil, 1+w.r.IntN(3), "", used)
	w.depth--
	expr := name
	if w.isWild() {
		expr = "*" + name
	}
	if w.chance(15) {
		return fmt.Sprintf("\t%s `json:\"%s\"`", expr, strings.ToLower(name))
	}
	return "\t" + expr
}

// restField writes a rest map: map[string]T tagged json:"-" stitch:"rest".
func (w *pkgWriter) restField(used map[string]bool) string {
	name := w.fresh("Rest")
	used[name] = true
	elem := pick(w.r, []string{"any", "string", "int", "json.RawMessage", "[]string"})
	if elem == "json.RawMessage" {
	}
	tag := "rest"
	if w.chance(20) {
		tag += ",max=" + pick(w.r, []string{"1", "3", "0"})
	}
	if w.isWild() {
		return fmt.Sprintf("\t%s []string `json:\"-\" stitch:\"rest\"`", name)
	}
	return fmt.Sprintf("\t%s map[string]%s `json:\"-\" stitch:%q`", name, elem, tag)
}

// typ returns a random field type; d is the nesting depth of composite
// types.
func (w *pkgWriter) typ(d int) ftype {
	if w.isWild() {
		return w.badType()
	}
	leaf := d >= 2 || w.depth > 3
	switch n := w.r.IntN(100); {
	case n < 45 || leaf && n < 70:
		return w.scalar()
	case n < 55:
		return w.structType()
	case n < 62:
		return w.unionType()
	case n < 74:
		e := w.typ(d + 1)
		if e.expr == "uint8" && !w.isWild() {
			e.expr = "uint16" // []uint8 is []byte
		}
		if w.chance(15) {
			l := w.r.IntN(4)
			return ftype{expr: fmt.Sprintf("[%d]%s", l, e.expr), kind: kSlice, elem: &e}
		}
		return ftype{expr: "[]" + e.expr, kind: kSlice, elem: &e}
	case n < 82:
		e := w.typ(d + 1)
		key := "string"
		if w.chance(15) {
			key = w.fresh("Key")
			w.decls = append(w.decls, fmt.Sprintf("// %s is a named map key.\ntype %s string\n", key, key))
		}
		return ftype{expr: "map[" + key + "]" + e.expr, kind: kMap, elem: &e}
	case n < 92:
		e := w.typ(d + 1)
		if strings.HasPrefix(e.expr, "*") && !w.isWild() {
			return e
		}
		p := e
		p.expr = "*" + e.expr
		p.pointer = true
		return p
	case n < 96 && len(w.open) > 0:
		// Recursion: the struct being declared, behind a pointer, a slice
		// or a map.
		self := w.open[len(w.open)-1]
		st := ftype{expr: self, kind: kStruct}
		switch w.r.IntN(3) {
		case 0:
			st.expr, st.pointer = "*"+self, true
			return st
		case 1:
			return ftype{expr: "[]" + self, kind: kSlice, elem: &st}
		default:
			return ftype{expr: "map[string]" + self, kind: kMap, elem: &st}
		}
	default:
		return w.namedType(d)
	}
}

// scalar returns a basic type or one of the special ones.
func (w *pkgWriter) scalar() ftype {
	switch n := w.r.IntN(100); {
	case n < 25:
		return ftype{expr: "string", kind: kString}
	case n < 32:
		return ftype{expr: "bool", kind: kBool}
	case n < 65:
		i := pick(w.r, []struct {
			expr string
			bits int
		}{{"int", 0}, {"int8", 8}, {"int16", 16}, {"int32", 32}, {"int64", 64}, {"uint", 0}, {"uint8", 8}, {"uint16", 16}, {"uint32", 32}, {"uint64", 64}})
		return ftype{expr: i.expr, kind: kInt, unsigned: i.expr[0] == 'u', bits: i.bits}
	case n < 82:
		if w.chance(40) {
			return ftype{expr: "float32", kind: kFloat, bits: 32}
		}
		return ftype{expr: "float64", kind: kFloat, bits: 64}
	case n < 88:
		return ftype{expr: "time.Time", kind: kTime}
	case n < 94:
		return ftype{expr: "json.RawMessage", kind: kRaw}
	default:
		return ftype{expr: "any", kind: kRaw}
	}
}

// namedType declares a named type over a scalar or a container.
func (w *pkgWriter) namedType(d int) ftype {
	var u ftype
	if d < 2 && w.chance(30) {
		e := w.scalar()
		if e.expr == "uint8" && !w.isWild() {
			e = ftype{expr: "int", kind: kInt}
		}
		u = ftype{expr: "[]" + e.expr, kind: kSlice, elem: &e}
		if w.chance(30) {
			u = ftype{expr: "map[string]" + e.expr, kind: kMap, elem: &e}
		}
	} else {
		u = w.scalar()
	}
	if u.expr == "time.Time" || u.expr == "any" {
		u = ftype{expr: "string", kind: kString}
	}
	name := w.fresh("Named")
	// //stitch:tags: the checks every use of the type holds (wild: a tag
	// that says how a field is sent, refused there).
	dir := ""
	if w.chance(35) {
		parts := w.checks(u)
		if u.elem != nil && w.chance(30) {
			parts = append(parts, w.dive(u)...)
		}
		if w.isWild() {
			parts = append(parts, pick(w.r, []string{"default=1", "optional", "nullable", "catch=1", "rest"}))
		}
		if len(parts) > 0 {
			dir = "//\n//stitch:tags " + strings.Join(parts, ",") + "\n"
		}
		u.ruled = u.kind == kString && slices.ContainsFunc(parts, isTextRule)
	}
	w.decls = append(w.decls, fmt.Sprintf("// %s is a named type.\n%stype %s %s\n", name, dir, name, u.expr))
	u.expr = name
	return u
}

// structType declares a new struct or reuses one.
func (w *pkgWriter) structType() ftype {
	if len(w.structs) > 0 && w.chance(30) {
		return ftype{expr: pick(w.r, w.structs), kind: kStruct}
	}
	name := w.fresh("S")
	w.structDecl(name, nil, 1+w.r.IntN(4), "", nil)
	w.structs = append(w.structs, name)
	return ftype{expr: name, kind: kStruct}
}

// unionType declares a //stitch:union interface and its variants, or
// reuses one.
func (w *pkgWriter) unionType() ftype {
	if len(w.unions) > 0 && w.chance(30) {
		return ftype{expr: pick(w.r, w.unions), kind: kUnion}
	}
	name := w.fresh("U")
	method := "is" + name
	w.unions = append(w.unions, name)
	by := ""
	switch n := w.r.IntN(100); {
	case n < 20:
		by = " by=kind"
	case n < 40:
		by = " by=keys"
	case n < 41:
		by = " by=kinds" // wild: a misspelled option
	}
	dirs := "//\n//stitch:union" + by + "\n"
	if w.isWild() {
		dirs = "" // an interface without //stitch:union
	}
	w.decls = append(w.decls, fmt.Sprintf("// %s is a union.\n%stype %s interface{ %s() }\n", name, dirs, name, method))
	switch by {
	case " by=kind":
		w.kindVariants(name, method)
		return ftype{expr: name, kind: kUnion}
	case " by=keys":
		w.keysVariants(name, method)
		return ftype{expr: name, kind: kUnion}
	}
	labels := []string{"a", "b", "c", "d", "e", "f"}
	w.r.Shuffle(len(labels), func(i, j int) { labels[i], labels[j] = labels[j], labels[i] })
	nv := 1 + w.r.IntN(3)
	if w.isWild() {
		nv = 0 // no variants
	}
	for i := range nv {
		v := w.fresh(name + "V")
		ls := labels[i*2 : i*2+1+w.r.IntN(2)]
		if w.isWild() {
			ls = []string{labels[0]} // a label two variants share
		}
		key := "kind"
		if w.isWild() {
			key = "type"
		}
		dtag := "oneof-variant=" + strings.Join(ls, "|")
		if w.isWild() {
			dtag += "," + pick(w.r, []string{"optional", "nullable", "min=1", "enum=a", "upper"})
		}
		if w.chance(15) {
			// Case-tolerant labels: every variant's discriminator alike.
			dtag += ",trim,lower"
		}
		jopts := ""
		if w.isWild() {
			jopts = ",omitempty"
		}
		dtype := "string"
		if w.isWild() {
			dtype = "int"
		}
		disc := fmt.Sprintf("\tKind %s `json:\"%s%s\" stitch:%q`", dtype, key, jopts, dtag)
		w.structDecl(v, nil, w.r.IntN(4), disc, nil)
		recv := v
		if w.isWild() {
			recv = "*" + v
		}
		w.decls = append(w.decls, fmt.Sprintf("func (%s) %s() {}\n", recv, method))
	}
	return ftype{expr: name, kind: kUnion}
}

// kindVariants declares the variants of a by=kind union: named types of
// distinct JSON kinds (a string, a number, a bool, a struct, a slice or a
// map), a scalar one sometimes with //stitch:tags; wild, two of one kind or
// one of no kind of its own.
func (w *pkgWriter) kindVariants(name, method string) {
	kinds := []string{"string", "number", "bool", "struct", "slice", "map"}
	w.r.Shuffle(len(kinds), func(i, j int) { kinds[i], kinds[j] = kinds[j], kinds[i] })
	nv := 1 + w.r.IntN(3)
	if kinds[0] == "slice" || kinds[0] == "map" {
		nv = max(nv, 2)
	}
	chosen := kinds[:nv]
	if w.isWild() {
		chosen = append(chosen, pick(w.r, []string{chosen[0], "any"}))
	}
	hasObject := false
	for _, k := range chosen {
		v := w.fresh(name + "K")
		tags := ""
		var under string
		switch k {
		case "string":
			under = "string"
			if w.chance(40) {
				tags = pick(w.r, []string{"min=1", "min=1,max=40", "pattern='^[a-z]+$'", "enum=x|y", "format=email", "trim"})
			}
		case "number":
			under = pick(w.r, []string{"float64", "int", "int32", "uint8"})
			if w.chance(40) {
				tags = pick(w.r, []string{"min=0", "max=100", "min=1,max=5"})
			}
		case "bool":
			under = "bool"
		case "slice":
			under = "[]" + pick(w.r, []string{"string", "int"})
			if w.chance(30) {
				tags = "max=3"
			}
		case "map":
			if hasObject && !w.isWild() {
				continue // one object kind
			}
			under = "map[string]" + pick(w.r, []string{"string", "int"})
		case "any":
			under = "json.RawMessage"
		case "struct":
			if hasObject && !w.isWild() {
				continue
			}
		}
		hasObject = hasObject || k == "struct" || k == "map"
		if k == "struct" {
			w.structDecl(v, nil, 1+w.r.IntN(3), "", nil)
		} else {
			dir := ""
			if tags != "" {
				dir = "//\n//stitch:tags " + tags + "\n"
			}
			w.decls = append(w.decls, fmt.Sprintf("// %s is a variant.\n%stype %s %s\n", v, dir, v, under))
		}
		w.decls = append(w.decls, fmt.Sprintf("func (%s) %s() {}\n", v, method))
	}
}

// keysVariants declares the variants of a by=keys union: structs, each
// with a required marker key of its own and random other keys; wild, one
// whose only required key another variant declares too.
func (w *pkgWriter) keysVariants(name, method string) {
	nv := 1 + w.r.IntN(3)
	for i := range nv {
		v := w.fresh(name + "V")
		marker := fmt.Sprintf("\tMk%d string `json:\"mk%d\" stitch:\"min=1\"`", i, i)
		if i > 0 && w.isWild() {
			marker = "\tMk0 string `json:\"mk0\"`" // the first variant's marker: no marker of its own
		}
		if w.chance(30) {
			marker += fmt.Sprintf("\n\tMj%d int `json:\"mj%d\"`", i, i) // a second marker
		}
		used := map[string]bool{}
		w.structDecl(v, nil, w.r.IntN(3), marker, used)
		w.decls = append(w.decls, fmt.Sprintf("func (%s) %s() {}\n", v, method))
	}
}

// badType returns a type the generator must refuse, or one that is valid
// only in some positions.
func (w *pkgWriter) badType() ftype {
	switch w.r.IntN(10) {
	case 0:
		return ftype{expr: "chan int", kind: kBad}
	case 1:
		return ftype{expr: "func()", kind: kBad}
	case 2:
		return ftype{expr: "complex128", kind: kBad}
	case 3:
		return ftype{expr: "map[int]string", kind: kBad}
	case 4:
		return ftype{expr: "fmt.Stringer", kind: kBad}
	case 5:
		return ftype{expr: "[]byte", kind: kBad}
	case 6:
		return ftype{expr: "uintptr", kind: kBad}
	case 7:
		return ftype{expr: "struct{ A int }", kind: kBad}
	case 8:
		// A named non-struct type that contains itself: no $defs entry.
		name := w.fresh("Loop")
		w.decls = append(w.decls, fmt.Sprintf("// %s contains itself.\ntype %s map[string]%s\n", name, name, name))
		return ftype{expr: name, kind: kBad}
	default:
		// A type with its own JSON methods: its JSON shape cannot be seen.
		name := w.fresh("Custom")
		w.decls = append(w.decls, fmt.Sprintf(`// %s reads itself.
type %s int

// UnmarshalJSON reads "low" or "high".
func (c *%s) UnmarshalJSON(b []byte) error {
	switch string(b) {
	case `+"`\"low\"`"+`:
		*c = 0
	case `+"`\"high\"`"+`:
		*c = 1
	default:
		return errors.New("low or high")
	}
	return nil
}
`, name, name, name))
		return ftype{expr: name, kind: kBad}
	}
}
