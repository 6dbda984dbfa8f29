package stitch

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIssuesError(t *testing.T) {
	assert.Equal(t, "(root): expected an object, got null", Issues{{"", CodeInvalidType, "expected an object, got null"}}.Error())
	var is Issues
	for i := range 8 {
		is = append(is, Issue{Path: "tags[" + string(rune('0'+i)) + "]", Code: CodeInvalidType, Message: "expected a string, got null"})
	}
	assert.Equal(t, "tags[0]: expected a string, got null; tags[1]: expected a string, got null; "+
		"tags[2]: expected a string, got null; tags[3]: expected a string, got null; "+
		"tags[4]: expected a string, got null; …and 3 more", is.Error())
	assert.Equal(t, "", Issues(nil).Error())
}
