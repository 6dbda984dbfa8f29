package load

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/model"
)

// TestJudgesAreTags keeps the judges keyed by tags model.Tags declares, at
// a level where a value is judged.
func TestJudgesAreTags(t *testing.T) {
	for key := range judges {
		if spec := model.Tag(key); assert.NotNil(t, spec, key) {
			assert.NotEqual(t, model.StructureWord, spec.Value, key)
		}
	}
}

// diagCase is a package's source and the exact diagnostics load gives.
type diagCase struct {
	src  string
	want []string
}

// checkDiags loads each case from memory and compares its diagnostics.
func checkDiags(t *testing.T, cases map[string]diagCase) {
	t.Helper()
	mem := map[string]*memCase{}
	for name, c := range cases {
		mem[name] = &memCase{src: c.src}
	}
	loadMem(t, mem)
	for name, c := range cases {
		dumpWants(t, name, mem[name].diags)
		assert.Equal(t, c.want, mem[name].diags, name)
	}
}

// tool is the source of a package with one tool whose struct holds the
// given field lines, then the extra declarations. The fields start on line 5
// of x.go.
func tool(fields string, extra ...string) string {
	return "//stitch:tool\ntype T struct {\n" + fields + "\n}\n" + strings.Join(extra, "\n")
}

// TestFitDiagnostics pins the exact text of diagnostics about tags that do
// not fit their field, one small package each.
func TestFitDiagnostics(t *testing.T) {
	checkDiags(t, map[string]diagCase{
		"refine directive missing": {
			src:  "//stitch:tool\n//stitch:refine Missing\ntype T struct{}\n",
			want: []string{"x.go:4:10: refine function Missing is not declared in this package; declare func Missing(v T) error"},
		},
		"stitch tag on json:\"-\"": {src: tool("\tA int `json:\"a\"`\n\tSkip string `json:\"-\" stitch:\"default=x\"`"),
			want: []string{"x.go:6:32: field Skip is json:\"-\", so no JSON key reaches it and its stitch tag never applies; give it a key (json:\"skip\") or remove the stitch tag (a rest map, which collects unknown keys, is the one json:\"-\" field that takes one)"}},
		"fine: rest on json:\"-\"": {src: tool("\tA int `json:\"a\"`\n\tMore map[string]int `json:\"-\" stitch:\"rest\"`"), want: nil},
		"rest with a key": {src: tool("\tA int `json:\"a\"`\n\tMore map[string]int `json:\"more,omitempty\" stitch:\"rest\"`"),
			want: []string{"x.go:6:53: field More collects the object's unknown keys (rest), but with json:\"more,omitempty\" encoding/json writes the map as the one key \"more\", so a value would not read back as it was; give it json:\"-\""}},
		"rest without a json tag": {src: tool("\tA int `json:\"a\"`\n\tMore map[string]int `stitch:\"rest\"`"),
			want: []string{"x.go:6:31: field More collects the object's unknown keys (rest), but with no json tag encoding/json writes the map as the one key \"More\", so a value would not read back as it was; give it json:\"-\""}},
		"refine typo": {src: tool("\tN int `json:\"n\" stitch:\"refine=CheckM\"`", "func CheckMm(v int) error { return nil }"),
			want: []string{"x.go:5:26: refine function CheckM is not declared in this package; did you mean CheckMm?"}},
		"output typo": {src: "//stitch:tool output=Evnt\ntype T struct{}\n\ntype Event struct{}\n",
			want: []string{"x.go:3:10: output=Evnt: no type Evnt in package p; did you mean Event?"}},
		"refine tag missing on a named type": {
			src:  tool("\tN Name `json:\"n\" stitch:\"refine=Missing\"`", "type Name string"),
			want: []string{"x.go:5:27: refine function Missing is not declared in this package; declare func Missing(v Name) error"},
		},
		"enum below uint8": {src: tool("\tN uint8 `json:\"n\" stitch:\"enum=-1|2\"`"),
			want: []string{"x.go:5:28: enum value -1 is outside the range of uint8 (0 to 255); remove it, or use int8, which holds -1"}},
		"enum -0": {src: tool("\tN int `json:\"n\" stitch:\"enum=0|-0\"`"),
			want: []string{"x.go:5:26: enum value -0 is the integer 0; write 0 (the schema lists values as JSON integers)"}},
		"enum leading zero": {src: tool("\tN int `json:\"n\" stitch:\"enum=01\"`"),
			want: []string{"x.go:5:26: enum value 01 is the integer 1; write 1 (the schema lists values as JSON integers)"}},
		"enum beyond uint64": {src: tool("\tN uint64 `json:\"n\" stitch:\"enum=18446744073709551616\"`"),
			want: []string{"x.go:5:29: enum value 18446744073709551616 is outside the range of uint64 (0 to 18446744073709551615); remove it"}},
		"min above int8": {src: tool("\tN int8 `json:\"n\" stitch:\"min=200\"`"),
			want: []string{"x.go:5:27: min=200 is outside the range of int8 (-128 to 127): no int8 can pass; use int16, which holds 200"}},
		"min below uint": {src: tool("\tN uint `json:\"n\" stitch:\"min=-1\"`"),
			want: []string{"x.go:5:27: min=-1 is outside the range of uint (0 to 18446744073709551615), which bounds the value already; drop min=-1"}},
		"max below uint8": {src: tool("\tN uint8 `json:\"n\" stitch:\"max=-1\"`"),
			want: []string{"x.go:5:28: max=-1 is outside the range of uint8 (0 to 255): no uint8 can pass; use int8, which holds -1"}},
		"max beyond float64": {src: tool("\tN float64 `json:\"n\" stitch:\"max=1e400\"`"),
			want: []string{"x.go:5:30: max=1e400 is outside the range of float64 (±1.7976931348623157e+308), which bounds the value already; drop max=1e400"}},
		"min beyond float64": {src: tool("\tN float64 `json:\"n\" stitch:\"min=1e400\"`"),
			want: []string{"x.go:5:30: min=1e400 is outside the range of float64 (±1.7976931348623157e+308): no value can pass; write a bound within that range"}},
		"min above int64": {src: tool("\tN int64 `json:\"n\" stitch:\"min=9223372036854775808\"`"),
			want: []string{"x.go:5:28: min=9223372036854775808 is outside the range of int64 (-9223372036854775808 to 9223372036854775807): no int64 can pass; use uint64, which holds 9223372036854775808"}},
		"max beyond float32": {src: tool("\tN float32 `json:\"n\" stitch:\"max=1e39\"`"),
			want: []string{"x.go:5:30: max=1e39 is outside the range of float32 (±3.4028235e+38), which bounds the value already; drop max=1e39"}},
		"min beyond float32": {src: tool("\tN float32 `json:\"n\" stitch:\"min=1e39\"`"),
			want: []string{"x.go:5:30: min=1e39 is outside the range of float32 (±3.4028235e+38): no float32 can pass; use float64, which holds 1e39"}},
		"string max beyond int": {src: tool("\tS string `json:\"s\" stitch:\"max=18446744073709551616\"`"),
			want: []string{"x.go:5:29: max=18446744073709551616 is beyond any length (at most 2147483647, as JSON Schema validators such as the MCP SDK's read lengths): it bounds nothing; drop max=18446744073709551616"}},
		"slice max 1e30": {src: tool("\tS []int `json:\"s\" stitch:\"max=1e30\"`"),
			want: []string{"x.go:5:28: max=1e30 is beyond any length (at most 2147483647, as JSON Schema validators such as the MCP SDK's read lengths): it bounds nothing; drop max=1e30"}},
		"map min 1e30": {src: tool("\tS map[string]int `json:\"s\" stitch:\"min=1e30\"`"),
			want: []string{"x.go:5:37: min=1e30 is beyond any length (at most 2147483647, as JSON Schema validators such as the MCP SDK's read lengths): no value can pass; write a smaller min"}},
		"gt=5,lt=5": {src: tool("\tN float64 `json:\"n\" stitch:\"gt=5,lt=5\"`"),
			want: []string{"x.go:5:35: gt=5,lt=5 leaves no value: nothing is > 5 and < 5; widen the range, e.g. min=5,max=5"}},
		"min=3,lt=3": {src: tool("\tN float64 `json:\"n\" stitch:\"min=3,lt=3\"`"),
			want: []string{"x.go:5:36: min=3,lt=3 leaves no value: nothing is ≥ 3 and < 3; widen the range, e.g. min=3,max=3"}},
		"gt=1,lt=2,int": {src: tool("\tN float64 `json:\"n\" stitch:\"gt=1,lt=2,int\"`"),
			want: []string{"x.go:5:35: gt=1,lt=2 leaves no integer: no integer is > 1 and < 2; widen the range, e.g. min=1,max=2"}},
		"gt=1,lt=2 on int": {src: tool("\tN int `json:\"n\" stitch:\"gt=1,lt=2\"`"),
			want: []string{"x.go:5:31: gt=1,lt=2 leaves no integer: no integer is > 1 and < 2; widen the range, e.g. min=1,max=2"}},
		"gt=1.5,lt=1.9 on int": {src: tool("\tN int `json:\"n\" stitch:\"gt=1.5,lt=1.9\"`"),
			want: []string{"x.go:5:33: gt=1.5,lt=1.9 leaves no integer: no integer is > 1.5 and < 1.9; widen the range, e.g. min=1,max=2"}},
		"min=5,max=1": {src: tool("\tN int `json:\"n\" stitch:\"min=5,max=1\"`"),
			want: []string{"x.go:5:32: min=5,max=1 leaves no integer: no integer is ≥ 5 and ≤ 1; widen the range, e.g. min=1,max=5"}},
		"string min=5,max=1": {src: tool("\tS string `json:\"s\" stitch:\"min=5,max=1\"`"),
			want: []string{"x.go:5:35: min=5,max=1 leaves no length: none is ≥ 5 and ≤ 1; write min=1,max=5"}},
		"lt at int8 low": {src: tool("\tN int8 `json:\"n\" stitch:\"lt=-128\"`"),
			want: []string{"x.go:5:27: lt=-128 leaves no value: no int8 is < -128 (its range is -128 to 127); write a larger bound"}},
		"gt at uint8 high": {src: tool("\tN uint8 `json:\"n\" stitch:\"gt=255\"`"),
			want: []string{"x.go:5:28: gt=255 leaves no value: no uint8 is > 255 (its range is 0 to 255); write a smaller bound"}},
		"array min above length": {src: tool("\tA [2]int `json:\"a\" stitch:\"min=3\"`"),
			want: []string{"x.go:5:29: min=3 asks for at least 3 items, but [2]int always has 2; drop min=3"}},
		"array max below length": {src: tool("\tA [2]Name `json:\"a\" stitch:\"max=1\"`", "type Name string"),
			want: []string{"x.go:5:30: max=1 asks for at most 1 item, but [2]Name always has 2; drop max=1"}},
		"fine: gt=0.5 on int": {src: tool("\tN int `json:\"n\" stitch:\"gt=0.5,lt=1.5\"`"),
			want: nil},
		"fine: uint8 full range": {src: tool("\tN uint8 `json:\"n\" stitch:\"min=0,max=255\"`"),
			want: nil},
		"fine: float32 max": {src: tool("\tN float32 `json:\"n\" stitch:\"max=3.4028235e38\"`"),
			want: nil},
	})
}

// TestTypeDiagnostics pins the exact text of diagnostics about Go types.
func TestTypeDiagnostics(t *testing.T) {
	checkDiags(t, map[string]diagCase{
		"own UnmarshalJSON": {src: tool("\tL Level `json:\"l\"`", "type Level int\n\nfunc (l *Level) UnmarshalJSON(b []byte) error { return nil }"),
			want: []string{"x.go:5:2: Level has its own UnmarshalJSON, so its JSON is whatever that method reads or writes, which stitchgen cannot see; use a type without it (Level's underlying type is int) and convert in the handler"}},
		"own MarshalJSON": {src: tool("\tL Level `json:\"l\"`", "type Level int\n\nfunc (l Level) MarshalJSON() ([]byte, error) { return nil, nil }"),
			want: []string{"x.go:5:2: Level has its own MarshalJSON, so its JSON is whatever that method reads or writes, which stitchgen cannot see; use a type without it (Level's underlying type is int) and convert in the handler"}},
		"promoted from time.Time": {src: "import \"time\"\n\n" + tool("\tW When `json:\"w\"`", "type When struct{ time.Time }"),
			want: []string{"x.go:7:2: When has its own UnmarshalJSON (from its embedded time.Time), so its JSON is whatever that method reads or writes, which stitchgen cannot see; declare a struct without it and convert in the handler"}},
		"tool with its own UnmarshalJSON": {src: "//stitch:tool\ntype T struct{ A int `json:\"a\"` }\n\nfunc (t *T) UnmarshalJSON(b []byte) error { return nil }\n",
			want: []string{"x.go:4:6: T has its own UnmarshalJSON, so its JSON is whatever that method reads or writes, which stitchgen cannot see; declare a struct without it and convert in the handler"}},
		"another signature is not encoding/json's": {src: tool("\tL Level `json:\"l\"`", "type Level int\n\nfunc (l *Level) UnmarshalJSON(s string) error { return nil }"),
			want: nil},
		"nullable any": {src: tool("\tA any `json:\"a\" stitch:\"nullable\"`"),
			want: []string{"x.go:5:26: any accepts any JSON value, null included; drop nullable"}},
		"nullable raw": {src: "import \"encoding/json\"\n\n" + tool("\tA json.RawMessage `json:\"a\" stitch:\"nullable\"`"),
			want: []string{"x.go:7:38: json.RawMessage accepts any JSON value, null included; drop nullable"}},
		"nullable pointer to any": {src: tool("\tA *any `json:\"a\" stitch:\"nullable\"`"),
			want: []string{"x.go:5:27: *any accepts any JSON value, null included; drop nullable"}},
	})
}

// TestDirectiveDiagnostics pins the exact text of diagnostics about
// directives and discriminators.
func TestDirectiveDiagnostics(t *testing.T) {
	union := "//stitch:union\ntype U interface{ isU() }\n\nfunc (A) isU() {}\n\ntype A struct {\n"
	checkDiags(t, map[string]diagCase{
		"discriminator optional": {src: union + "\tKind string `json:\"kind\" stitch:\"oneof-variant=a,optional\"`\n}\n",
			want: []string{"x.go:9:51: optional does not apply to the discriminator Kind: it is always sent, its label selects the variant; drop optional"}},
		"discriminator nullable": {src: union + "\tKind string `json:\"kind\" stitch:\"nullable,oneof-variant=a\"`\n}\n",
			want: []string{"x.go:9:35: nullable does not apply to the discriminator Kind: it is always sent, its label selects the variant; drop nullable"}},
		"discriminator omitempty": {src: union + "\tKind string `json:\"kind,omitempty\" stitch:\"oneof-variant=a,default='\\\"a\\\"'\"`\n}\n",
			want: []string{"x.go:9:26: omitempty does not apply to the discriminator Kind: it is always sent, its label selects the variant; drop ,omitempty from its json tag", "x.go:9:61: default does not apply to the discriminator Kind: it is always sent, its label selects the variant; drop default"}},
		"discriminator required default": {src: union + "\tKind string `json:\"kind\" stitch:\"oneof-variant=a,default='\\\"a\\\"'\"`\n}\n",
			want: []string{"x.go:9:51: default does not apply to the discriminator Kind: it is always sent, its label selects the variant; drop default"}},
		"two tool directives": {src: "//stitch:tool name=a\n//stitch:tool name=b\ntype T struct{}\n",
			want: []string{"x.go:4:10: //stitch:tool is given twice on T; keep one, with all the options: //stitch:tool name=x flatten=false ..."}},
		"two refine directives": {src: "//stitch:tool\n//stitch:refine Check\n//stitch:refine Check\ntype T struct{}\n\nfunc Check(T) error { return nil }\n",
			want: []string{"x.go:5:10: //stitch:refine Check is given twice on T; keep one"}},
		"directive on a group": {src: "//stitch:tool\ntype (\n\tA struct{}\n\tB struct{}\n)\n",
			want: []string{"x.go:3:10: //stitch:tool above a group of type declarations applies to none of them; move it to the doc comment of the type it is for"}},
		"directive on a func": {src: "//stitch:tool\nfunc F() {}\n",
			want: []string{"x.go:3:10: //stitch:tool applies to type declarations; it is on a function: move it to the doc comment of the type it is for"}},
		"plain embedded in a strict struct": {src: "//stitch:plain\ntype Base struct {\n\tA int `json:\"a\"`\n}\n\n" + tool("\tBase\n\tB int `json:\"b\"`"),
			want: []string{"x.go:10:2: Base is //stitch:plain (x.go:3:10), but its fields are promoted into T, which is not, so its unknown keys would be refused; mark T //stitch:plain too, or give the embedded field a key (json:\"base\") to keep Base an object of its own"}},
		"fine: plain embedded in a plain struct": {src: "//stitch:plain\ntype Base struct {\n\tA int `json:\"a\"`\n}\n\n//stitch:plain\n" + tool("\tBase\n\tB int `json:\"b\"`"), want: nil},
		"embedded refine missing": {src: "//stitch:refine Missing\ntype Base struct {\n\tA int `json:\"a\"`\n}\n\n" + tool("\tBase"),
			want: []string{"x.go:3:10: refine function Missing is not declared in this package; declare func Missing(v Base) error"}},
		"package on a type": {src: "//stitch:package strip-names\n" + tool("\tA int `json:\"a\"`"),
			want: []string{"x.go:3:10: //stitch:package is package-wide: put it in the package's doc comment (above the package clause of any file)"}},
		"a tool's description begins with its name": {src: "// T takes one number.\n" + tool("\t// A counts the things.\n\tA int `json:\"a\"`\n\t// B is kept as is.\n\tB int `json:\"b\"`"),
			want: []string{"x.go:5:6: note: the description of T begins with its Go name, which the model reads as a word of the sentence: \"T takes…\" → \"Takes…\"; write that, or //stitch:package strip-names in the package's doc comment to drop every one", "x.go:7:2: note: the description of A begins with its Go name, which the model reads as a word of the sentence: \"A counts…\" → \"Counts…\"; write that, or //stitch:package strip-names in the package's doc comment to drop every one"}},
		"a key the jsonschema tags leave optional": {src: tool("\tA string `json:\"a\" jsonschema:\"required,description=The a\"`\n\tB string `json:\"b\" jsonschema:\"description=The b\"`\n\tC string `json:\"c,omitempty\" jsonschema:\"description=The c\"`\n\tD string `json:\"d\" stitch:\"required\" jsonschema:\"description=The d\"`"),
			want: []string{"x.go:6:2: note: key \"b\" is required here (its json tag has no omitempty), but its jsonschema tag does not say required, as one key in this package does: where the reflector reads required from jsonschema tags only (invopop's RequiredFromJSONSchemaTags) it was optional; write //stitch:package required=jsonschema to follow that rule, add ,omitempty here, or jsonschema:\"required\" to say it is required"}},
		"directive on a var": {src: "//stitch:plain\nvar V int\n",
			want: []string{"x.go:3:10: //stitch:plain applies to type declarations; it is on a var declaration: move it to the doc comment of the type it is for"}},
	})
}

// TestNoFollowOn pins diagnostics that once came with a second, misleading
// one: each mistake is reported once, with advice that can be acted on.
func TestNoFollowOn(t *testing.T) {
	checkDiags(t, map[string]diagCase{
		"non-string discriminator": {src: "//stitch:union\ntype U interface{ isU() }\n\nfunc (A) isU() {}\n\ntype A struct {\n\tKind int `json:\"kind\" stitch:\"oneof-variant=a\"`\n}\n\n" + tool("\tV U `json:\"v\"`"),
			want: []string{"x.go:9:32: the discriminator field Kind must be a string; it is an integer"}},
		"interface without union": {src: "type U interface{ isU() }\n\nfunc (A) isU() {}\n\ntype A struct {\n\tKind string `json:\"kind\" stitch:\"oneof-variant=a\"`\n}\n\n" + tool("\tV U `json:\"v\"`"),
			want: []string{"x.go:13:2: interface U is not a //stitch:union; mark it //stitch:union or use a concrete type"}},
		"pointer receiver variant": {src: "//stitch:union\ntype U interface{ isU() }\n\nfunc (*A) isU() {}\nfunc (B) isU() {}\n\ntype A struct {\n\tKind string `json:\"kind\" stitch:\"oneof-variant=a\"`\n}\n\ntype B struct {\n\tKind string `json:\"kind\" stitch:\"oneof-variant=b\"`\n}\n\n" + tool("\tV U `json:\"v\"`"),
			want: []string{"x.go:9:6: *A implements union U but A does not; variants are stored by value: use value receivers"}},
		"foreign interface": {src: "import \"fmt\"\n\n" + tool("\tS fmt.Stringer `json:\"s\"`"),
			want: []string{"x.go:7:2: interface fmt.Stringer is declared in another package, so it cannot be a //stitch:union (its variants must be declared with it); declare a //stitch:union interface in this package, or use a concrete type"}},
		"empty enum": {src: tool("\tS string `json:\"s\" stitch:\"enum=|\"`"),
			want: []string{"x.go:5:29: enum has an empty value; write enum=a|b|c"}},
		"empty labels": {src: "//stitch:union\ntype U interface{ isU() }\n\nfunc (A) isU() {}\n\ntype A struct {\n\tKind string `json:\"kind\" stitch:\"oneof-variant=|\"`\n}\n\n" + tool("\tV U `json:\"v\"`"),
			want: []string{"x.go:9:35: oneof-variant has an empty label; write oneof-variant=a|b"}},
		"double-quoted default": {src: tool("\tS string `json:\"s,omitempty\" stitch:\"default=\\\"z\\\"\"`"),
			want: []string{"x.go:5:47: a quote in the value of \"default\" must be inside a single-quoted value: default='\"z\"'"}},
		"nullable recursive type": {src: tool("\tN *Node `json:\"n\" stitch:\"nullable\"`", "type Node struct {\n\tNext *Node `json:\"next,omitempty\"`\n}\n\n//stitch:tool\ntype T2 struct {\n\tN *Node `json:\"n\" stitch:\"nullable\"`\n}\n"),
			want: []string{"x.go:5:2: nullable on a value of recursive type *Node cannot be expressed without anyOf; drop nullable (a pointer field may be left out instead)", "x.go:13:2: nullable on a value of recursive type *Node cannot be expressed without anyOf; drop nullable (a pointer field may be left out instead)"}},
		"generic tool": {src: "//stitch:tool\ntype G[X any] struct {\n\tV X `json:\"v\"`\n}\n",
			want: []string{"x.go:4:6: G is generic; stitchgen needs one concrete type: declare a non-generic type"}},
		"union with an argument": {src: "//stitch:union key=kind\ntype U interface{ isU() }\n\nfunc (A) isU() {}\n\ntype A struct {\n\tKind string `json:\"kind\" stitch:\"oneof-variant=a\"`\n}\n\n" + tool("\tV U `json:\"v\"`"),
			want: []string{"x.go:3:16: unknown //stitch:union option \"key\"; write by=kind (variants of distinct JSON kinds), by=keys (variants told apart by their keys), nothing (the variants' oneof-variant labels choose), or default=<label> (the variant a missing discriminator means)"}},
		"union default not a label": {src: "//stitch:union default=rang\ntype U interface{ isU() }\n\nfunc (A) isU() {}\n\ntype A struct {\n\tKind string `json:\"kind\" stitch:\"oneof-variant=range\"`\n}\n\n" + tool("\tV U `json:\"v\"`"),
			want: []string{"x.go:3:16: default=rang is not a label of union U; its labels: range"}},
		"single backslash in a raw tag": {src: tool("\tS string `json:\"s\" stitch:\"pattern=^\\d+$\"`"),
			want: []string{"x.go:5:38: the stitch tag is a Go quoted string, where \\d is not an escape, so no stitch tag is read; write each backslash twice (\\\\d)"}},
		"unquoted json value before stitch": {src: tool("\tS string `json:s stitch:\"min=1\"`"),
			want: []string{"x.go:5:27: the struct tag is not in Go's key:\"value\" form before stitch:, so no stitch tag is read; go vet shows where (separate items with one space, quote every value)"}},
		"json.Number": {src: "import \"encoding/json\"\n\n" + tool("\tN json.Number `json:\"n\"`"),
			want: []string{"x.go:7:2: json.Number is a JSON number that encoding/json keeps as text, which stitchgen would read as a string; use int64 (an integer it cannot hold is an issue, never rounded) or float64, or string for digits sent as text"}},
		"slice of a named uint8": {src: tool("\tL []Level `json:\"l\"`", "type Level uint8"),
			want: []string{"x.go:5:2: []Level (a slice of a uint8 type) is base64 text in encoding/json, which models rarely mean; use string, or json.RawMessage for raw JSON"}},
		"time.Duration": {src: "import \"time\"\n\n" + tool("\tD time.Duration `json:\"d\"`"),
			want: []string{"x.go:7:2: time.Duration is a count of nanoseconds in encoding/json, which models get wrong; use an integer in a unit the key names (TimeoutSeconds int), or a type that reads itself from text: type Duration time.Duration with UnmarshalText (time.ParseDuration) and MarshalText takes \"1h30m\""}},
		"pointer to union in message": {src: tool("\tS *Shape `json:\"s\"`", "type Shape interface{ Area() float64 }"),
			want: []string{"x.go:5:2: interface Shape is not a //stitch:union; mark it //stitch:union or use a concrete type"}},
	})
}

// TestConstantDiagnostics pins default= and catch= values that break their
// field's own checks.
func TestConstantDiagnostics(t *testing.T) {
	f := func(field string) string { return tool(field) }
	checkDiags(t, map[string]diagCase{
		"default above max": {src: f("\tN int `json:\"n,omitempty\" stitch:\"max=10,default=100\"`"),
			want: []string{"x.go:5:43: default=100 is not a value the field accepts: 100 is above max=10; write default=10"}},
		"default not in enum": {src: f("\tS string `json:\"s,omitempty\" stitch:\"enum=x|y,default=z\"`"),
			want: []string{"x.go:5:48: default=z is not a value the field accepts: \"z\" is not one of x, y; write default=x"}},
		"default misses pattern": {src: f("\tS string `json:\"s,omitempty\" stitch:\"pattern='^[a-z]+$',default=A1\"`"),
			want: []string{"x.go:5:58: default=A1 is not a value the field accepts: \"A1\" does not match pattern ^[a-z]+$; write a value that passes the field's checks"}},
		"default not an email": {src: f("\tS string `json:\"s,omitempty\" stitch:\"format=email,default=nobody\"`"),
			want: []string{"x.go:5:52: default=nobody is not a value the field accepts: \"nobody\" is not an email address; write a value that passes the field's checks"}},
		"default too short": {src: f("\tS string `json:\"s,omitempty\" stitch:\"min=3,default=ab\"`"),
			want: []string{"x.go:5:45: default=ab is not a value the field accepts: \"ab\" has 2 characters, fewer than min=3; write a value that passes the field's checks"}},
		"default not integral": {src: f("\tN float64 `json:\"n,omitempty\" stitch:\"int,default=1.5\"`"),
			want: []string{"x.go:5:44: default=1.5 is not a value the field accepts: 1.5 is not an integer; write a value that passes the field's checks"}},
		"default beyond int8": {src: f("\tN int8 `json:\"n,omitempty\" stitch:\"default=200\"`"),
			want: []string{"x.go:5:37: default=200 is not a value the field accepts: 200 is outside the range of int8 (-128 to 127); write default=127"}},
		"default beyond float64": {src: f("\tN float64 `json:\"n,omitempty\" stitch:\"default=1e400\"`"),
			want: []string{"x.go:5:40: default=1e400 is not a value the field accepts: 1e400 is outside the range of float64; write a value that passes the field's checks"}},
		"default ties gt as float": {src: f("\tN float64 `json:\"n,omitempty\" stitch:\"gt=0.1,default=0.10000000000000001\"`"),
			want: []string{"x.go:5:47: default=0.10000000000000001 is not a value the field accepts: 0.10000000000000001 is below gt=0.1; write a value that passes the field's checks"}},
		"default int enum": {src: f("\tN int `json:\"n,omitempty\" stitch:\"enum=1|2,default=3\"`"),
			want: []string{"x.go:5:45: default=3 is not a value the field accepts: 3 is not one of 1, 2; write default=1"}},
		"catch below min": {src: f("\tN int `json:\"n\" stitch:\"min=0,catch=-1\"`"),
			want: []string{"x.go:5:32: catch=-1 is not a value the field accepts: -1 is below min=0; write catch=0"}},
		"default too many items": {src: f("\tL []int `json:\"l,omitempty\" stitch:\"max=2,default='[1,2,3]'\"`"),
			want: []string{"x.go:5:44: default='[1,2,3]' is not a value the field accepts: 3 items, more than max=2; write a value that passes the field's checks"}},
		"default item breaks dive": {src: f("\tL []int `json:\"l,omitempty\" stitch:\"default='[1,20]',dive,max=10\"`"),
			want: []string{"x.go:5:38: default='[1,20]' is not a value the field accepts: at [1]: 20 is above max=10; write a value that passes the field's checks"}},
		"default not trimmed": {src: f("\tS string `json:\"s,omitempty\" stitch:\"trim,lower,default=' X'\"`"),
			want: []string{"x.go:5:50: default=' X' is not a value the field accepts: \" X\" is not as trim,lower leaves it; write default=x"}},
		"default null not nullable": {src: f("\tP *int `json:\"p\" stitch:\"default=null\"`"),
			want: []string{"x.go:5:27: default=null is not a value the field accepts: null is accepted only with nullable; add nullable, or write another value"}},
		"default time": {src: "import \"time\"\n\n" + f("\tW time.Time `json:\"w,omitempty\" stitch:\"default='\\\"2024-01-01\\\"'\"`"),
			want: []string{"x.go:7:42: default='\"2024-01-01\"' is not a value the field accepts: \"2024-01-01\" is not an RFC 3339 date-time; write a value that passes the field's checks"}},
		"default struct": {src: tool("\tI Inner `json:\"i,omitempty\" stitch:\"default='{\\\"a\\\":5,\\\"x\\\":1}'\"`", "type Inner struct {\n\tA int `json:\"a\" stitch:\"max=3\"`\n\tB string `json:\"b\"`\n}"),
			want: []string{"x.go:5:38: default='{\"a\":5,\"x\":1}' is not a value the field accepts: at a: 5 is above max=3; write a value that passes the field's checks"}},
		"default struct missing": {src: tool("\tI Inner `json:\"i,omitempty\" stitch:\"default='{\\\"a\\\":1}'\"`", "type Inner struct {\n\tA int `json:\"a\" stitch:\"max=3\"`\n\tB string `json:\"b\"`\n}"),
			want: []string{"x.go:5:38: default='{\"a\":1}' is not a value the field accepts: required key \"b\" is missing; write a value that passes the field's checks"}},
		"default union label": {src: "//stitch:union\ntype U interface{ isU() }\n\nfunc (A) isU() {}\n\ntype A struct {\n\tKind string `json:\"kind\" stitch:\"oneof-variant=a\"`\n}\n\n" + tool("\tV U `json:\"v,omitempty\" stitch:\"default='{\\\"kind\\\":\\\"b\\\"}'\"`"),
			want: []string{"x.go:14:34: default='{\"kind\":\"b\"}' is not a value the field accepts: \"b\" is not a label of U (labels: a); write a value that passes the field's checks"}},
		"default recurses": {src: f("\tNext *T `json:\"next,omitempty\" stitch:\"default={}\"`"),
			want: []string{"x.go:5:2: this default never ends: the parser reads T.Next default={} → T.Next …; write the nested key into the default, or drop the default"}},
		"defaults recurse through two types": {src: tool("\tA *A `json:\"a,omitempty\"`", "type A struct {\n\tB *B `json:\"b,omitempty\" stitch:\"default={}\"`\n}\n\ntype B struct {\n\tA *A `json:\"a,omitempty\" stitch:\"default={}\"`\n}"),
			want: []string{
				"x.go:8:2: this default never ends: the parser reads A.B default={} → B.A default={} → A.B …; write the nested key into the default, or drop the default",
				"x.go:12:2: this default never ends: the parser reads B.A default={} → A.B default={} → B.A …; write the nested key into the default, or drop the default",
			}},
		"fine: a default naming its own recursive type": {src: f("\tKids []T `json:\"kids,omitempty\" stitch:\"default='[{\\\"kids\\\":[]}]'\"`"),
			want: nil},
		"fine: defaults that pass": {src: f("\tN int `json:\"n,omitempty\" stitch:\"min=1,max=10,default=5\"`\n\tS string `json:\"s,omitempty\" stitch:\"enum=x|y,default=x\"`\n\tF float64 `json:\"f,omitempty\" stitch:\"gt=0.1,catch=0.2\"`"),
			want: nil},
	})
}

// TestUnsatisfiable pins diagnostics about checks that leave no value.
func TestUnsatisfiable(t *testing.T) {
	checkDiags(t, map[string]diagCase{
		"enum value shorter than min": {src: tool("\tS string `json:\"s\" stitch:\"enum=x|yy,min=2\"`"),
			want: []string{"x.go:5:29: enum value x can never pass: \"x\" has 1 character, fewer than min=2; remove it, or change the check it breaks"}},
		"enum values outside bounds": {src: tool("\tN int `json:\"n\" stitch:\"enum=2|-5,min=-100,max=-1\"`"),
			want: []string{"x.go:5:26: enum value 2 can never pass: 2 is above max=-1; remove it, or change the check it breaks"}},
		"enum value lower rewrites": {src: tool("\tS string `json:\"s\" stitch:\"lower,enum=A|b\"`"),
			want: []string{"x.go:5:35: enum value A can never pass: \"A\" is not as lower leaves it; remove it, or change the check it breaks"}},
		"lower against duration": {src: tool("\tS string `json:\"s\" stitch:\"lower,format=duration\"`"),
			want: []string{"x.go:5:29: lower leaves no ISO 8601 duration (P and its unit letters are upper case: P1DT2H); write upper instead, or drop lower"}},
		"upper against a lower-case pattern": {src: tool("\tS string `json:\"s\" stitch:\"upper,pattern='^[a-z]+$'\"`"),
			want: []string{"x.go:5:29: upper leaves no value that matches pattern ^[a-z]+$: every match needs a letter upper changes; drop upper, or change the pattern"}},
		"lower against a literal": {src: tool("\tS string `json:\"s\" stitch:\"lower,pattern=AB|C\"`"),
			want: []string{"x.go:5:29: lower leaves no value that matches pattern AB|C: every match needs a letter lower changes; drop lower, or change the pattern"}},
		"fine: upper and a case-folded pattern":    {src: tool("\tS string `json:\"s\" stitch:\"upper,pattern='(?i)^[a-z]+$'\"`"), want: nil},
		"fine: lower and a pattern with a way out": {src: tool("\tS string `json:\"s\" stitch:\"lower,pattern='^([A-Z]+|[0-9]+)$'\"`"), want: nil},
		"fine: upper and a star":                   {src: tool("\tS string `json:\"s\" stitch:\"upper,pattern='^[a-z]*$'\"`"), want: nil},
		"upper and a star, with a min": {src: tool("\tS string `json:\"s\" stitch:\"upper,min=2,pattern='^x*$'\"`"),
			want: []string{"x.go:5:29: min=2 leaves no value that matches pattern ^x*$: every match upper leaves as it is has at most 0 characters; widen the bounds, drop upper, or change the pattern"}},
		"lower and a branch, with a max": {src: tool("\tS string `json:\"s\" stitch:\"lower,max=1,pattern='^(A|bb)$'\"`"),
			want: []string{"x.go:5:29: max=1 leaves no value that matches pattern ^(A|bb)$: every match lower leaves as it is has at least 2 characters; widen the bounds, drop lower, or change the pattern"}},
		"fine: upper, a min and a way out": {src: tool("\tS string `json:\"s\" stitch:\"upper,min=3,pattern='^[A-Z]+x?$'\"`"), want: nil},
		"uuid shorter than a uuid": {src: tool("\tS string `json:\"s\" stitch:\"format=uuid,max=20\"`"),
			want: []string{"x.go:5:29: max=20 leaves no uuid: the shortest has 36 characters; widen the bounds, or drop them (the format bounds the length already)"}},
		"time of no time's length": {src: tool("\tS string `json:\"s\" stitch:\"format=time,min=10,max=10\"`"),
			want: []string{"x.go:5:29: min=10,max=10 leaves no time: none has 10 characters (9 characters or at least 11 characters); widen the bounds, or drop them (the format bounds the length already)"}},
		"email longer than an email": {src: tool("\tS string `json:\"s\" stitch:\"format=email,min=255\"`"),
			want: []string{"x.go:5:29: min=255 leaves no email: the longest has 254 characters; widen the bounds, or drop them (the format bounds the length already)"}},
		"time shorter than a time": {src: tool("\tS string `json:\"s\" stitch:\"format=time,max=8\"`"),
			want: []string{"x.go:5:29: max=8 leaves no time: the shortest has 9 characters; widen the bounds, or drop them (the format bounds the length already)"}},
		"pattern longer than max": {src: tool("\tS string `json:\"s\" stitch:\"max=2,pattern='^\\\\w+@\\\\w+$'\"`"),
			want: []string{"x.go:5:35: max=2 leaves no value that matches pattern ^\\w+@\\w+$: every match has at least 3 characters; widen the bounds, or change the pattern"}},
		"anchored pattern shorter than min": {src: tool("\tS string `json:\"s\" stitch:\"min=4,pattern='^(ab|c)?[0-9]$'\"`"),
			want: []string{"x.go:5:35: min=4 leaves no value that matches pattern ^(ab|c)?[0-9]$: every match has at most 3 characters; widen the bounds, or change the pattern"}},
		"fine: unanchored pattern and a min":  {src: tool("\tS string `json:\"s\" stitch:\"min=9,pattern=a\"`"), want: nil},
		"fine: pattern with a star and a min": {src: tool("\tS string `json:\"s\" stitch:\"min=9,pattern='^a*$'\"`"), want: nil},
		"map min above its key enum": {src: tool("\tM map[string]int `json:\"m\" stitch:\"min=2,dive,keys,enum=low,endkeys\"`"),
			want: []string{"x.go:5:37: min=2 asks for at least 2 entries, but the keys' enum allows only 1 key (low); lower min, or widen the keys' enum"}},
		"format typo": {src: tool("\tE string `json:\"e\" stitch:\"format=e-mail\"`"),
			want: []string{"x.go:5:29: format \"e-mail\" is not portable; did you mean \"email\"? (portable: date, time, date-time, duration, uri, uri-reference, uri-template, email, hostname, ipv4, ipv6, regex, uuid, json-pointer, relative-json-pointer; allow another with -allow-formats=e-mail, which the parser cannot check: add a refine)"}},
		"float bound written back past itself": {src: tool("\tF float64 `json:\"f\" stitch:\"max=18446744073709551616\"`"),
			want: []string{"x.go:5:30: max=18446744073709551616 reads as a float64 that encoding/json writes as 18446744073709552000, above the bound: a value at the bound would fail ValidateX; write max=18446744073709552000"}},
		"float min written back below itself": {src: tool("\tF float32 `json:\"f\" stitch:\"min=0.30000001\"`"),
			want: []string{"x.go:5:30: min=0.30000001 reads as a float32 that encoding/json writes as 0.3, below the bound: a value at the bound would fail ValidateX; write min=0.3"}},
		"fine: float bounds that read back as written": {src: tool("\tF float32 `json:\"f\" stitch:\"min=-2.5,max=0.1\"`"), want: nil},
		"ipv4 longer than an address": {src: tool("\tS string `json:\"s\" stitch:\"format=ipv4,min=16\"`"),
			want: []string{"x.go:5:29: min=16 leaves no ipv4: the longest has 15 characters; widen the bounds, or drop them (the format bounds the length already)"}},
		"fine: email with room":    {src: tool("\tS string `json:\"s\" stitch:\"format=email,max=3\"`"), want: nil},
		"fine: upper and duration": {src: tool("\tS string `json:\"s\" stitch:\"upper,format=duration\"`"), want: nil},
		"enum value against pattern": {src: tool("\tS string `json:\"s\" stitch:\"pattern='^[a-z]+$',enum=ok|NO\"`"),
			want: []string{"x.go:5:48: enum value NO can never pass: \"NO\" does not match pattern ^[a-z]+$; remove it, or change the check it breaks"}},
		"key enum against key min": {src: tool("\tM map[string]int `json:\"m\" stitch:\"dive,keys,enum=a|bb,min=2,endkeys\"`"),
			want: []string{"x.go:5:47: enum value a can never pass: \"a\" has 1 character, fewer than min=2; remove it, or change the check it breaks"}},
		"required recursion": {src: tool("\tS S8 `json:\"s\"`", "type S8 struct {\n\tY map[string]S8 `json:\"y,omitempty\" stitch:\"min=2,required\"`\n}\n"),
			want: []string{"x.go:8:2: S8 has no finite JSON value: through its required key \"y\", every S8 holds another one, without end; make a key on that cycle optional or nullable, or let its list be empty"}},
		"required pointer recursion": {src: tool("\tN Node `json:\"n\"`", "type Node struct {\n\tNext *Node `json:\"next\" stitch:\"required\"`\n}\n"),
			want: []string{"x.go:8:2: Node has no finite JSON value: through its required key \"next\", every Node holds another one, without end; make a key on that cycle optional or nullable, or let its list be empty"}},
		"recursion without a struct": {src: tool("\tT Tree `json:\"t\"`", "type Tree map[string]Tree"),
			want: []string{"x.go:5:2: Tree contains itself through map[string]Tree with no struct in between; a recursion must pass through a struct, which the schema can name in $defs: for example type Tree struct { Items map[string]Tree `json:\"items\"` }"}},
		"fine: optional recursion": {src: tool("\tN Node `json:\"n\"`", "type Node struct {\n\tNext *Node `json:\"next\"`\n\tKids []Node `json:\"kids\"`\n}\n"),
			want: nil},
	})
}

// TestZeroValueDiagnostics pins the fields whose zero value would make
// ValidateX refuse what ParseX returns (found by internal/genfuzz).
func TestZeroValueDiagnostics(t *testing.T) {
	inner := "type Inner struct {\n\tA string `json:\"a\" stitch:\"min=1\"`\n}"
	checkDiags(t, map[string]diagCase{
		"optional struct by value": {src: tool("\tOpt Inner `json:\"opt,omitempty\"`", inner),
			want: []string{"x.go:5:2: Opt holds its zero value when the key is absent, and encoding/json writes it back, but that value fails the field's checks (at a: \"\" has 0 characters, fewer than min=1): ValidateX would refuse what Parse returns; make it a pointer, or add ,omitzero to its json tag"}},
		"fine: optional struct with omitzero": {src: tool("\tOpt Inner `json:\"opt,omitzero\"`", inner), want: nil},
		"fine: optional struct by pointer":    {src: tool("\tOpt *Inner `json:\"opt,omitempty\"`", inner), want: nil},
		"nullable value outside its enum": {src: tool("\tN int32 `json:\"n\" stitch:\"nullable,enum=1\"`"),
			want: []string{
				"x.go:5:2: N holds its zero value when it is sent null, and encoding/json writes it back, but that value fails the field's checks (0 is not one of 1): ValidateX would refuse what Parse returns; make it a pointer",
				"x.go:5:28: note: nullable on N (int32, not a pointer) reads null as the zero value and skips its checks; use *int32 to tell null apart",
			}},
		"required with omitempty": {src: tool("\tR string `json:\"r,omitempty\" stitch:\"required\"`"),
			want: []string{"x.go:5:2: R is required, but its json tag makes encoding/json leave out its zero value, which the field accepts: ValidateX would report the key missing; drop ,omitempty or ,omitzero from its json tag, or the required tag"}},
		"required list with omitempty": {src: tool("\tL []int `json:\"l,omitempty\" stitch:\"required\"`"),
			want: []string{"x.go:5:2: L is required, but its json tag makes encoding/json leave out its zero value, which the field accepts: ValidateX would report the key missing; drop ,omitempty or ,omitzero from its json tag, or the required tag"}},
		"nullable required value left out": {src: tool("\tN uint8 `json:\"n,omitempty\" stitch:\"nullable,required\"`"),
			want: []string{
				"x.go:5:2: N reads null as its zero value, which its json tag makes encoding/json leave out: ValidateX would report the required key missing; make it a pointer",
				"x.go:5:38: note: nullable on N (uint8, not a pointer) reads null as the zero value and skips its checks; use *uint8 to tell null apart",
			}},
		"default inside an optional struct": {src: tool("\tP Paging `json:\"p,omitempty\"`", "type Paging struct {\n\tLimit *int `json:\"limit,omitempty\" stitch:\"default=10\"`\n}"),
			want: []string{"x.go:5:2: P holds its zero value when the key is absent, where limit's default=10 does not apply; encoding/json writes that value back without the key, which then reads as the default: Parse would not read back what it returned; write default={} so the defaults inside apply when the key is absent, make it a pointer, or add ,omitzero to its json tag"}},
		"default inside an array inside an optional struct": {src: tool("\tP Paging `json:\"p,omitempty\"`", "type Paging struct {\n\tPages [2]Page `json:\"pages\"`\n}\n\ntype Page struct {\n\tSize *int `json:\"size,omitempty\" stitch:\"default=10\"`\n}"),
			want: []string{"x.go:5:2: P holds its zero value when the key is absent, where pages[0].size's default=10 does not apply; encoding/json writes that value back without the key, which then reads as the default: Parse would not read back what it returned; make it a pointer, or add ,omitzero to its json tag"}},
		"fine: default inside, and default={}": {src: tool("\tP Paging `json:\"p,omitempty\" stitch:\"default={}\"`", "type Paging struct {\n\tLimit *int `json:\"limit,omitempty\" stitch:\"default=10\"`\n}"), want: nil},
		"default inside a required struct": {src: tool("\tP Paging `json:\"p\" stitch:\"nullable\"`", "type Paging struct {\n\tLimit *int `json:\"limit\" stitch:\"default=10\"`\n}"),
			want: []string{
				"x.go:5:2: P holds its zero value when it is sent null, where limit's default=10 does not apply; encoding/json writes that value back without the key, which then reads as the default: Parse would not read back what it returned; make it a pointer",
				"x.go:5:29: note: nullable on P (Paging, not a pointer) reads null as the zero value and skips its checks; use *Paging to tell null apart",
			}},
		"bool default=true with omitempty": {src: tool("\tB bool `json:\"b,omitempty\" stitch:\"default=true\"`"),
			want: []string{"x.go:5:2: B is a bool with default=true whose json tag leaves out false: a call's explicit false is written back by encoding/json as no key, which reads again as true, so ValidateX and any re-read of the value turn false into true; make it *bool (nil when the key is absent, the default then applies), or drop omitempty and omitzero from its json tag and add the optional tag (the zero is then written and read back), or make it stitch.Nullable[bool] with omitzero and no default (a key left out is then a state the handler sees)"}},
		"bool default=true with omitzero": {src: tool("\tB bool `json:\"b,omitzero\" stitch:\"default=true\"`"),
			want: []string{"x.go:5:2: B is a bool with default=true whose json tag leaves out false: a call's explicit false is written back by encoding/json as no key, which reads again as true, so ValidateX and any re-read of the value turn false into true; make it *bool (nil when the key is absent, the default then applies), or drop omitempty and omitzero from its json tag and add the optional tag (the zero is then written and read back), or make it stitch.Nullable[bool] with omitzero and no default (a key left out is then a state the handler sees)"}},
		"string and number defaults with omitempty": {src: tool("\tPath string `json:\"path,omitempty\" stitch:\"default=/\"`\n\tTailLines int `json:\"tail_lines,omitzero\" stitch:\"max=5000,default=500\"`\n\tRatio Ratio `json:\"ratio,omitempty\" stitch:\"default=0.5\"`", "type Ratio float64"),
			want: []string{"x.go:5:2: Path is a string with default=\"/\" whose json tag leaves out \"\", which its checks accept: a call's explicit \"\" is written back by encoding/json as no key, which reads again as \"/\", so ValidateX and any re-read of the value turn \"\" into \"/\"; make it *string (nil when the key is absent, the default then applies), or drop omitempty and omitzero from its json tag and add the optional tag (the zero is then written and read back), or make it stitch.Nullable[string] with omitzero and no default (a key left out is then a state the handler sees)", "x.go:6:2: TailLines is a number with default=500 whose json tag leaves out 0, which its checks accept: a call's explicit 0 is written back by encoding/json as no key, which reads again as 500, so ValidateX and any re-read of the value turn 0 into 500; make it *int (nil when the key is absent, the default then applies), or drop omitempty and omitzero from its json tag and add the optional tag (the zero is then written and read back), or make it stitch.Nullable[int] with omitzero and no default (a key left out is then a state the handler sees)", "x.go:7:2: Ratio is a number with default=0.5 whose json tag leaves out 0, which its checks accept: a call's explicit 0 is written back by encoding/json as no key, which reads again as 0.5, so ValidateX and any re-read of the value turn 0 into 0.5; make it *Ratio (nil when the key is absent, the default then applies), or drop omitempty and omitzero from its json tag and add the optional tag (the zero is then written and read back), or make it stitch.Nullable[Ratio] with omitzero and no default (a key left out is then a state the handler sees)"}},
		"fine: defaults whose zero the checks refuse, or that are the zero": {src: tool("\tPath string `json:\"path,omitempty\" stitch:\"min=1,default=/\"`\n\tTailLines int `json:\"tail_lines,omitempty\" stitch:\"min=1,default=500\"`\n\tZero int `json:\"zero,omitempty\" stitch:\"default=0\"`\n\tOff bool `json:\"off,omitempty\" stitch:\"default=false\"`\n\tPtr *int `json:\"ptr,omitempty\" stitch:\"default=500\"`\n\tKept int `json:\"kept\" stitch:\"optional,default=500\"`"), want: nil},
		"fine: bool default=true, optional, always written":                 {src: tool("\tB bool `json:\"b\" stitch:\"optional,default=true\"`"), want: nil},
		"fine: *bool default=true":                                          {src: tool("\tB *bool `json:\"b,omitempty\" stitch:\"default=true\"`"), want: nil},
		"fine: bool default=false with omitempty":                           {src: tool("\tB bool `json:\"b,omitempty\" stitch:\"default=false\"`"), want: nil},
		"required nullable pointer with omitempty": {src: tool("\tP *int `json:\"p,omitempty\" stitch:\"required,nullable\"`"),
			want: []string{"x.go:5:2: P is required and nullable, so Parse returns nil for null, which its json tag makes encoding/json leave out: ValidateX would report the required key missing; drop ,omitempty or ,omitzero from its json tag"}},
		"fine: required nullable pointer":         {src: tool("\tP *int `json:\"p\" stitch:\"nullable\"`"), want: nil},
		"fine: required with omitempty and min=1": {src: tool("\tR string `json:\"r,omitempty\" stitch:\"required,min=1\"`"), want: nil},
	})
}
