package stitchimpl

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLimits(t *testing.T) {
	var d Decoder
	d.Reset([]byte(`[[1]]`), Limits{MaxDepth: 1})
	require.True(t, d.BeginArray())
	require.True(t, d.NextItem())
	assert.False(t, d.BeginArray())
	assert.Equal(t, Issues{{"[0]", CodeTooDeep, "invalid JSON at byte 1: objects and arrays are nested more than 1 levels deep"}}, issuesOf(t, d.Finish()))

	d.Reset([]byte(`12345`), Limits{MaxBytes: 4})
	_, ok := d.Int(0, "")
	assert.False(t, ok)
	assert.Equal(t, Issues{{"", CodeTooLarge, "the input is 5 bytes; the limit is 4 bytes"}}, issuesOf(t, d.Finish()))
}
