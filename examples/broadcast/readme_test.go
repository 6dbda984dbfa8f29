package broadcast

import (
	"bytes"
	"encoding/json"
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

// TestREADMEPicture: the schema the README's picture shows for the items of
// broadcast_create's content.parts is the generated one, key by key (each
// line of the block is a property of those items, compacted).
func TestREADMEPicture(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	const mark = "<!-- picture: content.parts.items -->\n```json\n"
	s := string(data)
	i := strings.Index(s, mark)
	require.GreaterOrEqual(t, i, 0, "README has no %q", mark)
	s = s[i+len(mark):]
	block := s[:strings.Index(s, "```")]

	var items struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	info := BroadcastCreateTool.Meta
	var adv struct {
		Properties struct {
			Content struct {
				Properties struct {
					Parts struct {
						Items json.RawMessage `json:"items"`
					} `json:"parts"`
				} `json:"properties"`
			} `json:"content"`
		} `json:"properties"`
	}
	require.NoError(t, json.Unmarshal(info.Advertised, &adv))
	require.NoError(t, json.Unmarshal(adv.Properties.Content.Properties.Parts.Items, &items))
	lines := strings.Split(strings.TrimSpace(block), "\n")
	require.NotEmpty(t, lines)
	for _, l := range lines {
		key, value, ok := strings.Cut(strings.TrimSuffix(l, ","), ": ")
		require.True(t, ok, "picture line %q", l)
		var name string
		require.NoError(t, json.Unmarshal([]byte(key), &name))
		want, ok := items.Properties[name]
		require.True(t, ok, "the items have no key %s", name)
		var got, exp bytes.Buffer
		require.NoError(t, json.Compact(&got, []byte(value)))
		require.NoError(t, json.Compact(&exp, want))
		assert.Equal(t, exp.String(), got.String(), "the README's picture of key %s", name)
	}
}
