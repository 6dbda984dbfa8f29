package stitchimpl

import (
	"errors"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// TestFormatConstants: each Format constant names the portable format of its index, and
// FormatOf finds it by name (the generator's way to the constant).
func TestFormatConstants(t *testing.T) {
	names := map[Format]string{
		FormatDate: "date", FormatTime: "time", FormatDateTime: "date-time", FormatDuration: "duration",
		FormatURI: "uri", FormatURIReference: "uri-reference", FormatURITemplate: "uri-template",
		FormatEmail: "email", FormatHostname: "hostname", FormatIPv4: "ipv4", FormatIPv6: "ipv6",
		FormatRegex: "regex", FormatUUID: "uuid", FormatJSONPointer: "json-pointer",
		FormatRelativeJSONPointer: "relative-json-pointer",
	}
	assert.Len(t, names, len(stitch.PortableFormats))
	for f, name := range names {
		assert.Equal(t, name, stitch.PortableFormats[f-1])
		assert.Equal(t, f, FormatOf(name))
	}
	assert.Equal(t, Format(0), FormatOf("iban"))
}

// TestCheckFormatOf: the check by index says what the check by name says.
func TestCheckFormatOf(t *testing.T) {
	for _, s := range []string{"a@b.co", "not an email", "2025-01-01T10:00:00"} {
		for i, name := range stitch.PortableFormats {
			var byName, byID Decoder
			byName.Reset([]byte(`{}`), stitch.Limits{})
			byID.Reset([]byte(`{}`), stitch.Limits{})
			byName.CheckFormat(name, s)
			byID.CheckFormatOf(Format(i+1), s)
			assert.Equal(t, byName.Finish(), byID.Finish(), "%s %q", name, s)
		}
	}
}

// TestTableFind: a table finds every key of its struct and no other, by its hash, also
// among keys alike in their first eight bytes and their length (which the last eight
// bytes part), and in order where no multiplier parts the keys. Each key is read as a
// string into its own element of an array, as walkKeys reads a struct's fields.
func TestTableFind(t *testing.T) {
	for _, keys := range [][]string{
		{"a"},
		{"", "id", "name"},
		{"resource_name", "resource_type", "resource", "resourcex", "namespace"},
		{"updated_after", "updated_since", "created_after", "created_before", "x"},
		{"abcdefgh_1_ijklmnop", "abcdefgh_2_ijklmnop"},      // alike but in the middle: in order
		{"abcdefgh_1_ijklmnop", "abcdefghijklmnop", "name"}, // hashed: a key alike but in the middle is no other
	} {
		o := &Object{Keys: strings.Join(keys, ", ")}
		for i, k := range keys {
			o.Fields = append(o.Fields, Field{Key: k, Off: uintptr(i) * unsafe.Sizeof(""), Read: ReadString, Has: HasOptional, Want: "a string"})
		}
		assert.Equal(t, len(keys) == 2 && keys[0] == "abcdefgh_1_ijklmnop", o.indexOf().linear, "%q", keys)
		for i, k := range keys {
			var got [8]string
			var d Decoder
			d.Reset([]byte(`{`+quote(k)+`:"v"}`), stitch.Limits{})
			d.Object(o, unsafe.Pointer(&got), nil)
			require.NoError(t, d.Finish(), "%q in %q", k, keys)
			assert.Equal(t, "v", got[i], "%q in %q", k, keys)
		}
		for _, k := range []string{"nope", "resource_nam", "resource_namf", "updated_afte", "abcdefgh_3_ijklmnop", "abcdefgh_1_ijklmnoq", "abcdefghXjklmnop", "ID"} {
			var got [8]string
			var d Decoder
			d.Reset([]byte(`{`+quote(k)+`:"v"}`), stitch.Limits{})
			d.Object(o, unsafe.Pointer(&got), nil)
			var is stitch.Issues
			require.ErrorAs(t, d.Finish(), &is, "%q in %q", k, keys)
			assert.Equal(t, stitch.CodeUnknownKey, is[0].Code, "%q in %q", k, keys)
			assert.Equal(t, [8]string{}, got)
		}
	}
}

// TestTableDefaultsAndNested: the table sets the defaults of the scalars it reads (each
// kind and size, read from their JSON text as a sent value is) when their keys are not
// sent, and leaves a sent value alone; a nested struct is read by its own table
// (ReadObject), its defaults set too, and its issues addressed under its key.
func TestTableDefaultsAndNested(t *testing.T) {
	type inner struct {
		Mode string
		N    uint16
	}
	type outer struct {
		S     string
		I8    int8
		I     int
		U     uint
		B     bool
		F     float64
		Inner inner
	}
	in := &Object{Keys: "mode, n", Fields: []Field{
		{Key: "mode", Off: unsafe.Offsetof(inner{}.Mode), Read: ReadString, Has: HasDefault, Default: `"new\u00e9st"`, Fill: true, Want: "a string"},
		{Key: "n", Off: unsafe.Offsetof(inner{}.N), Read: ReadUint, Bits: 16, Want: "an integer between 0 and 9", Check: CheckMax, Max: 9},
	}}
	def := func(key string, off uintptr, read Read, bits uint8, text string) Field {
		return Field{Key: key, Off: off, Read: read, Bits: bits, Has: HasDefault, Default: text, Fill: true, Want: "a value"}
	}
	out := &Object{Keys: "s, i8, i, u, b, f, inner", Fields: []Field{
		def("s", unsafe.Offsetof(outer{}.S), ReadString, 0, `"a \"b\""`),
		def("i8", unsafe.Offsetof(outer{}.I8), ReadInt, 8, `-7`),
		def("i", unsafe.Offsetof(outer{}.I), ReadInt, 0, `9007199254740993`),
		def("u", unsafe.Offsetof(outer{}.U), ReadUint, 0, `18446744073709551615`),
		def("b", unsafe.Offsetof(outer{}.B), ReadBool, 0, `true`),
		def("f", unsafe.Offsetof(outer{}.F), ReadFloat, 0, `2.5e-3`),
		{Key: "inner", Off: unsafe.Offsetof(outer{}.Inner), Read: ReadObject, Obj: in},
	}}
	parse := func(input string) (outer, error) {
		var d Decoder
		var v outer
		d.Reset([]byte(input), stitch.Limits{})
		d.Object(out, unsafe.Pointer(&v), nil)
		return v, d.Finish()
	}
	v, err := parse(`{"inner":{"n":3}}`)
	require.NoError(t, err)
	assert.Equal(t, outer{S: `a "b"`, I8: -7, I: 9007199254740993, U: 18446744073709551615, B: true, F: 2.5e-3, Inner: inner{Mode: "newést", N: 3}}, v)

	v, err = parse(`{"s":"x","i8":1,"i":2,"u":3,"b":false,"f":0,"inner":{"mode":"old","n":0}}`)
	require.NoError(t, err)
	assert.Equal(t, outer{S: "x", I8: 1, I: 2, U: 3, Inner: inner{Mode: "old"}}, v, "a sent value is kept, its zero too")

	_, err = parse(`{"inner":{"n":10,"x":1}}`)
	var issues stitch.Issues
	require.ErrorAs(t, err, &issues)
	var got []string
	for _, is := range issues {
		got = append(got, is.Path+" "+string(is.Code))
	}
	assert.Equal(t, []string{"inner.n too_big", "inner.x unknown_key"}, got)
}

// level reads itself from text: "low" or "high", and refuses "none" with its own error.
type level int

func (l *level) UnmarshalText(b []byte) error {
	switch string(b) {
	case "low":
		*l = 1
	case "high":
		*l = 2
	default:
		return errors.New("no such level: " + string(b))
	}
	return nil
}

// TestTableRewritesTextTime: a table's rows rewrite strings before their checks (trim,
// then lower or upper; a message quotes what was sent where How says so), as items and
// map values too; read the string of a type read from text, which the code hands to its
// UnmarshalText once the string's checks pass (its default's too: Walk.Text); and read a
// time.Time, also through a pointer. Each
// input gives the values and the issues of the code the generator writes without
// tables, written here by hand as it writes it.
func TestTableRewritesTextTime(t *testing.T) {
	type row struct {
		Name  string
		Email string
		Tags  []string
		Level level
		Def   level
		At    time.Time
		Due   *time.Time
	}
	o := &Object{Keys: "name, email, tags, level, def, at, due", Fields: []Field{
		{Key: "name", Off: unsafe.Offsetof(row{}.Name), Read: ReadString, Has: HasOptional, Want: "one of \"ab\", \"cd\"", Check: CheckMin | CheckMax | CheckEnum, Min: 2, Max: 2, Enum: []string{"ab", "cd"}, Rewrite: RewriteTrim | RewriteLower, How: "trim and lower"},
		{Key: "email", Off: unsafe.Offsetof(row{}.Email), Read: ReadString, Has: HasOptional, Want: "a string in format email", Check: CheckFormat, Format: FormatEmail, Rewrite: RewriteTrim | RewriteLower},
		{Key: "tags", Off: unsafe.Offsetof(row{}.Tags), Read: ReadStrings, Has: HasOptional, Want: "a string of at most 3 characters", Check: CheckMax, Max: 3, Rewrite: RewriteUpper, How: "upper"},
		{Key: "level", Off: unsafe.Offsetof(row{}.Level), Read: ReadText, Has: HasOptional, Want: "one of \"low\", \"high\", \"none\"", Check: CheckEnum, Enum: []string{"low", "high", "none"}, Rewrite: RewriteTrim, How: "trim"},
		{Key: "def", Off: unsafe.Offsetof(row{}.Def), Read: ReadText, Has: HasDefault, Default: `" high "`, Fill: true, Want: "a string", Rewrite: RewriteTrim},
		{Key: "at", Off: unsafe.Offsetof(row{}.At), Read: ReadTime, Has: HasOptional},
		{Key: "due", Off: unsafe.Offsetof(row{}.Due), Read: ReadTime, Has: HasNullable, Ptr: true, Null: true},
	}}
	byTable := func(input string) (row, error) { // as the generator writes it
		var d Decoder
		var v row
		d.Reset([]byte(input), stitch.Limits{})
		w := d.Walk(o, unsafe.Pointer(&v), nil)
		for d.Next(&w) {
			switch w.At {
			case 3:
				if err := (&v.Level).UnmarshalText(w.Text()); err != nil {
					d.Fail(stitch.CodeCustom, err.Error())
				}
			case 4:
				if err := (&v.Def).UnmarshalText(w.Text()); err != nil {
					d.Fail(stitch.CodeCustom, err.Error())
				}
			case Fill + 4:
				_ = (&v.Def).UnmarshalText(w.Text())
			}
		}
		return v, d.Finish()
	}
	byCode := func(input string) (row, error) {
		var d Decoder
		var v row
		d.Reset([]byte(input), stitch.Limits{})
		if !d.BeginObject() {
			return v, d.Finish()
		}
		var seen uint64
		levelOf := func(dst *level, want string, check func(x, s string)) {
			m := d.Mark()
			var t string
			if x, ok := d.String(want); ok {
				s := x
				x = strings.TrimSpace(x)
				check(x, s)
				t = x
			}
			if !d.Since(m) {
				if err := dst.UnmarshalText([]byte(t)); err != nil {
					d.Fail(stitch.CodeCustom, err.Error())
				}
			}
		}
		for d.NextKey() {
			switch string(d.Key()) {
			case "name":
				if !d.FieldOpt(&seen, 1<<0) {
					continue
				}
				if x, ok := d.String("one of \"ab\", \"cd\""); ok {
					s := x
					x = strings.TrimSpace(x)
					x = strings.ToLower(x)
					d.CharsAs(x, s, "trim and lower", 2, 2, "expected one of \"ab\", \"cd\", got ")
					switch x {
					case "ab", "cd":
					default:
						d.FailStringAs(stitch.CodeInvalidEnum, "expected one of \"ab\", \"cd\", got ", s, x)
					}
					v.Name = x
				}
			case "email":
				if !d.FieldOpt(&seen, 1<<1) {
					continue
				}
				if x, ok := d.String("a string in format email"); ok {
					x = strings.TrimSpace(x)
					x = strings.ToLower(x)
					d.CheckFormatOf(FormatEmail, x)
					v.Email = x
				}
			case "tags":
				if !d.FieldOpt(&seen, 1<<2) {
					continue
				}
				if d.BeginArray() {
					b := d.StringItems()
					for d.NextItem() {
						var e string
						if x, ok := d.String("a string of at most 3 characters"); ok {
							s := x
							x = strings.ToUpper(x)
							d.CharsAs(x, s, "upper", 0, 3, "expected a string of at most 3 characters, got ")
							e = x
						}
						b.Add(e)
					}
					v.Tags = d.Strings(v.Tags[:0], b)
				}
			case "level":
				if !d.FieldOpt(&seen, 1<<3) {
					continue
				}
				levelOf(&v.Level, "one of \"low\", \"high\", \"none\"", func(x, s string) {
					switch x {
					case "low", "high", "none":
					default:
						d.FailStringAs(stitch.CodeInvalidEnum, "expected one of \"low\", \"high\", \"none\", got ", s, x)
					}
				})
			case "def":
				if !d.FieldDefault(&seen, 1<<4, `" high "`) {
					continue
				}
				levelOf(&v.Def, "a string", func(string, string) {})
			case "at":
				if !d.FieldOpt(&seen, 1<<5) {
					continue
				}
				if x, ok := d.Time(""); ok {
					v.At = x
				}
			case "due":
				if !d.First(&seen, 1<<6) {
					continue
				}
				if d.Null() {
					v.Due = nil
				} else {
					p := new(time.Time)
					if x, ok := d.Time(""); ok {
						*p = x
					}
					v.Due = p
				}
			default:
				d.Unknown(nil, "name, email, tags, level, def, at, due")
			}
		}
		if seen&(1<<4) == 0 {
			v.Def = 2
		}
		return v, d.Finish()
	}
	for _, input := range []string{
		`{}`,
		`{"name":" AB ","email":" Jo@Example.COM ","tags":["ab","c"],"level":" low ","def":"low","at":"2025-01-02T03:04:05Z","due":"2025-02-03T00:00:00+01:00"}`,
		`{"name":" Abc ","tags":["abcd","x"],"level":"none"}`,
		`{"name":"EF","email":"not one","level":"mid","def":"none"}`,
		`{"name":" ","level":3,"at":"yesterday","due":null}`,
		`{"due":"2025-13-01T00:00:00Z","at":null,"def":null}`,
	} {
		want, wantErr := byCode(input)
		got, err := byTable(input)
		assert.Equal(t, wantErr, err, input)
		assert.Equal(t, want, got, input)
	}
	v, err := byTable(`{"level":"high"}`)
	require.NoError(t, err)
	assert.Equal(t, level(2), v.Level)
	assert.Equal(t, level(2), v.Def, "the default, trimmed, read by UnmarshalText")
	_, err = byTable(`{"name":" Abc "}`)
	assert.ErrorContains(t, err, `" Abc "`, "the message quotes what was sent")
}

// TestTableObjects: a list of structs is read by its items' table into the chunks of its
// pool (ReadObjects), in order, an empty list as an empty slice, into the list's own
// array when it has the room; the items past the maximum are read and checked, their
// issues addressed by index, and not kept.
func TestTableObjects(t *testing.T) {
	type item struct {
		Name string
		Tags map[string]string
	}
	type list struct{ Items []item }
	chunk := func(n int) (unsafe.Pointer, uintptr) {
		return unsafe.Pointer(unsafe.SliceData(make([]item, n))), unsafe.Sizeof(item{})
	}
	move := func(dst, src unsafe.Pointer, n int) {
		to, from := unsafe.Slice((*item)(dst), n), unsafe.Slice((*item)(src), n)
		copy(to, from)
		clear(from)
	}
	in := &Object{Keys: "name, tags", Fields: []Field{
		{Key: "name", Off: unsafe.Offsetof(item{}.Name), Read: ReadString, Want: "a string of 1 to 3 characters", Check: CheckMin | CheckMax, Min: 1, Max: 3},
		{Key: "tags", Off: unsafe.Offsetof(item{}.Tags), Read: ReadStringMap, Has: HasOptional, Want: "a string"},
	}}
	o := &Object{Keys: "items", Fields: []Field{
		{Key: "items", Off: unsafe.Offsetof(list{}.Items), Read: ReadObjects, Obj: in, Elems: NewElems(chunk, move), Hi: 2, Count: CheckMax, Items: "at most 2 items"},
	}}
	parse := func(v *list, input string) error {
		var d Decoder
		d.Reset([]byte(input), stitch.Limits{})
		d.Object(o, unsafe.Pointer(v), nil)
		return d.Finish()
	}
	var v list
	require.NoError(t, parse(&v, `{"items":[{"name":"a","tags":{"k":"v"}},{"name":"b"}]}`))
	assert.Equal(t, []item{{Name: "a", Tags: map[string]string{"k": "v"}}, {Name: "b"}}, v.Items)

	v = list{Items: make([]item, 0, 4)}
	room := unsafe.SliceData(v.Items)
	require.NoError(t, parse(&v, `{"items":[{"name":"c"}]}`))
	assert.Equal(t, []item{{Name: "c"}}, v.Items)
	assert.Same(t, room, unsafe.SliceData(v.Items), "read into the list's own array")

	v = list{}
	require.NoError(t, parse(&v, `{"items":[]}`))
	assert.NotNil(t, v.Items)
	assert.Empty(t, v.Items)

	v = list{}
	err := parse(&v, `{"items":[{"name":"a"},{"name":"b","tags":{"k":"1"}},{"name":"xyzw","tags":{"k":"1","k":"2"}},{"name":"d","tags":{"k":"1"}}]}`)
	var issues stitch.Issues
	require.ErrorAs(t, err, &issues)
	var got []string
	for _, is := range issues {
		got = append(got, is.Path+" "+string(is.Code))
	}
	assert.Equal(t, []string{"items[2].name too_big", "items[2].tags.k duplicate_key", "items too_big"}, got,
		"the items past the maximum checked, each from a zero item (no duplicate key from the one before)")
	assert.Equal(t, []item{{Name: "a"}, {Name: "b", Tags: map[string]string{"k": "1"}}}, v.Items)
}
