package stitch

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIsIntegral(t *testing.T) {
	for lit, want := range map[string]bool{
		"1": true, "-1": true, "0": true, "-0": true, "1.0": true, "1e2": true, "100e-2": true, "1.50e1": true,
		"0.0e-5": true, "12300e-2": true, "1.5": false, "1.0000000000000001": false, "1e-1": false,
		"123e-2": false, "0.1e1": true, "0.15e1": false, "1e400": true, "5e-400": false,
	} {
		assert.Equal(t, want, IsIntegral([]byte(lit)), lit)
	}
}

func TestCompareNumber(t *testing.T) {
	assert.Equal(t, 1, CompareNumber([]byte("2.5000000000000001"), "2.5"))
	assert.Equal(t, 0, CompareNumber([]byte("25e-1"), "2.5"))
	assert.Equal(t, -1, CompareNumber([]byte("-1e-400"), "0"))
	assert.Equal(t, 0, CompareNumber([]byte("x"), "0"))
}

func TestNumberText(t *testing.T) {
	var d Decoder
	d.Reset([]byte(`[2.5000000000000001,"7e1"]`), Limits{})
	d.BeginArray()
	d.NextItem()
	f, ok := d.Float(64, "")
	assert.True(t, ok)
	assert.Equal(t, 2.5, f)
	assert.Equal(t, "2.5000000000000001", string(d.NumberText()))
	d.NextItem()
	_, ok = d.FloatCoerce(64, "")
	assert.True(t, ok)
	assert.Equal(t, "7e1", string(d.NumberText()))
}
