// Package union_map has a union in map values.
package union_map

// Configure sets named settings.
//
//stitch:tool
type Configure struct {
	Settings map[string]Setting `json:"settings" stitch:"min=1"`
}

// Setting is one typed setting.
//
//stitch:union
type Setting interface{ isSetting() }

// A flag.
type Flag struct {
	Kind  string `json:"kind" stitch:"oneof-variant=flag"`
	Value bool   `json:"value"`
}

// A number.
type Number struct {
	Kind  string `json:"kind" stitch:"oneof-variant=number"`
	Value int    `json:"value" stitch:"min=0"`
}

func (Flag) isSetting()   {}
func (Number) isSetting() {}
