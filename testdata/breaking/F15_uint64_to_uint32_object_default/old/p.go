package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	F map[string]float64 `json:"f,omitzero" stitch:"default='{\"k\":-0.25}'"`
	Y uint64             `json:"y,omitempty"`
}
