// Package examples gives fields examples= (issue 34 item 2): JSON Schema's
// examples in the exact and advertised schemas and in the anthropic
// declaration, said in words in the dialects that take none (openai-strict,
// gemini).
//
//stitch:dialects anthropic,openai-strict,gemini
package examples

// Creates a virtual machine.
//
//stitch:tool
type CreateVM struct {
	// Name of the machine.
	Name string `json:"name" stitch:"min=3,max=30,examples=web-1|db-primary"`
	// CPUs to give it.
	CPUs int `json:"cpus" stitch:"min=1,max=64,examples=2|8"`
	// Image to boot; a | inside a JSON string does not separate examples.
	Image string `json:"image" stitch:"optional,default=debian-12,examples='ubuntu-24.04|\"alpine|edge\"'"`
	// Labels to set.
	Labels map[string]string `json:"labels,omitempty" stitch:"examples='{\"team\":\"web\"}|{}'"`
	// Disks to attach.
	Disks []Disk `json:"disks,omitempty" stitch:"examples='[{\"size_gb\":20}]'"`
	// Zone to place it in; null lets the scheduler choose.
	Zone *string `json:"zone,omitempty" stitch:"nullable,examples=eu-west-1a|null"`
}

// Disk is one disk.
type Disk struct {
	SizeGB int `json:"size_gb" stitch:"min=1"`
}

// Resizes a disk or a machine: the flattened size says the examples
// of both variants, each once.
//
//stitch:tool
//stitch:union
type Resize interface{ isResize() }

// Grows a disk.
type ResizeDisk struct {
	Kind string `json:"kind" stitch:"oneof-variant=disk"`
	// Size in GB.
	Size int `json:"size" stitch:"min=1,examples=20|100"`
}

// Changes a machine's CPUs.
type ResizeVM struct {
	Kind string `json:"kind" stitch:"oneof-variant=vm"`
	// Size in CPUs.
	Size int `json:"size" stitch:"min=1,max=64,examples=4|20"`
}

func (ResizeDisk) isResize() {}
func (ResizeVM) isResize()   {}
