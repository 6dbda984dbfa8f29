package flatten

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"regexp"
	"sort"
	"strings"
	"testing"

	gjs "github.com/google/jsonschema-go/jsonschema"
	sjs "github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/stitchgen/stitchgen/model"
)

// Permuting the variants of any union changes at most the order of enum
// members, properties and labels (design §4): never a type, a bound, a
// required set, a warning or a note.
func TestOrderIndependence(t *testing.T) {
	r := rand.New(rand.NewPCG(44, 31))
	for _, c := range cases() {
		base, bd := Flatten(c.exact)
		want, wantDiags, wantNotes := normal(t, base), diagText(bd), sortedNotes(base)
		check := func(what string, ex *model.Schema) {
			t.Helper()
			got, gd := Flatten(ex)
			if n := normal(t, got); n != want {
				t.Fatalf("%s, %s:\ngot  %s\nwant %s", c.name, what, pretty(n), pretty(want))
			}
			if diagText(gd) != wantDiags {
				t.Fatalf("%s, %s: warnings\ngot  %s\nwant %s", c.name, what, diagText(gd), wantDiags)
			}
			if n := sortedNotes(got); n != wantNotes {
				t.Fatalf("%s, %s: notes\ngot  %s\nwant %s", c.name, what, n, wantNotes)
			}
		}
		// Each union alone, through every permutation (random ones above
		// four variants). A oneOf without a discriminator is left out: its
		// branches have no labels, only their numbers.
		for u := range unions(c.exact) {
			if unions(c.exact)[u].Discriminator == "" {
				continue
			}
			for _, p := range perms(len(unions(c.exact)[u].OneOf), r) {
				ex := c.exact.Clone()
				permute(unions(ex)[u], p)
				check("union "+strings.Repeat("'", u)+" permuted "+intsText(p), ex)
			}
		}
		// Every union at once.
		for range 20 {
			ex := c.exact.Clone()
			for _, u := range unions(ex) {
				if u.Discriminator != "" {
					permute(u, r.Perm(len(u.OneOf)))
				}
			}
			check("all unions permuted", ex)
		}
	}
}

// sortedNotes lists the notes of s sorted, one per line.
func sortedNotes(s *model.Schema) string {
	n := notesOf(s)
	sort.Strings(n)
	return strings.Join(n, "\n")
}

// unions lists the oneOf nodes of s in walk order.
func unions(s *model.Schema) []*model.Schema {
	var out []*model.Schema
	s.Walk(func(n *model.Schema) {
		if n.OneOf != nil {
			out = append(out, n)
		}
	})
	return out
}

func permute(u *model.Schema, p []int) {
	old := append([]*model.Schema(nil), u.OneOf...)
	for i, j := range p {
		u.OneOf[i] = old[j]
	}
}

// perms returns every permutation of n elements up to four, else 30
// random ones.
func perms(n int, r *rand.Rand) [][]int {
	if n > 4 {
		out := make([][]int, 30)
		for i := range out {
			out[i] = r.Perm(n)
		}
		return out
	}
	var out [][]int
	var rec func(p []int, used []bool)
	rec = func(p []int, used []bool) {
		if len(p) == n {
			out = append(out, append([]int(nil), p...))
			return
		}
		for i := range n {
			if !used[i] {
				used[i] = true
				rec(append(p, i), used)
				used[i] = false
			}
		}
	}
	rec(nil, make([]bool, n))
	return out
}

func intsText(p []int) string {
	b, _ := json.Marshal(p)
	return string(b)
}

// normal serializes s with enum members, properties, required keys and
// label lists sorted, and the When clauses of descriptions in sorted order.
func normal(t *testing.T, s *model.Schema) string {
	c := s.Clone()
	c.Walk(func(n *model.Schema) {
		sort.Slice(n.Enum, func(i, j int) bool { return bytes.Compare(n.Enum[i], n.Enum[j]) < 0 })
		sort.Slice(n.Properties, func(i, j int) bool { return n.Properties[i].Name < n.Properties[j].Name })
		sort.Strings(n.Required)
		n.Description = normalDesc(n.Description)
	})
	return mustJSON(t, c)
}

var (
	labelList = regexp.MustCompile(`(= |branch )[\w-]+( \| [\w-]+)*`)
	whenStart = regexp.MustCompile(`When [^:]+: `)
	// The hint of a flat object's key ends its description; a hint earlier
	// on belongs to a When clause of a merged nested key.
	// (the one test case that nests them uses different keys).
	trailingHint = regexp.MustCompile(`(^| )(Available|Required) (if|unless) ([\w-]+) = [\w| -]+\.( Required (if|unless) [\w-]+ = [\w| -]+\.)?$`)
	whenKey      = regexp.MustCompile(`When ([\w-]+) = `)
)

func normalDesc(d string) string {
	d = labelList.ReplaceAllStringFunc(d, func(m string) string {
		i := strings.Index(m, " ") + 1
		ls := strings.Split(m[i:], " | ")
		sort.Strings(ls)
		return m[:i] + strings.Join(ls, " | ")
	})
	hint := ""
	if m := trailingHint.FindStringSubmatchIndex(d); m != nil {
		key := d[m[8]:m[9]]
		if w := whenKey.FindStringSubmatch(d); w == nil || w[1] == key {
			d, hint = d[:m[0]], d[m[0]:]
		}
	}
	starts := whenStart.FindAllStringIndex(d, -1)
	if len(starts) == 0 {
		return d + hint
	}
	parts := []string{strings.TrimSpace(d[:starts[0][0]])}
	var whens []string
	for i, s := range starts {
		end := len(d)
		if i+1 < len(starts) {
			end = starts[i+1][0]
		}
		whens = append(whens, strings.TrimSpace(d[s[0]:end]))
	}
	sort.Strings(whens)
	return strings.Join(append(parts, whens...), " ") + " " + hint
}

// Invariant 1, the part flatten owns: every value valid against the exact
// schema is valid against the advertised one, judged by two independent
// validators. Values are drawn per variant from the exact schema; each is
// first checked against the exact schema, which proves the drawing right.
func TestSoundness(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 2026))
	for _, c := range cases() {
		t.Run(c.name, func(t *testing.T) {
			adv, _ := Flatten(c.exact)
			exact := compile(t, c.exact)
			advertised := compile(t, adv)
			g := &valueGen{r: r, root: c.exact, fail: t.Fatalf}
			for range 300 {
				v, err := json.Marshal(g.value(c.exact, 0))
				if err != nil {
					t.Fatal(err)
				}
				if err := exact.validate(v); err != nil {
					t.Fatalf("drawn value is not valid against the exact schema: %v\nvalue %s", err, v)
				}
				if err := advertised.validate(v); err != nil {
					t.Fatalf("value valid against the exact schema is rejected by the advertised one: %v\nvalue %s\nadvertised %s", err, v, pretty(mustJSON(t, adv)))
				}
			}
		})
	}
}

// The validators are not vacuous: both reject what the advertised schema
// rules out.
func TestValidatorsReject(t *testing.T) {
	adv, _ := Flatten(cases()[0].exact)
	v := compile(t, adv)
	for _, bad := range []string{`{}`, `{"type":"video"}`, `{"type":"text","text":""}`, `{"type":"text","zz":1}`, `[]`} {
		if err := v.validate([]byte(bad)); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

type validators struct {
	s *sjs.Schema
	g *gjs.Resolved
}

func compile(t *testing.T, s *model.Schema) validators {
	t.Helper()
	raw := []byte(mustJSON(t, s))
	doc, err := sjs.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	c := sjs.NewCompiler()
	c.DefaultDraft(sjs.Draft2020)
	if err := c.AddResource("mem://schema.json", doc); err != nil {
		t.Fatal(err)
	}
	ss, err := c.Compile("mem://schema.json")
	if err != nil {
		t.Fatalf("santhosh-tekuri/jsonschema: %v\n%s", err, raw)
	}
	var gs gjs.Schema
	if err := json.Unmarshal(raw, &gs); err != nil {
		t.Fatal(err)
	}
	gr, err := gs.Resolve(nil)
	if err != nil {
		t.Fatalf("google/jsonschema-go: %v\n%s", err, raw)
	}
	return validators{ss, gr}
}

// validate reports the first validator that rejects v.
func (v validators) validate(instance []byte) error {
	si, err := sjs.UnmarshalJSON(bytes.NewReader(instance))
	if err != nil {
		return err
	}
	if err := v.s.Validate(si); err != nil {
		return err
	}
	var gi any
	if err := json.Unmarshal(instance, &gi); err != nil {
		return err
	}
	if err := v.g.Validate(gi); err != nil {
		return err
	}
	return nil
}
