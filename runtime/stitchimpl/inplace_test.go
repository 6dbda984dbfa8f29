//go:build !stitch_convert

package stitchimpl_test

// boxInPlace: union values point into their variant's chunk (built without the tag
// stitch_convert; see stitchimpl.Variant).
const boxInPlace = true
