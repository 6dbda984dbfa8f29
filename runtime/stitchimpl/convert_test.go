//go:build stitch_convert

package stitchimpl_test

// boxInPlace: built with the tag stitch_convert, union values are copied by Go's
// conversion, one allocation each (see stitchimpl.Variant).
const boxInPlace = false
