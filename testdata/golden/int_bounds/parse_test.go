package int_bounds

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseBounds, []parsetest.Case{
		{
			Name: "good: the whole numbers inside the bounds",
			In:   `{"half":1,"full":255,"edge":-127,"whole":2}`,
			Want: Bounds{Half: 1, Full: 255, Edge: -127, Whole: 2},
		},
		{
			Name: "good: the other end",
			In:   `{"half":2,"full":0,"edge":127,"whole":1}`,
			Want: Bounds{Half: 2, Full: 0, Edge: 127, Whole: 1},
		},
		{
			Name: "bad: just outside",
			In:   `{"half":0,"full":256,"edge":-128,"whole":3}`,
			Issues: []string{
				`half: too_small: expected an integer > 0.5 and < 2.5, got 0`,
				`full: too_big: expected an integer between 0 and 255, got 256`,
				`edge: too_small: expected an integer > -128 and ≤ 127, got -128`,
				`whole: too_big: expected an integer > 0.5 and < 2.5, got 3`,
			},
		},
		{
			Name:   "bad: above",
			In:     `{"half":3,"full":0,"edge":0,"whole":1}`,
			Issues: []string{`half: too_big: expected an integer > 0.5 and < 2.5, got 3`},
		},
		{
			Name: "bad: past the 64-bit type, with a bound on one side only: both sides said",
			In:   `{"half":1,"full":0,"edge":0,"whole":1,"count":99999999999999999999,"top":-1e20,"size":1e20,"limit":-1}`,
			Issues: []string{
				`count: too_big: expected an integer ≥ 1 and ≤ 9223372036854775807 (int64), got 99999999999999999999`,
				`top: too_small: expected an integer ≤ 10 and ≥ -9223372036854775808 (int64), got -1e20`,
				`size: too_big: expected an integer ≥ 1 and ≤ 18446744073709551615 (uint64), got 1e20`,
				`limit: too_small: expected an integer between 0 and 10, got -1`,
			},
		},
		{
			Name: "bad: the declared bound, inside the type",
			In:   `{"half":1,"full":0,"edge":0,"whole":1,"count":0,"top":11,"size":0,"limit":11}`,
			Issues: []string{
				`count: too_small: expected an integer ≥ 1, got 0`,
				`top: too_big: expected an integer ≤ 10, got 11`,
				`size: too_small: expected an integer ≥ 1, got 0`,
				`limit: too_big: expected an integer between 0 and 10, got 11`,
			},
		},
	})
}
