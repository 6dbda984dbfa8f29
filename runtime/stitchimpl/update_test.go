package stitchimpl

// Accept -update, which go test ./... -update passes to every test binary.
import _ "github.com/stitchgen/stitchgen/internal/update"
