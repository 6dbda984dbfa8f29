package gen

import (
	"github.com/dave/jennifer/jen"

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
func (e *emitter) nullable(g *jen.Group, t *model.Nullable, dst jen.Code, c *model.Checks, lvl int, refine bool) {
	n := jen.Id("nv" + itoa(lvl))
	g.If(jen.Id("d").Dot("Null").Call()).Block(
		jen.Add(dst).Dot("SetNull").Call(),
	).Else().BlockFunc(func(g *jen.Group) {
		g.Var().Add(n).Add(e.typ(t.Elem))
		if refine {
			e.checked(g, t.Elem, n, withoutNull(c), lvl)
		} else {
			e.value(g, t.Elem, n, withoutNull(c), lvl)
		}
		g.Add(dst).Dot("Set").Call(n)
	})
}
