package proptest

import (
	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/examples/migrate"
	"github.com/stitchgen/stitchgen/testdata/golden/containers"
	"github.com/stitchgen/stitchgen/testdata/golden/dialect_stress"
	"github.com/stitchgen/stitchgen/testdata/golden/dialects_chosen"
	"github.com/stitchgen/stitchgen/testdata/golden/dive"
	"github.com/stitchgen/stitchgen/testdata/golden/doc_blocks"
	"github.com/stitchgen/stitchgen/testdata/golden/edges"
	"github.com/stitchgen/stitchgen/testdata/golden/embedded"
	"github.com/stitchgen/stitchgen/testdata/golden/examples"
	"github.com/stitchgen/stitchgen/testdata/golden/foreign"
	"github.com/stitchgen/stitchgen/testdata/golden/fuzz_found"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_bounds"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_coerce"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_dive"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_enum_string"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_free"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_incident"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_int_float"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_nullable"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_object_array"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_objects"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_plain"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_refine"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_rest"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_single"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_string_number"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_string_slice"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_trim"
	"github.com/stitchgen/stitchgen/testdata/golden/import_names"
	"github.com/stitchgen/stitchgen/testdata/golden/int_bounds"
	"github.com/stitchgen/stitchgen/testdata/golden/migrate_gosdk"
	"github.com/stitchgen/stitchgen/testdata/golden/migrate_invopop"
	"github.com/stitchgen/stitchgen/testdata/golden/named_tags"
	"github.com/stitchgen/stitchgen/testdata/golden/nullable"
	"github.com/stitchgen/stitchgen/testdata/golden/nullable_unions"
	"github.com/stitchgen/stitchgen/testdata/golden/output"
	"github.com/stitchgen/stitchgen/testdata/golden/own_names"
	"github.com/stitchgen/stitchgen/testdata/golden/patterns"
	"github.com/stitchgen/stitchgen/testdata/golden/recursive"
	"github.com/stitchgen/stitchgen/testdata/golden/requires"
	"github.com/stitchgen/stitchgen/testdata/golden/rewrites"
	"github.com/stitchgen/stitchgen/testdata/golden/runtime_calls"
	"github.com/stitchgen/stitchgen/testdata/golden/scalars"
	"github.com/stitchgen/stitchgen/testdata/golden/single"
	"github.com/stitchgen/stitchgen/testdata/golden/special"
	"github.com/stitchgen/stitchgen/testdata/golden/strip_names"
	"github.com/stitchgen/stitchgen/testdata/golden/tags_easy"
	"github.com/stitchgen/stitchgen/testdata/golden/text"
	"github.com/stitchgen/stitchgen/testdata/golden/union_default"
	"github.com/stitchgen/stitchgen/testdata/golden/union_field"
	"github.com/stitchgen/stitchgen/testdata/golden/union_fold"
	"github.com/stitchgen/stitchgen/testdata/golden/union_items"
	"github.com/stitchgen/stitchgen/testdata/golden/union_keys"
	"github.com/stitchgen/stitchgen/testdata/golden/union_kind"
	"github.com/stitchgen/stitchgen/testdata/golden/union_kind_text"
	"github.com/stitchgen/stitchgen/testdata/golden/union_map"
	"github.com/stitchgen/stitchgen/testdata/golden/union_merged"
	"github.com/stitchgen/stitchgen/testdata/golden/union_multilabel"
	"github.com/stitchgen/stitchgen/testdata/golden/union_nested"
	"github.com/stitchgen/stitchgen/testdata/golden/union_pointer"
	"github.com/stitchgen/stitchgen/testdata/golden/union_root"
	"github.com/stitchgen/stitchgen/testdata/golden/union_shared_variant"
	"github.com/stitchgen/stitchgen/testdata/golden/union_single"
	"github.com/stitchgen/stitchgen/testdata/golden/why"
	"github.com/stitchgen/stitchgen/testdata/golden/why_once"
)

// registry lists every generated package the property test covers: its
// import path and its tool table. To cover a new golden case, import it and
// add one line; TestRegistryComplete names the generated golden packages
// that are missing.
var registry = []Package{
	{"github.com/stitchgen/stitchgen/examples/broadcast", broadcast.StitchTools},
	{"github.com/stitchgen/stitchgen/examples/migrate", migrate.StitchTools},
	{golden + "containers", containers.StitchTools},
	{golden + "union_default", union_default.StitchTools},
	{golden + "strip_names", strip_names.StitchTools},
	{golden + "single", single.StitchTools},
	{golden + "migrate_invopop", migrate_invopop.StitchTools},
	{golden + "migrate_gosdk", migrate_gosdk.StitchTools},
	{golden + "dialect_stress", dialect_stress.StitchTools},
	{golden + "dialects_chosen", dialects_chosen.StitchTools},
	{golden + "dive", dive.StitchTools},
	{golden + "doc_blocks", doc_blocks.StitchTools},
	{golden + "embedded", embedded.StitchTools},
	{golden + "foreign", foreign.StitchTools},
	{golden + "fuzz_found", fuzz_found.StitchTools},
	{golden + "hull_bounds", hull_bounds.StitchTools},
	{golden + "hull_dive", hull_dive.StitchTools},
	{golden + "int_bounds", int_bounds.StitchTools},
	{golden + "named_tags", named_tags.StitchTools},
	{golden + "nullable", nullable.StitchTools},
	{golden + "nullable_unions", nullable_unions.StitchTools},
	{golden + "hull_coerce", hull_coerce.StitchTools},
	{golden + "hull_enum_string", hull_enum_string.StitchTools},
	{golden + "hull_incident", hull_incident.StitchTools},
	{golden + "hull_int_float", hull_int_float.StitchTools},
	{golden + "hull_nullable", hull_nullable.StitchTools},
	{golden + "hull_object_array", hull_object_array.StitchTools},
	{golden + "hull_objects", hull_objects.StitchTools},
	{golden + "hull_plain", hull_plain.StitchTools},
	{golden + "hull_free", hull_free.StitchTools},
	{golden + "hull_refine", hull_refine.StitchTools},
	{golden + "hull_rest", hull_rest.StitchTools},
	{golden + "hull_single", hull_single.StitchTools},
	{golden + "hull_string_number", hull_string_number.StitchTools},
	{golden + "hull_string_slice", hull_string_slice.StitchTools},
	{golden + "hull_trim", hull_trim.StitchTools},
	{golden + "output", output.StitchTools},
	{golden + "own_names", own_names.StitchTools},
	{golden + "import_names", import_names.StitchTools},
	{golden + "patterns", patterns.StitchTools},
	{golden + "recursive", recursive.StitchTools},
	{golden + "scalars", scalars.StitchTools},
	{golden + "edges", edges.StitchTools},
	{golden + "runtime_calls", runtime_calls.StitchTools},
	{golden + "special", special.StitchTools},
	{golden + "tags_easy", tags_easy.StitchTools},
	{golden + "text", text.StitchTools},
	{golden + "union_field", union_field.StitchTools},
	{golden + "union_items", union_items.StitchTools},
	{golden + "union_merged", union_merged.StitchTools},
	{golden + "union_map", union_map.StitchTools},
	{golden + "union_fold", union_fold.StitchTools},
	{golden + "union_keys", union_keys.StitchTools},
	{golden + "union_kind", union_kind.StitchTools},
	{golden + "union_kind_text", union_kind_text.StitchTools},
	{golden + "union_multilabel", union_multilabel.StitchTools},
	{golden + "union_nested", union_nested.StitchTools},
	{golden + "union_pointer", union_pointer.StitchTools},
	{golden + "union_root", union_root.StitchTools},
	{golden + "union_shared_variant", union_shared_variant.StitchTools},
	{golden + "union_single", union_single.StitchTools},
	{golden + "why", why.StitchTools},
	{golden + "why_once", why_once.StitchTools},
	{golden + "examples", examples.StitchTools},
	{golden + "requires", requires.StitchTools},
	{golden + "rewrites", rewrites.StitchTools},
}

// golden is the import path prefix of the golden packages.
const golden = "github.com/stitchgen/stitchgen/testdata/golden/"
