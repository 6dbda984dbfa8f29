//go:build stitchgen

// Package err_gotype does not compile: stitchgen prints the Go errors, each
// once with its position, and writes nothing. (The build constraint keeps
// it out of go build and go vet; stitchgen loads with the stitchgen tag.)
package err_gotype

// Call uses an undefined type in its declaration: that is the user's
// mistake, not a generated name.
//
//stitch:tool
type Call struct {
	Name  string `json:"name"`
	Count Count  `json:"count"`
}

// A generated name (CallTool) is tolerated outside type declarations; a
// mismatched type is not.
var _ = CallTool

func answer() int { return "forty-two" }
