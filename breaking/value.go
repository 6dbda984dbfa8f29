package breaking

// Values for witnesses come from package sample (the edge and inside values
// of a type with its checks, as a model would send them); every candidate
// is judged by load.Rejects (the judge of default= values: the parser's own
// checks, canonical values, no refine), so a candidate that does not fit
// is simply not taken. valuer names the sampler's calls in the review's
// words.

import (
	"encoding/json"
	"math/big"

	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/sample"
)

// valuer makes the review's candidate values, judged by accepts; its zero
// value is ready.
type valuer struct{ s sample.Sampler }

func (g *valuer) sampler() *sample.Sampler {
	g.s.Accepts = accepts
	return &g.s
}

func accepts(v json.RawMessage, t model.Type, c *model.Checks) bool {
	return v != nil && load.Rejects(v, t, c) == ""
}

// minimal is the first candidate of (t, c) the judge accepts, or nil.
func (g *valuer) minimal(t model.Type, c *model.Checks) json.RawMessage {
	return g.sampler().Minimal(t, c)
}

// both is the first candidate of the old side that the new side accepts
// too, else the old side's minimal value.
func (g *valuer) both(ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks) json.RawMessage {
	return g.sampler().Both(ot, oc, nt, nc)
}

// candidates lists values for (t, c), simplest first; not all fit.
func (g *valuer) candidates(t model.Type, c *model.Checks) []json.RawMessage {
	return g.sampler().Candidates(t, c)
}

// samples are more values of (t, c): an object's each field set in turn
// to each of its own (at most per of them).
func (g *valuer) samples(t model.Type, c *model.Checks, per int) []json.RawMessage {
	return g.sampler().Samples(t, c, per)
}

// strings lists candidate strings for c (of n runes when n ≥ 0).
func (g *valuer) strings(c *model.Checks, n int) []string { return g.sampler().Strings(c, n) }

// keys are n distinct map keys the key checks accept.
func (g *valuer) keys(c *model.Checks, n int) []string { return g.sampler().Keys(c, n) }

// object is a minimal object of s (with the fields the new side ns
// requires), its field key set to v when key is not "".
func (g *valuer) object(s, ns *model.Struct, key string, v json.RawMessage) json.RawMessage {
	return g.sampler().Object(s, ns, key, v)
}

func quote(s string) json.RawMessage                { return sample.Quote(s) }
func decimal(r *big.Rat) string                     { return sample.Decimal(r) }
func list(e json.RawMessage, n int) json.RawMessage { return sample.List(e, n) }

func fieldOf(s *model.Struct, key string) *model.Field {
	for _, f := range s.Fields {
		if f.JSON == key {
			return f
		}
	}
	return nil
}
