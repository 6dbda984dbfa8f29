// Package err_types holds Go types stitchgen cannot represent.
package err_types

// A tool with unsupported field types.
//
//stitch:tool
type Bad struct {
	C  chan int        `json:"c"`  // want `type chan int is not supported`
	F  func()          `json:"f"`  // want `type func\(\) is not supported`
	M  map[int]string  `json:"m"`  // want `map key type int is not supported; JSON object keys are strings`
	I  Shape           `json:"i"`  // want `interface Shape is not a //stitch:union`
	B  []byte          `json:"b"`  // want `\[\]byte is base64 text`
	X  complex128      `json:"x"`  // want `type complex128 is not supported`
	S  struct{ A int } `json:"s"`  // want `anonymous struct types are not supported`
	PP **int           `json:"pp"` // want `pointer to pointer`
}

// Shape is an interface without //stitch:union.
type Shape interface{ Area() float64 }
