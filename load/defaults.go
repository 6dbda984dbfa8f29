package load

import (
	"bytes"
	"encoding/json"
	"maps"
	"slices"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// checkDefaultCycles reports a default= whose value, read the way the
// parser reads it, needs the same default again: `Next *T
// stitch:"default={}"` inside T fills next with a T whose next is absent,
// which is filled with a T whose next is absent, forever. The parser would
// recurse until the stack overflows, so the generator refuses it.
//
// The walk follows what the parser does: a present value is read into its
// type, and an absent key with a default= reads that default. A default
// entered again while it is being read is a cycle; every other path ends,
// because each step either goes into a finite JSON value or enters a
// default not yet on the stack.
func (l *loader) checkDefaultCycles() {
	for _, s := range l.structSeq {
		for _, f := range s.Fields {
			if f.Default == nil {
				continue
			}
			// Reported at the defaults that form the circle, not at every
			// default that leads into it.
			start := owned{s, f}
			if cycle := defaultCycle(decodeConstant(f.Default), f.Type, []owned{start}); cycle != nil && cycle[0] == start {
				l.diags = append(l.diags, model.Diagnostic{Pos: f.Pos, Msg: cycleMessage(cycle)})
			}
		}
	}
}

// owned is a field with the struct it belongs to.
type owned struct {
	s *model.Struct
	f *model.Field
}

// defaultCycle reads v as a value of type t, entering the defaults of
// absent keys, and returns the defaults on the stack when one is entered
// again, or nil.
func defaultCycle(v any, t model.Type, stack []owned) []owned {
	switch t := model.Deref(t).(type) {
	case *model.Slice:
		return eachCycle(v, t.Elem, stack)
	case *model.Array:
		return eachCycle(v, t.Elem, stack)
	case *model.Map:
		return eachCycle(v, t.Elem, stack)
	case *model.Struct:
		return structCycle(v, t, stack)
	case *model.Union:
		switch vr, _ := t.Choose(v); {
		case vr == nil:
		case vr.Struct != nil:
			return structCycle(v, vr.Struct, stack)
		default:
			return defaultCycle(v, vr.Type, stack)
		}
	}
	return nil
}

func eachCycle(v any, elem model.Type, stack []owned) []owned {
	switch v := v.(type) {
	case []any:
		for _, e := range v {
			if c := defaultCycle(e, elem, stack); c != nil {
				return c
			}
		}
	case map[string]any:
		for _, k := range slices.Sorted(maps.Keys(v)) {
			if c := defaultCycle(v[k], elem, stack); c != nil {
				return c
			}
		}
	}
	return nil
}

func structCycle(v any, s *model.Struct, stack []owned) []owned {
	// A catch is read only after an issue, from a value that is
	// checked whole, so only defaults are followed.
	obj, ok := v.(map[string]any)
	if !ok {
		return nil // null, or a value the constant check already refused
	}
	for _, f := range s.Fields {
		if x, present := obj[f.JSON]; present {
			if c := defaultCycle(x, f.Type, stack); c != nil {
				return c
			}
			continue
		}
		if f.Default == nil {
			continue
		}
		for i, g := range stack {
			if g.f == f {
				return stack[i:]
			}
		}
		if c := defaultCycle(decodeConstant(f.Default), f.Type, append(stack[:len(stack):len(stack)], owned{s, f})); c != nil {
			return c
		}
	}
	return nil
}

// decodeConstant decodes a default or catch value already checked by
// constant.
func decodeConstant(raw json.RawMessage) any {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	_ = d.Decode(&v) // checked when the tag was read
	return v
}

// cycleMessage names the defaults read in a circle.
func cycleMessage(cycle []owned) string {
	name := func(o owned) string { return o.s.Named.Name + "." + o.f.GoName }
	var steps []string
	for _, o := range cycle {
		steps = append(steps, name(o)+" default="+tagText(o.f.Default))
	}
	steps = append(steps, name(cycle[0])+" …")
	return "this default never ends: the parser reads " + strings.Join(steps, " → ") +
		"; write the nested key into the default, or drop the default"
}

// tagText spells a JSON constant as it is written in a struct tag.
func tagText(raw json.RawMessage) string {
	if bytes.ContainsAny(raw, `,'"`) {
		return "'" + strings.ReplaceAll(string(raw), "'", "''") + "'"
	}
	return string(raw)
}
