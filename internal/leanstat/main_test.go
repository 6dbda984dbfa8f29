package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLean holds what issue 26 took out of the advertised schemas of every
// example and golden case at zero: the root description repeating the
// tool's, an Available if naming every label, Available if followed by
// Required if with the same labels, a hint run into the text before it, a
// Go doc comment as a property description ("URL is the page …"), a 32-bit
// Go range bound. Each regression is named with the tool it is in.
func TestLean(t *testing.T) {
	for _, root := range []string{"../../examples", "../../testdata/golden"} {
		files, err := toolFiles(root)
		require.NoError(t, err)
		tools := 0
		for _, f := range files {
			s, err := measure(f)
			require.NoError(t, err, f)
			tools += s.tools
			assert.Zero(t, s.rootRepeat, "%s: the root description repeats the tool's", f)
			assert.Zero(t, s.allLabels, "%s: an Available if names every label", f)
			assert.Zero(t, s.availReq, "%s: Available if and Required if with the same labels", f)
			assert.Zero(t, s.unended, "%s: a hint without a sentence end before it", f)
			assert.Zero(t, s.typeDocs, "%s: a Go doc comment as a description", f)
			assert.Zero(t, s.goRange32, "%s: a 32-bit Go range bound", f)
		}
		assert.Greater(t, tools, 10, root)
	}
}

// TestMeasureFinds: each fault TestLean holds at zero is counted when it is
// there.
func TestMeasureFinds(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "schemas")
	require.NoError(t, os.Mkdir(dir, 0o755))
	file := filepath.Join(dir, "t.json")
	require.NoError(t, os.WriteFile(file, []byte(`{"name":"t","description":"Do it.","inputSchema":{
"description":"Do it.","type":"object","properties":{
"op":{"type":"string","enum":["a","b"]},
"x":{"description":"Part is one piece Available if op = a | b.","type":"integer","maximum":2147483647},
"y":{"description":"Y. Available if op = a. Required if op = a.","type":"string"}}}}`), 0o644))
	s, err := measure(file)
	require.NoError(t, err)
	assert.Equal(t, len("Do it."), s.rootRepeat)
	assert.Positive(t, s.allLabels)
	assert.Positive(t, s.availReq)
	assert.Equal(t, 1, s.unended)
	assert.Equal(t, 1, s.typeDocs)
	assert.Equal(t, 1, s.goRange32)
}
