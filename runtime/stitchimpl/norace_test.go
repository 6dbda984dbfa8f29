//go:build !race

package stitchimpl_test

// raceOn: the race detector changes what escapes and so what a parse allocates.
const raceOn = false
