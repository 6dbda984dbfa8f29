package stitch

// Limits bound the work one parse may do. A zero (or negative) field takes its default.
type Limits struct {
	// MaxBytes is the largest input accepted; a larger one is a single fatal too_large
	// issue, found without scanning the input.
	MaxBytes int
	// MaxDepth is the deepest nesting of objects and arrays, skipped values included;
	// deeper input is a fatal too_deep issue.
	MaxDepth int
	// MaxIssues is how many issues are kept; past it they are only counted, and the list
	// ends with one too_many_issues issue. It bounds the memory hostile input can cost.
	MaxIssues int
	// Wire is how the provider dialect the call comes from sends values (zero: the
	// canonical form). Meta.ParseIn sets it from a tool's declaration.
	Wire Wire
}

// Defaults for a zero Limits field.
const (
	DefaultMaxBytes  = 8 << 20
	DefaultMaxDepth  = 256
	DefaultMaxIssues = 100
)
