package load

import (
	"encoding/json"

	"github.com/stitchgen/stitchgen/load/judge"
	"github.com/stitchgen/stitchgen/model"
)

// Rejects says why the parser would reject the JSON value raw as a value of
// type t with the checks c, or returns "" when it accepts it: the judge of
// default= and catch= values (rejects), for stitchgen -breaking to test a
// witness against a contract it cannot compile. It judges canonical values
// (no tolerance is applied) and runs no refine function.
func Rejects(raw json.RawMessage, t model.Type, c *model.Checks) string {
	return judge.Rejects(raw, t, c)
}
