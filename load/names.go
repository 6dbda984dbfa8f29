package load

import (
	"go/token"

	"github.com/stitchgen/stitchgen/model"
)

// described is doc, the description of the Go identifier name declared at
// pos (a tool, a field, a variant, a result), as it is advertised: a doc
// that begins with its Go name (model.StripName) loses it under
// //stitch:package strip-names, and is noted with the rewrite otherwise. A
// field's "Name is …" is rewritten in any case (the exact schema's
// fieldDoc), so it is not noted; field says it is one.
func (l *loader) described(doc, name string, pos token.Pos, field bool) string {
	u, ok := model.StripName(doc, name)
	switch {
	case !ok || field && u.Verb:
		return doc
	case l.pkgOpts.StripNames:
		return u.Text
	}
	l.verbosef(pos, "the description of %s begins with its Go name, which the model reads as a word of the sentence: %q → %q; write that, or //stitch:package strip-names in the package's doc comment to drop every one", name, u.Before+"…", u.After+"…")
	return doc
}
