package proptest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/runtime/stitch"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_int_float"
	"github.com/stitchgen/stitchgen/testdata/golden/union_root"
)

// TestFloatBoundsExact pins the smallest calls TestSoundnessEdges found with
// roundingEdges on, before the fix: each rounds onto a bound or onto an
// integer as a float64, but is past it as sent, so the exact schema rejects
// it and the parser must too (design §8.1). The generated checks now let the
// literal decide when the rounded value ties with the bound.
func TestFloatBoundsExact(t *testing.T) {
	for _, c := range []struct {
		tool stitch.AnyTool
		in   string
	}{
		{hull_int_float.StitchTools[0], `{"v":{"kind":"b","x":2.5000000000000001}}`},                    // max=2.5
		{union_root.StitchTools[0], `{"kind":"rect","width":1,"height":1,"radius":-1e-400}`},            // min=0
		{broadcast.MessageSendTool.Meta, `{"chat_id":1,"text":"a","delay_seconds":1.0000000000000001}`}, // int
	} {
		exact, err := santhosh("mem://stitch/"+c.tool.Info().Name+"/exact.json", c.tool.Info().Exact)
		require.NoError(t, err)
		exactErr := santhoshValidate(exact, []byte(c.in))
		_, err = c.tool.ParseAny([]byte(c.in), stitch.Limits{})
		if exactErr != nil {
			assert.Error(t, err, "%s: the parser accepts %s, the exact schema does not: %v", c.tool.Info().Name, c.in, exactErr)
		}
	}
}
