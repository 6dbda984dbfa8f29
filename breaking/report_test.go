package breaking

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestMoreFindings: the notice for findings GitHub does not annotate says
// their number in its grammar.
func TestMoreFindings(t *testing.T) {
	assert.Equal(t, "1 more finding is", moreFindings(1))
	assert.Equal(t, "3 more findings are", moreFindings(3))
}
