// Package contract writes and reads a tool's accepted-argument model: the
// part of stitchgen's IR (model.Type with its Checks) that decides which
// calls the generated parser accepts, including what JSON Schema cannot
// show — Go ranges (int64 against int32, float64 against float32),
// tolerances (coerce, catch, trim, lower, upper, zero-ok), refine names,
// the key policy of every object, defaults. A value's checks are written
// as the tag table (model.Tags) spells them, so a tag added to the table
// is in the file without a change here.
//
// stitchgen writes it, checked in, as schemas/<tool>.contract.json next to
// schemas/<tool>.json, so that `stitchgen -breaking=REF` reads the contract
// of any past revision with `git show` and never builds old code. Decode
// gives back a model.Tool whose types are the ones Encode was given (less
// positions, docs and the Go-only details the parser does not judge by:
// field indexes, omitempty), so the comparison works on one representation
// for both sides.
//
// The file format (version 2) is documented in docs/breaking.md ("The contract
// file"); it is stable: a change to it is a new version, and Decode reads
// every version stitchgen has written.
//
// gen writes it and breaking reads it back (package pipeline's doc draws
// the pipeline).
package contract

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// Version is the format version Encode writes.
//
//   - 1: the first; checks inline in each node under their field names.
//   - 2: checks as the tag table spells them (Checks: every tag, zero-ok
//     and why included), a union's label rewrites likewise, and each
//     number's Go range.
const Version = 2

// File is the JSON document of one tool's contract.
type File struct {
	// Contract is the format version (the first key, so that a reader can
	// tell the file at a glance).
	Contract int    `json:"stitchContract"`
	Tool     string `json:"tool"`
	// Package is the Go import path of the tool's package: a type named
	// without a path in Go, or in Defs, is declared there.
	Package string `json:"package"`
	// Go is the tool's Go type name.
	Go string `json:"go"`
	// Strict is the //stitch:tool strict= option ("" when absent).
	Strict string `json:"strict,omitempty"`
	Root   *Node  `json:"root"`
	// Output is the type the tool returns (//stitch:tool output=), whose
	// schema is its outputSchema; absent when it names none.
	Output *Node `json:"output,omitempty"`
	// Defs holds every named struct and union the tool reaches, by Go name;
	// nodes refer to them with Ref (so recursive types are finite).
	Defs map[string]*Def `json:"defs"`
	// RefineSource is, for each refine function the tool names, the hash
	// of its source (model.RefineFunc.Hash); absent when it names none.
	RefineSource map[string]string `json:"refineSource,omitempty"`
}

// Def is a named struct (Kind "object") or union (Kind "union").
type Def struct {
	Kind string `json:"kind"`
	// Object: its key policy (strict, plain, loose), its fields in
	// encoding/json order, the rest map of a loose object, the JSON key of
	// its discriminator when it is a union variant, and its //stitch:refine
	// functions.
	Policy string   `json:"policy,omitempty"`
	Fields []*Field `json:"fields,omitempty"`
	Rest   *Field   `json:"rest,omitempty"`
	Disc   string   `json:"disc,omitempty"`
	Refine []string `json:"refine,omitempty"`
	// Union: how it chooses a variant ("" for by label, "kind", "keys"),
	// the discriminator key and the rewrites of a sent label (as checks:
	// {"trim": true}; format 1 wrote them inline), and the variants in
	// declaration order.
	By       string     `json:"by,omitempty"`
	Key      string     `json:"key,omitempty"`
	Rewrites *Checks    `json:"rewrites,omitempty"`
	Default  string     `json:"default,omitempty"` // the label a missing discriminator means
	Variants []*Variant `json:"variants,omitempty"`
}

// UnmarshalJSON reads a definition of either format.
func (d *Def) UnmarshalJSON(data []byte) error {
	type plain Def
	if err := json.Unmarshal(data, (*plain)(d)); err != nil {
		return err
	}
	if d.Rewrites != nil {
		return nil
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	c := &Checks{}
	if err := c.read(raw, func(t *model.TagSpec) bool { return t.Rewrite != nil }); err != nil {
		return err
	}
	if !c.empty() {
		d.Rewrites = c
	}
	return nil
}

// Variant is one variant of a union: what selects it (its labels, or its
// marker keys; a by=kind variant is chosen by its type's kind) and its
// type: a struct by Ref, any other type (by=kind) as a node with the
// checks of its //stitch:tags.
type Variant struct {
	Labels  []string `json:"labels,omitempty"`
	Markers []string `json:"markers,omitempty"`
	Ref     string   `json:"ref,omitempty"`
	Type    *Node    `json:"type,omitempty"`
}

// Field is one JSON key of an object.
type Field struct {
	Key      string `json:"key"`
	Go       string `json:"go"`
	Required bool   `json:"required,omitempty"`
	Type     *Node  `json:"type"`
}

// Node is a value's type with its checks. Kind is a Go basic kind
// ("string", "int32", "float64", "bool"), or "object"/"union" (then Ref
// names its Def), "array" (a slice; Len set for [N]T), "map", "text" (a
// type that reads itself from text, named by Go), "time", "raw"
// (json.RawMessage) or "any". A number's Range is its Go kind's
// (model.KindRange), which the parser enforces as any check.
type Node struct {
	Kind    string `json:"kind"`
	Ref     string `json:"ref,omitempty"`
	Go      string `json:"go,omitempty"` // the named Go type, "" when unnamed
	Pointer bool   `json:"pointer,omitempty"`
	// ThreeStates is stitch.Nullable[T]: absent, null and a value reach the
	// handler apart (null is accepted: Checks.Nullable is set too).
	ThreeStates bool   `json:"threeStates,omitempty"`
	Len         *int64 `json:"len,omitempty"`
	// KeyGo names a map's named key type.
	KeyGo string `json:"keyGo,omitempty"`
	// Range is a number's Go range, least and most ("-128", "127"; a
	// float's largest finite values): format 2 on.
	Range  []string `json:"range,omitempty"`
	Checks *Checks  `json:"checks,omitempty"`
	// Elem is an array's items or a map's values, with the checks after
	// dive; Keys are the checks on a map's keys (keys … endkeys).
	Elem *Node   `json:"elem,omitempty"`
	Keys *Checks `json:"keys,omitempty"`
}

// UnmarshalJSON reads a node of either format: format 1 wrote the checks
// inline.
func (n *Node) UnmarshalJSON(data []byte) error {
	type plain Node
	if err := json.Unmarshal(data, (*plain)(n)); err != nil {
		return err
	}
	if n.Checks != nil {
		return nil
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	n.Checks = &Checks{}
	return n.Checks.read(raw, func(*model.TagSpec) bool { return true })
}

// Checks are a value's checks as the tag table spells them (format 2):
// an object whose keys are the tags' keys, in table order, each value as
// its TagSpec.Get writes it (true for a flag, a bound as written, a list,
// a text, a JSON value). Format 1 wrote them inline in the node, under
// the same keys but oneof-variant's (TagSpec.V1); Checks reads both.
type Checks struct {
	m model.Checks
}

// MarshalJSON writes the checks the table's way, in its order.
func (c Checks) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for _, t := range model.Checked() {
		v := t.Get(&c.m)
		if v == nil {
			continue
		}
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(t.Key)
		b.Write(k)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads checks of either format.
func (c *Checks) UnmarshalJSON(data []byte) error {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	var keys []string
	for k := range raw {
		if t := model.Tag(k); t == nil || t.Field == nil {
			if t := v1Tag(k); t == nil {
				keys = append(keys, k)
			}
		}
	}
	if len(keys) > 0 {
		sort.Strings(keys)
		// A check this stitchgen does not know: dropping it would compare
		// a contract that accepts more than the parser did.
		return fmt.Errorf("unknown check %s (a newer stitchgen wrote it: upgrade stitchgen)", strings.Join(keys, ", "))
	}
	return c.read(raw, func(*model.TagSpec) bool { return true })
}

// v1Tag is the check format 1 wrote under key k when it is not the tag's
// own key (labels), or nil.
func v1Tag(k string) *model.TagSpec {
	for _, t := range model.Checked() {
		if t.V1 == k {
			return t
		}
	}
	return nil
}

// read takes from raw, an object of a contract file, the checks under
// their keys (or their format-1 key) that keep selects.
func (c *Checks) read(raw map[string]json.RawMessage, keep func(*model.TagSpec) bool) error {
	for _, t := range model.Checked() {
		if !keep(t) {
			continue
		}
		v, ok := raw[t.Key]
		if !ok && t.V1 != "" && t.V1 != "-" {
			v, ok = raw[t.V1]
		}
		if !ok {
			continue
		}
		// A JSON value (default, catch) as the source spells it: the
		// file's indentation is not part of it (an object default read
		// back indented differed from the source's, a RISKY D1 on every
		// review of an unchanged default).
		var compact bytes.Buffer
		if json.Compact(&compact, v) == nil {
			v = compact.Bytes()
		}
		if err := t.Put(&c.m, v); err != nil {
			return err
		}
	}
	return nil
}

func (c *Checks) empty() bool {
	for _, t := range model.Checked() {
		if t.Uses(&c.m) {
			return false
		}
	}
	return true
}

// Encode writes the contract of tool t of the package at import path pkg,
// two-space indented, keys in a fixed order, ending in a newline.
func Encode(t *model.Tool, pkg string) []byte {
	e := &encoder{pkg: pkg, f: &File{Contract: Version, Tool: t.Name, Package: pkg, Go: t.GoName, Strict: t.Strict, Defs: map[string]*Def{}}}
	e.f.Root = e.node(t.Type, &model.Checks{})
	if t.Output != nil {
		e.f.Output = e.node(t.Output.Type, &model.Checks{})
	}
	for _, fn := range e.f.refineNames() {
		if r, ok := t.Refines[fn]; ok {
			if e.f.RefineSource == nil {
				e.f.RefineSource = map[string]string{}
			}
			e.f.RefineSource[fn] = r.Hash
		}
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(e.f); err != nil {
		panic(err) // plain data: cannot fail
	}
	return b.Bytes()
}

type encoder struct {
	pkg string
	f   *File
}

// name spells a Go type name: bare when declared in the tool's package.
func (e *encoder) name(n *model.Name) string {
	if n == nil {
		return ""
	}
	if n.Path == e.pkg || n.Path == "" {
		return n.Name
	}
	return n.Path + "." + n.Name
}

func (e *encoder) node(t model.Type, c *model.Checks) *Node {
	n := &Node{Checks: checks(c)}
	switch p := t.(type) {
	case *model.Pointer:
		n.Pointer = true
		t = p.Elem
	case *model.Nullable:
		n.ThreeStates = true
		t = p.Elem
	}
	n.Go = e.name(t.GoName())
	switch t := t.(type) {
	case *model.Basic:
		n.Kind = t.Kind.GoString()
		if lo, hi := model.KindRange(t.Kind); lo != nil {
			n.Range = []string{lo.Text, hi.Text}
		}
	case *model.Struct:
		n.Kind, n.Ref, n.Go = "object", e.def(t), ""
	case *model.Union:
		n.Kind, n.Ref, n.Go = "union", e.def(t), ""
	case *model.Slice:
		n.Kind = "array"
		n.Elem = e.node(t.Elem, elemChecks(c))
	case *model.Array:
		n.Kind = "array"
		l := t.Len
		n.Len = &l
		n.Elem = e.node(t.Elem, elemChecks(c))
	case *model.Map:
		n.Kind = "map"
		if t.Key != nil {
			n.KeyGo = e.name(t.Key)
		}
		n.Elem = e.node(t.Elem, elemChecks(c))
		if c.Keys != nil {
			n.Keys = checks(c.Keys)
		}
	case *model.Time:
		n.Kind, n.Go = "time", ""
	case *model.Text:
		n.Kind = "text"
	case *model.Raw:
		n.Kind = "raw"
	case *model.Any:
		n.Kind = "any"
	default:
		n.Kind = fmt.Sprintf("unknown:%T", t)
	}
	return n
}

func elemChecks(c *model.Checks) *model.Checks {
	if c.Elem != nil {
		return c.Elem
	}
	return &model.Checks{}
}

// def records a named struct or union in Defs (once) and returns its name.
func (e *encoder) def(t model.Type) string {
	name := e.name(t.GoName())
	if _, ok := e.f.Defs[name]; ok {
		return name
	}
	d := &Def{}
	e.f.Defs[name] = d // before the fields: a cycle finds it
	switch t := t.(type) {
	case *model.Struct:
		d.Kind = "object"
		d.Policy = [...]string{model.Strict: "strict", model.Plain: "plain", model.Loose: "loose"}[t.Policy]
		d.Refine = t.AllRefines()
		for _, f := range t.Fields {
			d.Fields = append(d.Fields, e.field(f))
		}
		if t.Rest != nil {
			d.Rest = e.field(t.Rest)
		}
		if t.Discriminator != nil {
			d.Disc = t.Discriminator.JSON
		}
	case *model.Union:
		d.Kind = "union"
		d.By = [...]string{model.ByLabel: "", model.ByKind: "kind", model.ByKeys: "keys"}[t.By]
		d.Key, d.Rewrites, d.Default = t.Key, checks(t.LabelRewrites()), t.Default
		for _, v := range t.Variants {
			cv := &Variant{Labels: v.Labels, Markers: v.Markers}
			if v.Struct != nil {
				cv.Ref = e.def(v.Struct)
			} else {
				c := v.Checks
				if c == nil {
					c = &model.Checks{}
				}
				cv.Type = e.node(v.Type, c)
			}
			d.Variants = append(d.Variants, cv)
		}
	}
	return name
}

func (e *encoder) field(f *model.Field) *Field {
	return &Field{Key: f.JSON, Go: f.GoName, Required: f.Required, Type: e.node(f.Type, &f.Checks)}
}

// checks is c as the contract writes it, nil when it holds no check.
func checks(c *model.Checks) *Checks {
	cc := &Checks{m: *c}
	cc.m.Elem, cc.m.Keys = nil, nil
	if cc.empty() {
		return nil
	}
	return cc
}

// refineNames are the refine functions the contract names, sorted.
func (f *File) refineNames() []string {
	seen := map[string]bool{}
	var walk func(n *Node)
	checks := func(c *Checks) {
		if c == nil {
			return
		}
		for _, r := range c.m.Refine {
			seen[r] = true
		}
	}
	walk = func(n *Node) {
		if n == nil {
			return
		}
		checks(n.Checks)
		checks(n.Keys)
		walk(n.Elem)
	}
	walk(f.Root)
	walk(f.Output)
	for _, d := range f.Defs {
		for _, r := range d.Refine {
			seen[r] = true
		}
		for _, fd := range d.Fields {
			walk(fd.Type)
		}
		if d.Rest != nil {
			walk(d.Rest.Type)
		}
		for _, v := range d.Variants {
			walk(v.Type)
		}
	}
	var out []string
	for r := range seen {
		out = append(out, r)
	}
	sort.Strings(out)
	return out
}

// Decode reads a contract file into the tool it describes. Positions and
// docs are empty; every named struct and union is one shared pointer, as
// load makes them, so recursive types are cyclic graphs again.
func Decode(data []byte) (*model.Tool, error) {
	var f File
	d := json.NewDecoder(bytes.NewReader(data))
	if err := d.Decode(&f); err != nil {
		return nil, fmt.Errorf("contract: %v", err)
	}
	if f.Contract < 1 || f.Contract > Version {
		return nil, fmt.Errorf("contract: format version %d; this stitchgen reads versions 1 to %d (upgrade stitchgen)", f.Contract, Version)
	}
	if f.Root == nil {
		return nil, fmt.Errorf("contract: no root")
	}
	dec := &decoder{f: &f, types: map[string]model.Type{}}
	t := &model.Tool{Name: f.Tool, GoName: f.Go, Strict: f.Strict, Flatten: true}
	for fn, h := range f.RefineSource {
		if t.Refines == nil {
			t.Refines = map[string]model.RefineFunc{}
		}
		t.Refines[fn] = model.RefineFunc{Hash: h}
	}
	var err error
	if t.Type, _, err = dec.node(f.Root); err != nil {
		return nil, err
	}
	if f.Output != nil {
		o := &model.Output{GoName: f.Output.Ref}
		if o.Type, _, err = dec.node(f.Output); err != nil {
			return nil, err
		}
		t.Output = o
	}
	return t, nil
}

type decoder struct {
	f     *File
	types map[string]model.Type
}

func (d *decoder) name(s string) *model.Name {
	if s == "" {
		return nil
	}
	if i := strings.LastIndex(s, "."); i >= 0 {
		return &model.Name{Path: s[:i], Name: s[i+1:]}
	}
	return &model.Name{Path: d.f.Package, Name: s}
}

var basicKinds = func() map[string]model.BasicKind {
	m := map[string]model.BasicKind{}
	for k := model.String; k <= model.Float64; k++ {
		m[k.GoString()] = k
	}
	return m
}()

// node decodes a node into its type and checks.
func (d *decoder) node(n *Node) (model.Type, *model.Checks, error) {
	if n == nil {
		return nil, nil, fmt.Errorf("contract: missing type")
	}
	c := modelChecks(n.Checks)
	var err error
	var t model.Type
	named := d.name(n.Go)
	switch n.Kind {
	case "object", "union":
		if t, err = d.def(n.Ref); err != nil {
			return nil, nil, err
		}
	case "array":
		et, ec, err := d.node(n.Elem)
		if err != nil {
			return nil, nil, err
		}
		c.Elem = nonEmpty(ec)
		if n.Len != nil {
			t = &model.Array{Elem: et, Len: *n.Len, Named: named}
		} else {
			t = &model.Slice{Elem: et, Named: named}
		}
	case "map":
		et, ec, err := d.node(n.Elem)
		if err != nil {
			return nil, nil, err
		}
		c.Elem = nonEmpty(ec)
		if n.Keys != nil {
			c.Keys = modelChecks(n.Keys)
		}
		t = &model.Map{Key: d.name(n.KeyGo), Elem: et, Named: named}
	case "time":
		t = &model.Time{}
	case "text":
		t = &model.Text{Named: named}
	case "raw":
		t = &model.Raw{Named: named}
	case "any":
		t = &model.Any{Named: named}
	default:
		k, ok := basicKinds[n.Kind]
		if !ok {
			return nil, nil, fmt.Errorf("contract: unknown kind %q", n.Kind)
		}
		t = &model.Basic{Kind: k, Named: named}
		if lo, hi := model.KindRange(k); n.Range != nil && (lo == nil || !slices.Equal(n.Range, []string{lo.Text, hi.Text})) {
			return nil, nil, fmt.Errorf("contract: a %s whose range is %s; this stitchgen's %s holds %s", n.Kind, strings.Join(n.Range, " to "), n.Kind, rangeText(lo, hi))
		}
	}
	if n.Pointer {
		t = &model.Pointer{Elem: t}
	}
	if n.ThreeStates {
		t = &model.Nullable{Elem: t}
	}
	return t, c, nil
}

// nonEmpty is c, or nil when it holds no check (as load leaves Elem).
func nonEmpty(c *model.Checks) *model.Checks {
	var zero model.Checks
	if c == nil || fmt.Sprint(*c) == fmt.Sprint(zero) {
		return nil
	}
	return c
}

func (d *decoder) def(name string) (model.Type, error) {
	if t, ok := d.types[name]; ok {
		return t, nil
	}
	df, ok := d.f.Defs[name]
	if !ok {
		return nil, fmt.Errorf("contract: no definition of %q", name)
	}
	switch df.Kind {
	case "object":
		s := &model.Struct{Named: d.name(name)}
		d.types[name] = s
		switch df.Policy {
		case "strict":
			s.Policy = model.Strict
		case "plain":
			s.Policy = model.Plain
		case "loose":
			s.Policy = model.Loose
		default:
			return nil, fmt.Errorf("contract: %s: unknown key policy %q", name, df.Policy)
		}
		s.Refine = df.Refine
		for _, f := range df.Fields {
			mf, err := d.field(f)
			if err != nil {
				return nil, err
			}
			s.Fields = append(s.Fields, mf)
			if df.Disc != "" && f.Key == df.Disc {
				s.Discriminator = mf
			}
		}
		if df.Rest != nil {
			mf, err := d.field(df.Rest)
			if err != nil {
				return nil, err
			}
			s.Rest = mf
		}
		return s, nil
	case "union":
		u := &model.Union{Named: d.name(name), Key: df.Key, Default: df.Default}
		u.SetLabelRewrites(modelChecks(df.Rewrites))
		switch df.By {
		case "":
			u.By = model.ByLabel
		case "kind":
			u.By = model.ByKind
		case "keys":
			u.By = model.ByKeys
		default:
			return nil, fmt.Errorf("contract: %s: unknown union choice by=%s", name, df.By)
		}
		d.types[name] = u
		for _, v := range df.Variants {
			mv := &model.Variant{Labels: v.Labels, Markers: v.Markers}
			if v.Ref != "" {
				t, err := d.def(v.Ref)
				if err != nil {
					return nil, err
				}
				mv.Type = t
				mv.Struct, _ = t.(*model.Struct)
				if mv.Struct == nil && u.By != model.ByKind {
					return nil, fmt.Errorf("contract: variant %s of %s is not an object", v.Ref, name)
				}
			} else {
				t, c, err := d.node(v.Type)
				if err != nil {
					return nil, err
				}
				mv.Type, mv.Checks = t, nonEmpty(c)
			}
			u.Variants = append(u.Variants, mv)
		}
		return u, nil
	}
	return nil, fmt.Errorf("contract: %s: unknown definition kind %q", name, df.Kind)
}

func (d *decoder) field(f *Field) (*model.Field, error) {
	t, c, err := d.node(f.Type)
	if err != nil {
		return nil, err
	}
	return &model.Field{GoName: f.Go, Index: []string{f.Go}, JSON: f.Key, Type: t, Required: f.Required, Checks: *c}, nil
}

// modelChecks is the checks c as the model holds them (none for nil).
func modelChecks(c *Checks) *model.Checks {
	m := &model.Checks{}
	if c != nil {
		*m = c.m
	}
	return m
}

// rangeText spells a number kind's range for a message: "-128 to 127",
// "no range".
func rangeText(lo, hi *model.Limit) string {
	if lo == nil {
		return "no range"
	}
	return lo.Text + " to " + hi.Text
}

// DefNames lists the names in f.Defs, sorted (for tests and messages).
func (f *File) DefNames() []string {
	var names []string
	for n := range f.Defs {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
