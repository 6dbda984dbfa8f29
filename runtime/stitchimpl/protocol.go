package stitchimpl

// Protocol11 names the generated-code protocol: what a stitch_gen.go may call in this
// package. Every generated file refers to it first,
//
//	// The runtime must be the one of the stitchgen that wrote this file: regenerate
//	// (go generate) after upgrading stitchgen.
//	const _ = stitchimpl.Protocol11
//
// and the constant is renamed (Protocol11, …) whenever that surface changes, so a file
// written by another stitchgen fails to compile on that line, which says what to do,
// rather than on whatever call changed. testdata/protocol.txt records the surface;
// TestProtocol fails when it changes under the same name.
const Protocol11 = true
