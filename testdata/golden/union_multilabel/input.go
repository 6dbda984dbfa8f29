// Package union_multilabel has variants with several labels.
//
//stitch:dialects none
package union_multilabel

// Move moves a file.
//
//stitch:tool
type Move struct {
	Target Target `json:"target"`
}

// Target is where to move.
//
//stitch:union
type Target interface{ isTarget() }

// A local folder.
type Local struct {
	Kind string `json:"kind" stitch:"oneof-variant=local|disk|folder"`
	Path string `json:"path"`
}

// A bucket.
type Bucket struct {
	Kind   string `json:"kind" stitch:"oneof-variant=s3|gcs"`
	Bucket string `json:"bucket"`
	Path   string `json:"path,omitempty"`
}

func (Local) isTarget()  {}
func (Bucket) isTarget() {}
