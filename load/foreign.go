package load

// Tags of other libraries on a field (validate:, jsonschema:) are read by
// load/foreign; here their errors are put at their columns.

import (
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"github.com/stitchgen/stitchgen/load/foreign"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/tags"
)

// foreignOf is what the other libraries' tags of field i of st say.
func foreignOf(st *types.Struct, i int) foreign.Tags {
	return foreign.Of(reflect.StructTag(st.Tag(i)))
}

// foreignPos turns an offset of a merged tag item into a position: inside
// the stitch tag, the validate tag or the jsonschema tag.
func (l *loader) foreignPos(st *types.Struct, i int, off int) token.Pos {
	key, base := "stitch", 0
	switch {
	case off >= tags.JSONSchemaBase:
		key, base = "jsonschema", tags.JSONSchemaBase
	case off >= tags.ValidateBase:
		key, base = "validate", tags.ValidateBase
	}
	fl := l.astFields[st.Field(i).Pos()]
	if fl == nil || fl.Tag == nil {
		return st.Field(i).Pos()
	}
	if j := strings.Index(fl.Tag.Value, key+`:"`); j >= 0 {
		return fl.Tag.Pos() + token.Pos(j+len(key)+2+off-base)
	}
	return fl.Tag.Pos()
}

// readForeign merges the validate and jsonschema tags of field f into its
// stitch options o (foreign.Read), reporting what they cannot say.
func (l *loader) readForeign(f *model.Field, o *tags.Field, ft foreign.Tags, st *types.Struct, i int) foreign.Result {
	r := foreign.Read(f, o, ft)
	for _, e := range r.Errors {
		l.errorf(l.foreignPos(st, i, e.Offset), "%s", e.Msg)
	}
	return r
}

// checkDive reports a slice, array or map of structs whose validate: tags
// validator skips, because the field does not say dive (foreign.DiveMissing).
func (l *loader) checkDive(f *model.Field, ft foreign.Tags, pos token.Pos) {
	if msg := foreign.DiveMissing(f, ft, func(s *model.Struct) bool { return l.validated[s] }); msg != "" {
		l.errorf(pos, "%s", msg)
	}
}
