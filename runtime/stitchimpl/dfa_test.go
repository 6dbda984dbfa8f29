package stitchimpl

import "testing"

var phoneDFA = NewDFA([]string{"++", "00", "19"}, []uint8{
	0, 2, 0, 0,
	0, 0, 0, 3,
	0, 0, 4, 4,
	0, 0, 5, 5,
	0, 0, 6, 6,
	0, 0, 7, 7,
	0, 0, 8, 8,
	0, 0, 9, 9,
	0, 0, 10, 10,
	0, 0, 11, 11,
	0, 0, 12, 12,
	0, 0, 13, 13,
	0, 0, 14, 14,
	0, 0, 15, 15,
	0, 0, 16, 16,
	0, 0, 17, 17,
	0, 0, 0, 0,
}, []uint8{9, 10, 11, 12, 13, 14, 15, 16, 17})

var phoneSink bool

// BenchmarkDFAPhone: the phone pattern of examples/broadcast (^\+[1-9][0-9]{6,14}$), as
// its generated code builds it.

func BenchmarkDFAPhone(b *testing.B) {
	phones := []string{"+14155550123", "+442071838750", "+4930123456", "+61212345678"}
	for i := 0; b.Loop(); i++ {
		phoneSink = phoneDFA.MatchString(phones[i&3])
	}
}
