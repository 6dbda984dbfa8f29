// Package why_once has a constrained name type used on many keys of one
// tool: its reason (why=) is said once per tool, where it first appears;
// every use keeps its pattern and bounds.
//
//stitch:dialects openai-strict,gemini
package why_once

// Login is a GitHub login.
//
//stitch:tags min=1,max=39,pattern='^[A-Za-z0-9-]+$',why='a GitHub login'
type Login string

// ReviewRequest asks people to review a pull request.
//
//stitch:tool name=review_request
type ReviewRequest struct {
	// The owner of the repository.
	Owner Login `json:"owner"`
	// Who opened the pull request.
	Author    Login   `json:"author"`
	Reviewers []Login `json:"reviewers" stitch:"min=1,max=10"`
	// A reviewer's words for the type's pattern are a reason of their own.
	Lead Login `json:"lead,omitempty" stitch:"why='the login of the lead reviewer'"`
	Team Team  `json:"team"`
}

// Team is a team of the organisation.
type Team struct {
	// The team's maintainer.
	Maintainer Login  `json:"maintainer"`
	Slug       string `json:"slug" stitch:"pattern='^[a-z-]+$',why='a team slug'"`
}

// TeamSync copies a team: a tool of its own says the reason again.
//
//stitch:tool name=team_sync
type TeamSync struct {
	From Login `json:"from"`
	To   Login `json:"to"`
}
