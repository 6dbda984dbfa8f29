package broadcast

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// TestREADMEMessages: the messages the README quotes for this example are
// what the parser says, word for word (the README wraps some across lines).
func TestREADMEMessages(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	readme := strings.Join(strings.Fields(string(data)), " ")
	said := func(what string) {
		t.Helper()
		assert.True(t, strings.Contains(readme, strings.Join(strings.Fields(what), " ")), "the README does not say, word for word: %s", what)
	}

	// Quick start: a bad call of broadcast_create.
	_, err = ParseBroadcastCreate([]byte(`{"name":"","content":{"parts":[{"type":"video"},{"type":"text","url":"x"},{"type":"image"}]},"limit":"1"}`))
	require.Error(t, err)
	said(err.Error())
	var issues stitch.Issues
	require.True(t, errors.As(err, &issues))
	require.Len(t, issues, 6)
	said(issues[5].Path + ": " + issues[5].Code + ": " + issues[5].Message)
}
