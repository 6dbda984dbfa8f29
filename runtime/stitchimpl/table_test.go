package stitchimpl

import (
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// TestFormatConstants: each Format constant names the portable format of its index, and
// FormatOf finds it by name (the generator's way to the constant).
func TestFormatConstants(t *testing.T) {
	names := map[Format]string{
		FormatDate: "date", FormatTime: "time", FormatDateTime: "date-time", FormatDuration: "duration",
		FormatURI: "uri", FormatURIReference: "uri-reference", FormatURITemplate: "uri-template",
		FormatEmail: "email", FormatHostname: "hostname", FormatIPv4: "ipv4", FormatIPv6: "ipv6",
		FormatRegex: "regex", FormatUUID: "uuid", FormatJSONPointer: "json-pointer",
		FormatRelativeJSONPointer: "relative-json-pointer",
	}
	assert.Len(t, names, len(stitch.PortableFormats))
	for f, name := range names {
		assert.Equal(t, name, stitch.PortableFormats[f-1])
		assert.Equal(t, f, FormatOf(name))
	}
	assert.Equal(t, Format(0), FormatOf("iban"))
}

// TestCheckFormatOf: the check by index says what the check by name says.
func TestCheckFormatOf(t *testing.T) {
	for _, s := range []string{"a@b.co", "not an email", "2025-01-01T10:00:00"} {
		for i, name := range stitch.PortableFormats {
			var byName, byID Decoder
			byName.Reset([]byte(`{}`), stitch.Limits{})
			byID.Reset([]byte(`{}`), stitch.Limits{})
			byName.CheckFormat(name, s)
			byID.CheckFormatOf(Format(i+1), s)
			assert.Equal(t, byName.Finish(), byID.Finish(), "%s %q", name, s)
		}
	}
}

// TestTableFind: a table finds every key of its struct and no other, by its hash, also
// among keys alike in their first eight bytes and their length (which the last eight
// bytes part), and in order where no multiplier parts the keys. Each key is read as a
// string into its own element of an array, as walkKeys reads a struct's fields.
func TestTableFind(t *testing.T) {
	for _, keys := range [][]string{
		{"a"},
		{"", "id", "name"},
		{"resource_name", "resource_type", "resource", "resourcex", "namespace"},
		{"updated_after", "updated_since", "created_after", "created_before", "x"},
		{"abcdefgh_1_ijklmnop", "abcdefgh_2_ijklmnop"}, // alike but in the middle: in order
	} {
		o := &Object{Keys: strings.Join(keys, ", ")}
		for i, k := range keys {
			o.Fields = append(o.Fields, Field{Key: k, Off: uintptr(i) * unsafe.Sizeof(""), Read: ReadString, Has: HasOptional, Want: "a string"})
		}
		assert.Equal(t, keys[0] == "abcdefgh_1_ijklmnop", o.indexOf().linear, "%q", keys)
		for i, k := range keys {
			var got [8]string
			var d Decoder
			d.Reset([]byte(`{`+quote(k)+`:"v"}`), stitch.Limits{})
			d.Object(o, unsafe.Pointer(&got), nil)
			require.NoError(t, d.Finish(), "%q in %q", k, keys)
			assert.Equal(t, "v", got[i], "%q in %q", k, keys)
		}
		for _, k := range []string{"nope", "resource_nam", "resource_namf", "updated_afte", "abcdefgh_3_ijklmnop", "ID"} {
			var got [8]string
			var d Decoder
			d.Reset([]byte(`{`+quote(k)+`:"v"}`), stitch.Limits{})
			d.Object(o, unsafe.Pointer(&got), nil)
			var is stitch.Issues
			require.ErrorAs(t, d.Finish(), &is, "%q in %q", k, keys)
			assert.Equal(t, stitch.CodeUnknownKey, is[0].Code, "%q in %q", k, keys)
			assert.Equal(t, [8]string{}, got)
		}
	}
}
