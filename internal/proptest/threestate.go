package proptest

import (
	"bytes"
	"encoding/json"
	"errors"
	"hash/fnv"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/flatten"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// ThreeStates checks that a stitch.Nullable key keeps its three states in
// every dialect (design: "each dialect is the same tool"): for each
// Nullable field of a tool's input, a valid call with the key left out,
// sent as null and sent with a value, mapped to each dialect's wire
// form (wire.go) and parsed there (parseWire: as stitch.ParseAnyIn does,
// whether the package declares the dialect or not), gives the field the
// state the canonical call gives it: absent (keep), null (clear) or a value
// (set). A required Nullable has two states, null and a value. It returns
// how many calls it sent in a dialect's form.
func ThreeStates(t *testing.T, cases []*Case, seed uint64) int {
	sent := 0
	for _, tc := range cases {
		st, ok := model.Deref(tc.Model.Type).(*model.Struct)
		if !ok {
			continue
		}
		var fields []*model.Field
		for _, f := range st.Fields {
			if _, ok := f.Type.(*model.Nullable); ok {
				fields = append(fields, f)
			}
		}
		if len(fields) == 0 {
			continue
		}
		t.Run(tc.Name(), func(t *testing.T) { sent += threeStates(t, tc, fields, seed) })
	}
	return sent
}

// nullState is a stitch.Nullable's state: "absent", "null" or "value".
type nullState string

func stateOf(v any, goName string) nullState {
	f := reflect.Indirect(reflect.ValueOf(v)).FieldByName(goName)
	n, ok := f.Interface().(interface {
		IsSet() bool
		IsNull() bool
	})
	switch {
	case !ok:
		return "not a stitch.Nullable"
	case !n.IsSet():
		return "absent"
	case n.IsNull():
		return "null"
	}
	return "value"
}

func threeStates(t *testing.T, tc *Case, fields []*model.Field, seed uint64) int {
	exact, _ := model.ExactSchema(tc.Model.Type, tc.Model.Doc)
	adv, _ := flatten.Tool(exact, tc.Model.Flatten)
	h := fnv.New64a()
	h.Write([]byte(tc.Pkg + "." + tc.Model.Name + ".three"))
	rng := rand.New(rand.NewPCG(seed, h.Sum64()))
	sent := 0
	for _, f := range fields {
		base, value := baseCall(t, tc, f, rng)
		if base == nil {
			t.Logf("%s: no valid call with a value for %s in 200 tries", tc.Name(), f.JSON)
			continue
		}
		states := map[nullState]json.RawMessage{"null": json.RawMessage("null"), "value": value}
		order := []nullState{"null", "value"}
		if !f.Required {
			states["absent"] = nil
			order = append([]nullState{"absent"}, order...)
		}
		for _, want := range order {
			data := withKey(base, f.JSON, states[want])
			if want == "absent" {
				// A key that requires f's (requires=) is left out with it:
				// sent alone it is an issue of its own.
				for _, g := range model.Deref(tc.Model.Type).(*model.Struct).Fields {
					if slices.Contains(g.Requires, f.JSON) {
						data = withKey(data, g.JSON, nil)
					}
				}
			}
			v0, err := tc.Tool.ParseAny(data, stitch.Limits{})
			if err != nil {
				var is stitch.Issues
				if errors.As(err, &is) && onlyCustom(is) {
					continue // a refine function objects to the mix
				}
				require.NoError(t, err, "canonical %s: %s", want, data)
			}
			require.Equal(t, want, stateOf(v0, f.GoName), "canonical %s: %s", want, data)
			for _, d := range dialect.All {
				r := dialect.Transform(d, dialect.Tool{Name: tc.Model.Name, Description: tc.Model.Doc, Advertised: adv, Strict: tc.Model.Strict})
				w := wirerOf(r)
				wire, err := w.convert(data, tc.Model.Type)
				require.NoError(t, err, "%s wire form of %s", d, data)
				v1, err := parseWire(tc.Tool, r.Wire, wire) // as ParseIn in d, declared by the package or not
				if !assert.NoError(t, err, "%s %s: %s\nwire: %s", d, want, data, wire) {
					continue
				}
				sent++
				assert.Equal(t, want, stateOf(v1, f.GoName), "%s: %s %s\ncanonical: %s\nwire: %s", d, f.JSON, want, data, wire)
			}
		}
	}
	return sent
}

// baseCall is a valid call of the tool where f has a value, and that value.
func baseCall(t *testing.T, tc *Case, f *model.Field, rng *rand.Rand) (json.RawMessage, json.RawMessage) {
	for range 200 {
		g := newGen(rng)
		data := g.value(tc.Model.Type, nil)
		if g.err != nil {
			continue
		}
		if _, err := tc.Tool.ParseAny(data, stitch.Limits{}); err != nil {
			continue
		}
		ms, err := members(data)
		require.NoError(t, err)
		for _, m := range ms {
			if m.key == f.JSON && string(m.value) != "null" {
				return data, m.value
			}
		}
	}
	return nil, nil
}

// withKey is the object data with key set to v, or left out for nil.
func withKey(data json.RawMessage, key string, v json.RawMessage) []byte {
	ms, _ := members(data)
	var b bytes.Buffer
	b.WriteByte('{')
	n := 0
	put := func(k string, v json.RawMessage) {
		if n > 0 {
			b.WriteByte(',')
		}
		n++
		writeKey(&b, k)
		b.Write(v)
	}
	done := false
	for _, m := range ms {
		switch {
		case m.key != key:
			put(m.key, m.value)
		case v != nil && !done:
			put(key, v)
			done = true
		}
	}
	if v != nil && !done {
		put(key, v)
	}
	b.WriteByte('}')
	return b.Bytes()
}
