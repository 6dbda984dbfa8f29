package gen

import (
	"strconv"

	"github.com/stitchgen/stitchgen/model"
)

// nullable writes the decoding of a stitch.Nullable field's value into dst,
// the value with the field's checks (and, when refine is set, its refine
// functions), null as a state of its own:
//
//	if d.Null() {
//		v.Due.SetNull()
//	} else {
//		var nv0 time.Time
//		...nv0's decoding and checks...
//		v.Due.Set(nv0)
//	}
//
// A key left out never reaches it: the zero Nullable is absent.
func (e *emitter) nullable(w *goText, t *model.Nullable, dst string, c *model.Checks, lvl int, refine bool) {
	n := "nv" + strconv.Itoa(lvl)
	w.open("if d.Null()")
	w.line(dst, ".SetNull()")
	w.reopen("else")
	w.line("var ", n, " ", w.typ(t.Elem))
	if refine {
		e.checked(w, t.Elem, n, withoutNull(c), lvl)
	} else {
		e.value(w, t.Elem, n, withoutNull(c), lvl)
	}
	w.line(dst, ".Set(", n, ")")
	w.close()
}
