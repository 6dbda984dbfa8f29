package agree

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/go-playground/validator/v10"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

var (
	seed  = flag.Uint64("agree.seed", 1, "seed of the random values")
	count = flag.Int("agree.n", 3000, "random values per tool")
)

// agreeCase is one tool: a parser, and a way to run validator on what
// encoding/json decodes from the same bytes.
type agreeCase struct {
	name, typ, tag string
	parse          func([]byte) (any, error)
	validate       func(*validator.Validate, []byte) (any, error)
}

func caseOf[T any](tool *stitch.Tool[T], typ, tag string) agreeCase {
	return agreeCase{
		name: tool.Meta.Name, typ: typ, tag: tag,
		parse: func(b []byte) (any, error) {
			v, err := tool.Parse(b, stitch.Limits{})
			return v, err
		},
		validate: func(val *validator.Validate, b []byte) (any, error) {
			var v T
			if err := json.Unmarshal(b, &v); err != nil {
				return nil, err
			}
			return v, val.Struct(v)
		},
	}
}

// TestAgree: for every tool, random calls (the key absent or a value of the
// field's Go type) are accepted by the generated parser exactly when
// go-playground/validator accepts what encoding/json decodes from them,
// and an accepted call gives both the same value.
func TestAgree(t *testing.T) {
	val := validator.New()
	total, accepted := 0, 0
	for _, c := range cases {
		r := rand.New(rand.NewPCG(*seed, uint64(len(c.name))*7919+uint64(c.name[len(c.name)-1])))
		g := &values{r: r}
		ok, bad, disagree := 0, 0, 0
		for i := 0; i < *count; i++ {
			doc := []byte("{}")
			if i > 0 { // the first call leaves the key out
				doc = []byte(`{"v":` + g.value(c.typ) + `}`)
			}
			want, verr := c.validate(val, doc)
			got, perr := c.parse(doc)
			switch {
			case (verr == nil) != (perr == nil):
				disagree++
				if disagree <= 3 {
					t.Errorf("%s (%s `validate:%q`): %s: validator says %v, the parser says %v", c.name, c.typ, c.tag, doc, verr, perr)
				}
			case verr == nil:
				ok++
				if a, b := marshal(want), marshal(got); a != b {
					t.Errorf("%s: %s: validator's value %s, the parser's %s", c.name, doc, a, b)
				}
			default:
				bad++
			}
		}
		total += *count
		accepted += ok
		t.Logf("%-4s %-18s %-42q %5d agree (%d accepted, %d refused), %d disagree", c.name, c.typ, c.tag, ok+bad, ok, bad, disagree)
		if (ok == 0 || bad == 0) && !(c.tag == "numeric" && c.typ == "int") { // numeric holds of every int: it maps to no check
			t.Errorf("%s: the values never %s: they test nothing", c.name, map[bool]string{true: "pass", false: "fail"}[ok == 0])
		}
	}
	t.Logf("%d tools, %d calls, %d accepted by both, %d refused by both", len(cases), total, accepted, total-accepted)
}

func marshal(v any) string {
	b, _ := json.Marshal(v)
	// A nil and an empty slice or map are one value to a handler.
	return strings.NewReplacer(":null", ":[]", ":{}", ":[]").Replace(string(b))
}

// values makes random JSON values of a Go type: strings near the bounds and
// the character classes of the tags, numbers around their bounds.
type values struct{ r *rand.Rand }

var stringPool = []string{
	"", "a", "ab", "abc", "abcd", "abcde", "abcdef", "A", "AB", "Ab1", "ab1", "xab", "abx", "xabx", "ba",
	"x", "y", "c d", "a b", "c", "d", "12", "-1", "+3.5", "1.", "1.5", "007", "0x1F", "ff", "FFg", "0X",
	"true", "t", "T", "TRUE", "True", "tRUE", "1", "0", "f", "F", "FALSE", "false", "False", "yes",
	"ü", "ßa", "éé", "日本", "a\u00a0", "\x01", "\x7f", "\t", " ", "a b c", "~",
	"123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000",
	"123e4567-e89b-42d3-a456-426614174000", "123e4567-e89b-42d3-c456-426614174000", "123e4567e89b12d3a456426614174000",
	"example.com", "a.b", "-a", "a-", "1a.b", "a..b", "a.1b", "sub.example-1.org", strings.Repeat("a", 63) + ".b", strings.Repeat("a", 64) + ".b",
	"+12345678", "+123456789012345", "123456789", "+0123456789", "+1234567890123456",
}

func (g *values) str() string {
	if g.r.IntN(3) > 0 {
		return stringPool[g.r.IntN(len(stringPool))]
	}
	const alphabet = "aAbB01-.+_ üé@:/Z9"
	runes := []rune(alphabet)
	n := g.r.IntN(8)
	var b strings.Builder
	for range n {
		b.WriteRune(runes[g.r.IntN(len(runes))])
	}
	return b.String()
}

var floatPool = []string{"-0", "0", "0.5", "0.50001", "0.49999", "1", "1.5", "2.5", "2.50001", "3", "-1", "-1.5", "-1.49", "-2", "100", "1e2", "-0.0001"}

func (g *values) value(typ string) string {
	switch {
	case typ == "string":
		b, _ := json.Marshal(g.str())
		return string(b)
	case typ == "int" || typ == "int8":
		n := g.r.IntN(30) - 10
		if typ == "int8" && g.r.IntN(4) == 0 {
			n = g.r.IntN(260) - 130
		}
		return strconv.Itoa(n)
	case typ == "uint":
		return strconv.Itoa(g.r.IntN(20))
	case typ == "float64":
		return floatPool[g.r.IntN(len(floatPool))]
	case strings.HasPrefix(typ, "*"):
		return g.value(typ[1:])
	case strings.HasPrefix(typ, "[]"):
		n := g.r.IntN(5)
		parts := make([]string, n)
		for i := range parts {
			parts[i] = g.value(typ[2:])
		}
		return "[" + strings.Join(parts, ",") + "]"
	case strings.HasPrefix(typ, "map[string]"):
		n := g.r.IntN(4)
		var b bytes.Buffer
		b.WriteByte('{')
		seen := map[string]bool{}
		for i := 0; i < n; i++ {
			k := g.str()
			if seen[k] {
				continue
			}
			seen[k] = true
			if b.Len() > 1 {
				b.WriteByte(',')
			}
			kb, _ := json.Marshal(k)
			fmt.Fprintf(&b, "%s:%s", kb, g.value(typ[len("map[string]"):]))
		}
		b.WriteByte('}')
		return b.String()
	}
	panic("no values for " + typ)
}

// TestCasesComplete: every tool of agree.go is in cases.
func TestCasesComplete(t *testing.T) {
	if len(cases) != len(StitchTools) {
		t.Fatalf("%d cases, %d tools", len(cases), len(StitchTools))
	}
	for i, c := range cases {
		if StitchTools[i].Info().Name != c.name {
			t.Errorf("case %d is %s, tool %s", i, c.name, StitchTools[i].Info().Name)
		}
	}
}
