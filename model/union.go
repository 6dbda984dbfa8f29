package model

import (
	"slices"
	"strings"
)

// How a union's variant is chosen, said once for every pass that judges a
// JSON value against a union (load's default judge, the property tests) and
// for the messages the parser gives when none can be.

// Choose returns the variant of u that the decoded JSON value v (as
// encoding/json decodes into any) selects, or nil and why none does, in the
// parser's words.
func (u *Union) Choose(v any) (*Variant, string) {
	switch u.By {
	case ByKind:
		k := kindOfValue(v)
		for _, vr := range u.Variants {
			if vk := vr.Kind(); vk == k || vk == "integer" && k == "number" {
				return vr, ""
			}
		}
		return nil, "expected " + u.KindsWanted() + ", got " + article(k)
	case ByKeys:
		obj, ok := v.(map[string]any)
		if !ok {
			return nil, "expected an object, got " + article(kindOfValue(v))
		}
		var found []*Variant
		for _, vr := range u.Variants {
			for _, m := range vr.Markers {
				if _, ok := obj[m]; ok {
					found = append(found, vr)
					break
				}
			}
		}
		if len(found) == 1 {
			return found[0], ""
		}
		return nil, u.ExactlyOne()
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return nil, "expected an object, got " + article(kindOfValue(v))
	}
	label, _ := obj[u.Key].(string)
	for _, vr := range u.Variants {
		if slices.Contains(vr.Labels, label) {
			return vr, ""
		}
	}
	return nil, "unknown " + u.Key + " " + label + "; expected one of: " + strings.Join(u.Labels(), ", ")
}

// Labels lists every label of a ByLabel union, in declaration order.
func (u *Union) Labels() []string {
	var out []string
	for _, v := range u.Variants {
		out = append(out, v.Labels...)
	}
	return out
}

// KindsWanted phrases the kinds of a ByKind union's variants, in the fixed
// kind order: "a string, a number or a boolean".
func (u *Union) KindsWanted() string {
	var ks []string
	for _, k := range KindOrder {
		for _, v := range u.Variants {
			if v.Kind() == k {
				ks = append(ks, article(k))
			}
		}
	}
	if len(ks) <= 2 {
		return strings.Join(ks, " or ")
	}
	return strings.Join(ks[:len(ks)-1], ", ") + " or " + ks[len(ks)-1]
}

// ExactlyOne is the parser's message for an object of a ByKeys union that
// carries the markers of no variant, or of several: "send exactly one of:
// node_id; item_id; owner, repo and number".
func (u *Union) ExactlyOne() string {
	names := make([]string, len(u.Variants))
	for i, v := range u.Variants {
		names[i] = v.Names()
	}
	return "send exactly one of: " + strings.Join(names, "; ")
}

// article spells a JSON kind with its article: "a string", "an array".
func article(k string) string {
	switch k {
	case "integer", "object", "array":
		return "an " + k
	case "null":
		return "null"
	}
	return "a " + k
}

// kindOfValue is the JSON kind of a value encoding/json decoded into any.
func kindOfValue(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case string:
		return "string"
	case bool:
		return "boolean"
	case map[string]any:
		return "object"
	case []any:
		return "array"
	}
	return "number"
}
