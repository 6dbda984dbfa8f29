package model

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestBoundLength: a bound has a length only where one fits (0 to
// MaxLength, whole), so reading a length bound never truncates: the bound
// 2^64+3 once read as 3 through int(Rat.Num().Int64()).
func TestBoundLength(t *testing.T) {
	for text, want := range map[string]int{"0": 0, "5": 5, "2147483647": MaxLength, "10e2": 1000} {
		r, _ := new(big.Rat).SetString(text)
		if b := NewBound(text, r); assert.NotNil(t, b.Len, text) {
			assert.Equal(t, want, b.Len.Int(), text)
		}
	}
	for _, text := range []string{"-1", "2.5", "2147483648", "18446744073709551619"} {
		r, _ := new(big.Rat).SetString(text)
		assert.Nil(t, NewBound(text, r).Len, text)
	}
}
