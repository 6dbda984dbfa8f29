package stitchimpl

// Field starts reading the value of a declared key that is not nullable, whose bit in
// *seen marks it read. It reports false, and the key is not read, when the value is a
// null that means the key was left out ([Decoder.NullAbsent]) or when the key was read
// before (a duplicate_key issue, the value skipped: [Decoder.First]). Generated decoders
// ask it before each such key:
//
//	case "name":
//		if !d.Field(&seen[0], 1<<0) {
//			continue
//		}
//
// One call in place of two keeps generated decoders short; a key read once takes the
// inlined fast path, unless nulls may mean absent (stitch.WireNullAbsent).
func (d *Decoder) Field(seen *uint64, bit uint64) bool {
	if d.nulls || *seen&bit != 0 {
		return d.fieldSlow(seen, bit)
	}
	*seen |= bit
	return true
}

// FieldAny is [Decoder.Field] for a key whose value is any JSON value (any,
// json.RawMessage), where a null means the key was left out only as
// [Decoder.NullAbsentAny] says.
func (d *Decoder) FieldAny(seen *uint64, bit uint64) bool {
	if d.nullsAny || *seen&bit != 0 {
		return d.fieldAnySlow(seen, bit)
	}
	*seen |= bit
	return true
}

// fieldSlow is Field under stitch.WireNullAbsent or for a repeated key.
func (d *Decoder) fieldSlow(seen *uint64, bit uint64) bool {
	if d.nulls && d.maybeNull() && d.Null() {
		return false // a null for a key left out
	}
	return d.First(seen, bit)
}

// fieldAnySlow is FieldAny where a null may mean absent (NullAbsentAny) or for a repeated
// key.
func (d *Decoder) fieldAnySlow(seen *uint64, bit uint64) bool {
	return !d.NullAbsentAny() && d.First(seen, bit)
}

// FieldDefault is [Decoder.FieldOpt] for an optional key with a default, def (its JSON
// text): a null sent for it is answered with "leave the key out to use the default def".
func (d *Decoder) FieldDefault(seen *uint64, bit uint64, def string) bool {
	d.optDef, d.optDefAt = def, d.pos
	return d.FieldOpt(seen, bit)
}

// FieldOpt is [Decoder.Field] for an optional key that is not nullable: a null sent for
// it is answered with "leave the key out" advice (see mismatch), the commonest habit of
// models that fill every key.
func (d *Decoder) FieldOpt(seen *uint64, bit uint64) bool {
	d.optAt, d.optIn = d.pos, d.unwrapped
	if d.nulls || *seen&bit != 0 {
		return d.fieldSlow(seen, bit)
	}
	*seen |= bit
	return true
}
