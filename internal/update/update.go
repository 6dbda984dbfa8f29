// Package update defines the -update test flag. `go test ./... -update` passes
// the flag to every test binary of the module, and a binary that does not
// define it fails; so every test package imports this one, and the tests that
// keep golden files read Flag.
package update

import "flag"

// Flag is set by -update: rewrite golden files instead of comparing with them.
var Flag = flag.Bool("update", false, "rewrite golden files instead of comparing with them")
