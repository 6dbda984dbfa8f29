// Package err_names declares names that stitch_gen.go declares too: each is
// reported at its declaration.
package err_names

// Send a message.
//
//stitch:tool
type Send struct {
	Text string `json:"text" stitch:"min=1,pattern='^[a-z]+$'"`
}

func ParseSend(s string) Send { return Send{Text: s} } // want `ParseSend is also declared by stitchgen in stitch_gen.go, as the parser of tool Send: rename this declaration`

var SendTool = 1 // want `SendTool is also declared by stitchgen in stitch_gen.go, as the descriptor of tool Send: rename this declaration`

var stitchPattern0 = "mine" // want `stitchPattern0 is also declared by stitchgen in stitch_gen.go, as the compiled pattern "\^\[a-z\]\+\$": rename this declaration`

type StitchTools struct{} // want `StitchTools is also declared by stitchgen in stitch_gen.go, as the tool table: rename this declaration`
