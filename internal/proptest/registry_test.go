package proptest

import (
	"github.com/stitchgen/stitchgen/runtime/stitch"

	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/testdata/golden/containers"
	"github.com/stitchgen/stitchgen/testdata/golden/embedded"
	"github.com/stitchgen/stitchgen/testdata/golden/recursive"
	"github.com/stitchgen/stitchgen/testdata/golden/scalars"
	"github.com/stitchgen/stitchgen/testdata/golden/special"
	"github.com/stitchgen/stitchgen/testdata/golden/union_field"
	"github.com/stitchgen/stitchgen/testdata/golden/union_items"
	"github.com/stitchgen/stitchgen/testdata/golden/union_map"
	"github.com/stitchgen/stitchgen/testdata/golden/union_multilabel"
	"github.com/stitchgen/stitchgen/testdata/golden/union_nested"
	"github.com/stitchgen/stitchgen/testdata/golden/union_pointer"
	"github.com/stitchgen/stitchgen/testdata/golden/union_root"
	"github.com/stitchgen/stitchgen/testdata/golden/union_single"
)

// registry lists every generated package the property test covers: its
// import path and its tool table. To cover a new golden case, import it and
// add one line; TestRegistryComplete names the generated golden packages
// that are missing.
var registry = []registered{
	{"github.com/stitchgen/stitchgen/examples/broadcast", broadcast.StitchTools},
	{golden + "containers", containers.StitchTools},
	{golden + "embedded", embedded.StitchTools},
	{golden + "recursive", recursive.StitchTools},
	{golden + "scalars", scalars.StitchTools},
	{golden + "special", special.StitchTools},
	{golden + "union_field", union_field.StitchTools},
	{golden + "union_items", union_items.StitchTools},
	{golden + "union_map", union_map.StitchTools},
	{golden + "union_multilabel", union_multilabel.StitchTools},
	{golden + "union_nested", union_nested.StitchTools},
	{golden + "union_pointer", union_pointer.StitchTools},
	{golden + "union_root", union_root.StitchTools},
	{golden + "union_single", union_single.StitchTools},
}

// golden is the import path prefix of the golden packages.
const golden = "github.com/stitchgen/stitchgen/testdata/golden/"

// registered is one generated package: its import path and tool table.
type registered struct {
	path  string
	tools []stitch.AnyTool
}
