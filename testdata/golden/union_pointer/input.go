// Package union_pointer has unions behind pointers and nullable fields.
//
//stitch:dialects none
package union_pointer

// Assign assigns an owner.
//
//stitch:tool
type Assign struct {
	// The owner, or null to unassign.
	Owner *Owner `json:"owner" stitch:"nullable"`
	// Optional backup owner.
	Backup *Owner `json:"backup,omitempty"`
}

// Owner is a user or a team.
//
//stitch:union
type Owner interface{ isOwner() }

// A user.
type User struct {
	Kind string `json:"kind" stitch:"oneof-variant=user"`
	ID   int64  `json:"id" stitch:"min=1"`
}

// A team.
type Team struct {
	Kind string `json:"kind" stitch:"oneof-variant=team"`
	Slug string `json:"slug" stitch:"min=1"`
}

func (User) isOwner() {}
func (Team) isOwner() {}
