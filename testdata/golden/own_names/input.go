// Package own_names uses the names generated for it, as a package main
// serving its own tools does: stitchgen loads it before they exist.
//
//stitch:dialects none
package own_names

import "github.com/stitchgen/stitchgen/runtime/stitch"

// Greet someone by name.
//
//stitch:tool
type Greet struct {
	Name string `json:"name" stitch:"min=1"`
}

// All is every tool of the package.
func All() []stitch.AnyTool { return StitchTools }

// Hello parses a call and answers it.
func Hello(call []byte) (string, error) {
	in, err := ParseGreet(call)
	if err != nil {
		return "", err
	}
	return GreetTool.Meta.Name + ": hello " + in.Name, nil
}
