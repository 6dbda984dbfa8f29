// Package containers covers slices, arrays, maps, pointers and nested structs.
package containers

// Containers nests every container kind.
//
//stitch:tool name=containers
type Containers struct {
	// Between one and three tags.
	Tags   []string          `json:"tags" stitch:"min=1,max=3"`
	Matrix [][]int           `json:"matrix,omitempty"`
	Pair   [2]float64        `json:"pair,omitempty"`
	Labels map[string]string `json:"labels,omitempty" stitch:"max=2"`
	Scores map[Key]int       `json:"scores,omitempty"`
	Owner  *Person           `json:"owner,omitempty"`
	People []Person          `json:"people,omitempty"`
	Crew   []*Person         `json:"crew,omitempty" stitch:"max=2"`
	IDs    IDList            `json:"ids,omitempty"`
	Opt    *int              `json:"opt,omitempty"`
}

// Person is somebody.
type Person struct {
	// Full name.
	Name string `json:"name" stitch:"min=1"`
	Age  int    `json:"age,omitempty" stitch:"min=0,max=150"`
}

// Key is a named map key.
type Key string

// IDList is a named slice.
type IDList []int64
