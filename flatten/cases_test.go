package flatten

import (
	"fmt"

	"github.com/stitchgen/stitchgen/model"
)

// tcase is one exact schema with its expected advertised schema and
// warnings. Cases are built afresh on every call so a test may change them.
type tcase struct {
	name  string
	exact *model.Schema
	want  string   // advertised JSON (any layout)
	warns []string // expected diagnostics, as Diagnostic.String
	notes []string // expected notes, as Diagnostic.String, in walk order
}

// part is the union of design §1: a text variant and a two-label image
// variant.
func part() *model.Schema {
	return union("Part", "type", "Part is one piece of content.",
		variantOf("TextPart", "type", "text", "Plain text.",
			req("text", str(minLen(1), desc("The text.")))),
		variantOf("ImagePart", "type", "image|photo", "An image by URL.",
			req("url", str(format("uri"), desc("Where the image is."))),
			opt("alt", str())),
	)
}

// flatPart is what part() advertises.
const flatPart = `{
  "description": "Part is one piece of content.",
  "type": "object",
  "properties": {
    "type": {"description": "When type = text: Plain text. When type = image | photo: An image by URL.", "type": "string", "enum": ["text", "image", "photo"]},
    "text": {"description": "The text. Required if type = text.", "type": "string", "minLength": 1},
    "url": {"description": "Where the image is. Required if type = image | photo.", "type": "string", "format": "uri"},
    "alt": {"description": "Available unless type = text.", "type": "string"}
  },
  "required": ["type"],
  "additionalProperties": false
}`

// incidentLabels are the 14 operations of ADR 0044's incident; the first 8
// declare part_index.
var incidentLabels = []string{
	"edit_text", "edit_url", "delete_part", "move_part", "set_alt", "crop", "replace", "duplicate",
	"add_part", "set_title", "set_schedule", "add_button", "delete_button", "clear",
}

func incident() *model.Schema {
	var vs []*model.Schema
	for i, l := range incidentLabels {
		var props []field
		if i < 8 {
			pi := integer(minimum("0"), desc("Index of the part."))
			if i < 6 {
				props = append(props, req("part_index", pi))
			} else {
				props = append(props, opt("part_index", pi))
			}
		}
		if i%2 == 0 {
			props = append(props, opt("note", str()))
		}
		vs = append(vs, variantOf(goField(l), "op", l, "", props...))
	}
	return tool("Edits a broadcast.", req("operation", union("Operation", "op", "One edit.", vs...)))
}

func cases() []tcase {
	rootPart := part()
	rootPart.Type = []string{"object"} // as model.ExactSchema leaves a root union

	return []tcase{
		{
			name:  "union at root, multi-label variant",
			exact: rootPart,
			want:  flatPart,
		},
		{
			name:  "union in a property",
			exact: tool("Sends one part.", req("part", part()), opt("note", str())),
			want: `{"description":"Sends one part.","type":"object","properties":{
				"part":` + flatPart + `,
				"note":{"type":"string"}},
				"required":["part"],"additionalProperties":false}`,
		},
		{
			// ADR 0031's broadcast_create: content.parts[] holds the union.
			name: "union in array items",
			exact: tool("BroadcastCreate creates a broadcast draft.",
				req("name", str(minLen(1), maxLen(80), desc("Name shown to the owner only."))),
				req("content", object([]field{req("parts", array(part(), minItems(1)))})),
				opt("limit", integer(minimum("0"), maximum("5000"), deflt("100")))),
			want: `{"description":"BroadcastCreate creates a broadcast draft.","type":"object","properties":{
				"name":{"description":"Name shown to the owner only.","type":"string","minLength":1,"maxLength":80},
				"content":{"type":"object","properties":{"parts":{"type":"array","items":` + flatPart + `,"minItems":1}},"required":["parts"],"additionalProperties":false},
				"limit":{"type":"integer","minimum":0,"maximum":5000,"default":100}},
				"required":["name","content"],"additionalProperties":false}`,
		},
		{
			name:  "union in map values",
			exact: tool("", req("parts", mapOf(part(), minProps(1)))),
			want: `{"type":"object","properties":{"parts":{"type":"object","additionalProperties":` + flatPart + `,"minProperties":1}},
				"required":["parts"],"additionalProperties":false}`,
		},
		{
			name:  "nullable union",
			exact: tool("", opt("part", with(part(), nullable(), desc("The part, or null to clear it."))), opt("n", integer())),
			want: `{"type":"object","properties":{"part":{"description":"The part, or null to clear it.","type":["object","null"],"properties":{
				"type":{"description":"When type = text: Plain text. When type = image | photo: An image by URL.","type":"string","enum":["text","image","photo"]},
				"text":{"description":"The text. Required if type = text.","type":"string","minLength":1},
				"url":{"description":"Where the image is. Required if type = image | photo.","type":"string","format":"uri"},
				"alt":{"description":"Available unless type = text.","type":"string"}},
				"required":["type"],"additionalProperties":false},
				"n":{"type":"integer"}},"additionalProperties":false}`,
		},
		{
			name: "union nested inside a variant",
			exact: tool("", req("op", union("Op", "kind", "",
				variantOf("Insert", "kind", "insert", "Inserts a part.",
					req("at", integer(minimum("0"))),
					req("part", part())),
				variantOf("Remove", "kind", "remove", "Removes a part.",
					req("at", integer(minimum("0")))),
			))),
			want: `{"type":"object","properties":{"op":{"type":"object","properties":{
				"kind":{"description":"When kind = insert: Inserts a part. When kind = remove: Removes a part.","type":"string","enum":["insert","remove"]},
				"at":{"type":"integer","minimum":0},
				"part":{"description":"Part is one piece of content. Required if kind = insert.","type":"object","properties":{
					"type":{"description":"When type = text: Plain text. When type = image | photo: An image by URL.","type":"string","enum":["text","image","photo"]},
					"text":{"description":"The text. Required if type = text.","type":"string","minLength":1},
					"url":{"description":"Where the image is. Required if type = image | photo.","type":"string","format":"uri"},
					"alt":{"description":"Available unless type = text.","type":"string"}},
					"required":["type"],"additionalProperties":false}},
				"required":["kind","at"],"additionalProperties":false}},
				"required":["op"],"additionalProperties":false}`,
		},
		{
			name: "multi-label variants",
			exact: tool("", req("shape", union("Shape", "shape", "",
				variantOf("Circle", "shape", "circle|round", "",
					req("r", number(gt("0"), desc("Radius.")))),
				variantOf("Rect", "shape", "rect|square|box", "",
					req("w", number(gt("0"))),
					opt("h", number(gt("0")))),
				variantOf("Dot", "shape", "dot", ""),
			))),
			want: `{"type":"object","properties":{"shape":{"type":"object","properties":{
				"shape":{"type":"string","enum":["circle","round","rect","square","box","dot"]},
				"r":{"description":"Radius. Required if shape = circle | round.","type":"number","exclusiveMinimum":0},
				"w":{"description":"Required if shape = rect | square | box.","type":"number","exclusiveMinimum":0},
				"h":{"description":"Available if shape = rect | square | box.","type":"number","exclusiveMinimum":0}},
				"required":["shape"],"additionalProperties":false}},
				"required":["shape"],"additionalProperties":false}`,
		},
		{
			name: "single-variant union",
			exact: tool("", req("u", union("Only", "type", "Only one kind.",
				variantOf("Solo", "type", "solo", "The only variant.",
					req("a", str()), opt("b", boolean(deflt("true"))))))),
			want: `{"type":"object","properties":{"u":{"description":"Only one kind.","type":"object","properties":{
				"type":{"description":"The only variant.","type":"string","enum":["solo"]},
				"a":{"type":"string"},
				"b":{"description":"Default true.","type":"boolean"}},
				"required":["type","a"],"additionalProperties":false}},
				"required":["u"],"additionalProperties":false}`,
		},
		{
			name:  "union inside $defs",
			exact: withDefs(),
			want: `{"type":"object","properties":{"tree":{"$ref":"#/$defs/Node"}},"required":["tree"],"additionalProperties":false,
				"$defs":{"Node":{"description":"A tree node.","type":"object","properties":{
					"kind":{"type":"string","enum":["leaf","branch"]},
					"value":{"description":"Required if kind = leaf.","type":"integer"},
					"children":{"description":"Required if kind = branch.","type":"array","items":{"$ref":"#/$defs/Node"}}},
					"required":["kind"],"additionalProperties":false}}}`,
		},
		{
			name:  "incident: identical collided key kept verbatim",
			exact: incident(),
			want:  incidentWant(),
		},
		{
			name: "bounds that differ",
			exact: tool("", req("x", union("B", "k", "",
				variantOf("A", "k", "a", "",
					req("name", str(minLen(1), maxLen(80))),
					req("count", integer(minimum("0"), maximum("10"))),
					req("limit", integer(minimum("1"), maximum("9"))),
					req("ratio", number(gt("0"), lt("1"))),
					req("tags", array(str(), minItems(1), maxItems(3)))),
				variantOf("B", "k", "b", "",
					req("name", str(minLen(3), maxLen(40))),
					req("count", integer(gt("-1"), maximum("100"))),
					req("limit", integer(maximum("9.0"))),
					req("ratio", number(minimum("0.0"), maximum("1"))),
					req("tags", array(str(), minItems(2)))),
				variantOf("C", "k", "c", "",
					req("name", str(minLen(2), maxLen(80))),
					req("count", integer(minimum("-1"), lt("5"))),
					req("limit", integer(minimum("2"), lt("9"))),
					req("ratio", number(minimum("0"), lt("1"))),
					req("tags", array(str(), minItems(0), maxItems(9)))),
			))),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"type":"string","enum":["a","b","c"]},
				"name":{"description":"When k = b: 3 to 40 characters. When k = c: at least 2 characters.","type":"string","minLength":1,"maxLength":80},
				"count":{"description":"When k = a: between 0 and 10. When k = b: above -1. When k = c: below 5.","type":"integer","minimum":-1,"maximum":100},
				"limit":{"description":"When k = a: at least 1. When k = b: at most 9.0. When k = c: at least 2 and below 9.","type":"integer","maximum":9},
				"ratio":{"description":"When k = a: above 0 and below 1. When k = b: at least 0.0. When k = c: below 1.","type":"number","minimum":0,"maximum":1},
				"tags":{"description":"When k = a: 1 to 3 items. When k = b: at least 2 items. When k = c: at most 9 items.","type":"array","items":{"type":"string"},"minItems":0}},
				"required":["k","name","count","limit","ratio","tags"],"additionalProperties":false}},
				"required":["x"],"additionalProperties":false}`,
		},
		{
			name: "exact counts read as counts, not ranges",
			exact: tool("", req("x", union("X", "k", "",
				variantOf("A", "k", "a", "", req("ids", array(str(), minItems(1), maxItems(1))), req("code", str(minLen(3), maxLen(3)))),
				variantOf("B", "k", "b", "", req("ids", array(str(), minItems(2), maxItems(2))), req("code", str(minLen(1), maxLen(1)))),
			))),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"type":"string","enum":["a","b"]},
				"ids":{"description":"When k = a: exactly 1 item. When k = b: exactly 2 items.","type":"array","items":{"type":"string"},"minItems":1,"maxItems":2},
				"code":{"description":"When k = a: exactly 3 characters. When k = b: exactly 1 character.","type":"string","minLength":1,"maxLength":3}},
				"required":["k","ids","code"],"additionalProperties":false}},
				"required":["x"],"additionalProperties":false}`,
		},
		{
			name: "int vs float",
			exact: tool("", req("x", union("N", "k", "",
				variantOf("A", "k", "a", "", req("n", integer(minimum("0"), maximum("10")))),
				variantOf("B", "k", "b", "", req("n", number(minimum("0.5"), maximum("10.5")))),
			))),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"type":"string","enum":["a","b"]},
				"n":{"description":"A number if k = b; an integer if k = a. When k = a: at most 10. When k = b: at least 0.5.","type":"number","minimum":0,"maximum":10.5}},
				"required":["k","n"],"additionalProperties":false}},
				"required":["x"],"additionalProperties":false}`,
		},
		{
			name: "enums: widened, against free values",
			exact: tool("", req("x", union("E", "k", "",
				variantOf("A", "k", "a", "",
					req("mode", str(strEnum("fast", "slow"))),
					req("color", str(strEnum("red", "green"))),
					req("level", integer(enum("1", "2"))),
					req("size", str(strEnum("s", "m")))),
				variantOf("B", "k", "b", "",
					req("mode", str(maxLen(10))),
					req("color", str(strEnum("green", "blue"))),
					req("level", integer(minimum("0"))),
					req("size", str(strEnum("m", "l")))),
				variantOf("C", "k", "c", "",
					req("size", with(&model.Schema{Type: []string{"string"}, Const: quote("xl")}))),
			))),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"type":"string","enum":["a","b","c"]},
				"mode":{"description":"When k = a: one of \"fast\", \"slow\". When k = b: at most 10 characters. Required if k = a | b.","type":"string"},
				"color":{"description":"When k = a: one of \"red\", \"green\". When k = b: one of \"green\", \"blue\". Required if k = a | b.","type":"string","enum":["red","green","blue"]},
				"level":{"description":"When k = a: one of 1, 2. When k = b: at least 0. Required if k = a | b.","type":"integer"},
				"size":{"description":"When k = a: one of \"s\", \"m\". When k = b: one of \"m\", \"l\". When k = c: exactly \"xl\".","type":"string","enum":["s","m","l","xl"]}},
				"required":["k","size"],"additionalProperties":false}},
				"required":["x"],"additionalProperties":false}`,
		},
		{
			name: "string vs number, object vs array, string vs array of string",
			exact: tool("", req("x", union("K", "k", "",
				variantOf("A", "k", "a", "",
					req("id", str(minLen(1), pattern("^[a-z]+$"))),
					req("target", object([]field{req("n", integer())})),
					req("to", str(minLen(1)))),
				variantOf("B", "k", "b", "",
					req("id", integer(minimum("1"))),
					req("target", array(str(), maxItems(2))),
					req("to", array(str(minLen(2)), minItems(1)))),
			))),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"type":"string","enum":["a","b"]},
				"id":{"description":"A string if k = a; an integer if k = b.","type":["string","integer"],"pattern":"^[a-z]+$","minLength":1,"minimum":1},
				"target":{"description":"An object if k = a; an array if k = b.","type":["object","array"],"items":{"type":"string"},"maxItems":2,"properties":{"n":{"type":"integer"}},"required":["n"],"additionalProperties":false},
				"to":{"description":"A string if k = a; an array if k = b.","type":["string","array"],"minLength":1,"items":{"type":"string","minLength":2},"minItems":1}},
				"required":["k","id","target","to"],"additionalProperties":false}},
				"required":["x"],"additionalProperties":false}`,
		},
		{
			name: "nullable in one variant",
			exact: tool("", req("x", union("Nu", "k", "",
				variantOf("A", "k", "a", "",
					req("n", integer(nullable())),
					req("c", str(strEnum("x", "y"), nullable()))),
				variantOf("B", "k", "b", "",
					req("n", integer(minimum("0"))),
					req("c", str(strEnum("z")))),
			))),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"type":"string","enum":["a","b"]},
				"n":{"description":"An integer if k = b; an integer or null if k = a. When k = b: at least 0.","type":["integer","null"]},
				"c":{"description":"A string if k = b; a string or null if k = a. When k = a: one of \"x\", \"y\", null. When k = b: exactly \"z\".","type":["string","null"],"enum":["x","y","z",null]}},
				"required":["k","n","c"],"additionalProperties":false}},
				"required":["x"],"additionalProperties":false}`,
		},
		{
			// Each key is merged over the objects that declare it (B's
			// loose rest does not widen A's index); keys neither declares
			// take B's rest schema.
			name: "two object shapes merged",
			exact: tool("", req("x", union("Obj", "k", "",
				variantOf("A", "k", "a", "",
					req("target", object([]field{
						req("id", str(desc("Target id."))),
						opt("index", integer(minimum("0"))),
						req("at", array(integer(), maxItems(3))),
					}, desc("Where to apply.")))),
				variantOf("B", "k", "b", "",
					req("target", object([]field{
						req("id", str(minLen(1), desc("Target id."))),
						req("name", str()),
						req("at", array(integer(maximum("9")), maxItems(5))),
					}, loose(str()), desc("What to apply to.")))),
			))),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"type":"string","enum":["a","b"]},
				"target":{"description":"When k = a: Where to apply. When k = b: What to apply to.","type":"object","properties":{"id":{"description":"Target id. When k = b: at least 1 character.","type":"string"},"index":{"type":"integer","minimum":0},"at":{"description":"When k = a: at most 3 items.","type":"array","items":{"description":"When k = b: at most 9.","type":"integer"},"maxItems":5},"name":{"type":"string"}},"required":["id","at"],"additionalProperties":{"type":"string"}}},
				"required":["k","target"],"additionalProperties":false}},
				"required":["x"],"additionalProperties":false}`,
		},
		{
			name: "identical shapes, nested descriptions differ",
			exact: tool("", req("x", union("Same", "k", "",
				variantOf("A", "k", "a", "", req("at", object([]field{req("line", integer(desc("Line, from 1.")))}, desc("Where.")))),
				variantOf("B", "k", "b", "", req("at", object([]field{req("line", integer(desc("Line, from 0.")))}))),
				variantOf("C", "k", "c", "", req("at", object([]field{req("line", integer(desc("Line, from 1.")))}, desc("Where.")))),
			))),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"type":"string","enum":["a","b","c"]},
				"at":{"description":"When k = a | c: Where.","type":"object","properties":{"line":{"description":"When k = a | c: Line, from 1. When k = b: Line, from 0.","type":"integer"}},"required":["line"],"additionalProperties":false}},
				"required":["k","at"],"additionalProperties":false}},
				"required":["x"],"additionalProperties":false}`,
		},
		{
			name: "collided key holding two unions",
			exact: tool("", req("x", union("Msg", "k", "",
				variantOf("A", "k", "a", "", req("part", part())),
				variantOf("B", "k", "b", "", opt("part", union("TextOnly", "type", "",
					variantOf("Text", "type", "text", "", req("text", str(minLen(1), desc("The text."))))))),
			))),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"type":"string","enum":["a","b"]},
				"part":{"description":"When k = a: Part is one piece of content. Required if k = a.","type":"object","properties":{"type":{"description":"When type = text: Plain text. When type = image | photo: An image by URL.","type":"string","enum":["text","image","photo"]},"text":{"description":"The text. Required if type = text.","type":"string","minLength":1},"url":{"description":"Where the image is. Required if type = image | photo.","type":"string","format":"uri"},"alt":{"description":"Available unless type = text.","type":"string"}},"required":["type"],"additionalProperties":false}},
				"required":["k"],"additionalProperties":false}},
				"required":["x"],"additionalProperties":false}`,
		},
		{
			// Two different unions under one key are flattened again as one:
			// hints over all labels, one set per discriminator.
			name: "two unions merged under one key",
			exact: tool("", req("x", union("X", "k", "",
				variantOf("First", "k", "first", "", req("value", union("U1", "t", "U1 doc.",
					variantOf("A", "t", "a", "An a.", req("n", integer(minimum("0"))), opt("label", str(desc("Label of a.")))),
					variantOf("B", "t", "b", "", req("n", integer(minimum("1"))))))),
				variantOf("Second", "k", "second", "", opt("value", union("U2", "t", "U2 doc.",
					variantOf("C", "t", "c|cc", "A c.", req("label", str(minLen(1), desc("Label of c."))))))),
			))),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"type":"string","enum":["first","second"]},
				"value":{"description":"When k = first: U1 doc. When k = second: U2 doc. Required if k = first.","type":"object","properties":{
					"t":{"description":"When t = a: An a. When t = c | cc: A c.","type":"string","enum":["a","b","c","cc"]},
					"n":{"description":"When t = b: at least 1. Required if t = a | b.","type":"integer","minimum":0},
					"label":{"description":"When t = a: Label of a. When t = c | cc: Label of c; at least 1 character. Available unless t = b. Required if t = c | cc.","type":"string"}},
					"required":["t"],"additionalProperties":false}},
				"required":["k"],"additionalProperties":false}},
				"required":["x"],"additionalProperties":false}`,
		},
		{
			name: "maps merge their values",
			exact: tool("", req("x", union("M", "k", "",
				variantOf("A", "k", "a", "", req("m", mapOf(str(minLen(1)), minProps(1))), req("o", object([]field{req("p", str())}))),
				variantOf("B", "k", "b", "", req("m", mapOf(integer(), minProps(2))), req("o", mapOf(boolean()))),
			))),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"type":"string","enum":["a","b"]},
				"m":{"type":"object","additionalProperties":{"description":"A string if k = a; an integer if k = b.","type":["string","integer"],"minLength":1},"minProperties":1},
				"o":{"type":"object","properties":{"p":{"type":"string"}},"additionalProperties":{"type":"boolean"}}},
				"required":["k","m","o"],"additionalProperties":false}},
				"required":["x"],"additionalProperties":false}`,
		},
		{
			// A string against the root itself: the target is inlined once;
			// inside it, the same collision meets the target being built
			// and takes an object with any keys (every $ref target is an
			// object). B comes first: drawn values end their recursion with
			// the first variant.
			name: "a string against a recursive root",
			exact: tool("A chain.", req("x", union("R", "k", "",
				variantOf("B", "k", "b", "", req("next", str(minLen(1)))),
				variantOf("A", "k", "a", "", req("next", &model.Schema{Ref: "#"})),
			))),
			want: `{"description":"A chain.","type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"type":"string","enum":["b","a"]},
				"next":{"description":"A string if k = b; an object if k = a.","type":["string","object"],"minLength":1,"properties":{"x":{"type":"object","properties":{
					"k":{"type":"string","enum":["b","a"]},
					"next":{"description":"A string if k = b; an object if k = a.","type":["string","object"],"minLength":1,"additionalProperties":{}}},
					"required":["k","next"],"additionalProperties":false}},"required":["x"],"additionalProperties":false}},
				"required":["k","next"],"additionalProperties":false}},
				"required":["x"],"additionalProperties":false}`,
		},
		{
			name: "coerce in one of three variants",
			exact: tool("", req("x", union("Operation", "op", "",
				variantOf("Edit", "op", "edit", "",
					req("part_index", integer(minimum("0"), tolerance("coerce"), desc("Index of the part.")))),
				variantOf("Move", "op", "move", "",
					req("part_index", integer(minimum("0"), desc("Index of the part.")))),
				variantOf("Delete", "op", "delete", "",
					opt("part_index", integer(minimum("0")))),
			))),
			want:  `{"type":"object","properties":{"x":{"type":"object","properties":{"op":{"type":"string","enum":["edit","move","delete"]},"part_index":{"description":"When op = edit | move: Index of the part. Required unless op = delete.","type":"integer","minimum":0}},"required":["op"],"additionalProperties":false}},"required":["x"],"additionalProperties":false}`,
			notes: []string{`edit.go:3:2: key "part_index" of union Operation tolerates more than it advertises: Edit.PartIndex uses coerce`},
		},
		{
			name: "a key in one variant only",
			exact: tool("", req("x", union("One", "k", "",
				variantOf("A", "k", "a", "",
					req("n", integer(tolerance("coerce"), minimum("0"), desc("Count."))),
					opt("opts", object([]field{opt("deep", boolean(deflt("false")))}, deflt(`{}`)))),
				variantOf("B", "k", "b", ""),
			))),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"type":"string","enum":["a","b"]},
				"n":{"description":"Count. Required if k = a.","type":"integer","minimum":0},
				"opts":{"description":"Default {}. Available if k = a.","type":"object","properties":{"deep":{"description":"Default false.","type":"boolean"}},"additionalProperties":false}},
				"required":["k"],"additionalProperties":false}},
				"required":["x"],"additionalProperties":false}`,
		},
		{
			name: "descriptions that differ",
			exact: tool("", req("x", union("D", "k", "",
				variantOf("A", "k", "a", "An A.", req("id", str(desc("The message id.")))),
				variantOf("B", "k", "b", "", req("id", str(desc("The chat id.")))),
				variantOf("C", "k", "c|cc", "A C.", req("id", str(desc("The message id.")))),
				variantOf("D", "k", "d", "", req("id", str())),
			))),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"description":"When k = a: An A. When k = c | cc: A C.","type":"string","enum":["a","b","c","cc","d"]},
				"id":{"description":"When k = a | c | cc: The message id. When k = b: The chat id.","type":"string"}},
				"required":["k","id"],"additionalProperties":false}},
				"required":["x"],"additionalProperties":false}`,
		},
		{
			name: "discriminator docs",
			exact: tool("", req("x", union("DD", "k", "",
				with(variantOf("A", "k", "a", "Adds.", req("n", integer())), func(s *model.Schema) { s.Prop("k").Description = "What to do." }),
				with(variantOf("B", "k", "b", "Drops.", req("n", integer())), func(s *model.Schema) { s.Prop("k").Description = "What to do." }),
			))),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"description":"What to do. When k = a: Adds. When k = b: Drops.","type":"string","enum":["a","b"]},
				"n":{"type":"integer"}},
				"required":["k","n"],"additionalProperties":false}},
				"required":["x"],"additionalProperties":false}`,
		},
		{
			// A key's hull is built from the variants that declare it: C
			// (plain) does not leave n untyped, B's rest values (integers)
			// do not widen m. Soundness holds modulo the keys a plain or
			// loose variant does not declare.
			name: "key policy: a loose and a plain variant",
			exact: tool("", req("x", union("P", "k", "",
				variantOf("A", "k", "a", "", req("n", integer())),
				with(variantOf("B", "k", "b", "", req("n", integer())), loose(integer())),
				with(variantOf("C", "k", "c", "", opt("m", str())), plain()),
			))),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"type":"string","enum":["a","b","c"]},
				"n":{"description":"Required if k = a | b.","type":"integer"},
				"m":{"description":"Available if k = c.","type":"string"}},
				"required":["k"],"additionalProperties":{}}},
				"required":["x"],"additionalProperties":false}`,
		},
		{
			name: "refs: identical kept, different resolved and merged",
			exact: with(tool("", req("x", union("R", "k", "",
				variantOf("A", "k", "a", "", req("same", ref("T")), req("diff", ref("T")), req("mixed", ref("T"))),
				variantOf("B", "k", "b", "", req("same", ref("T")), req("diff", ref("U")), req("mixed", str())),
			))), func(s *model.Schema) {
				s.Defs = []model.Def{{Name: "T", Schema: object([]field{opt("t", str())})}, {Name: "U", Schema: object([]field{opt("u", str())})}}
			}),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"type":"string","enum":["a","b"]},
				"same":{"$ref":"#/$defs/T"},
				"diff":{"type":"object","properties":{"t":{"type":"string"},"u":{"type":"string"}},"additionalProperties":false},
				"mixed":{"description":"A string if k = b; an object if k = a.","type":["string","object"],"properties":{"t":{"type":"string"}},"additionalProperties":false}},
				"required":["k","same","diff","mixed"],"additionalProperties":false}},
				"required":["x"],"additionalProperties":false,"$defs":{"T":{"type":"object","properties":{"t":{"type":"string"}},"additionalProperties":false},"U":{"type":"object","properties":{"u":{"type":"string"}},"additionalProperties":false}}}`,
		},
		{
			name: "tolerance nested in merged objects and items",
			exact: tool("", req("x", union("Deep", "k", "",
				variantOf("A", "k", "a", "",
					req("target", object([]field{req("index", integer(tolerance("catch"), fld("A.Index"))), req("name", str())})),
					req("ids", array(integer(tolerance("coerce"), fld("A.Ids"))))),
				variantOf("B", "k", "b", "",
					req("target", object([]field{req("index", integer()), req("name", str(minLen(1)))})),
					req("ids", array(integer(), minItems(1)))),
			))),
			want:  `{"type":"object","properties":{"x":{"type":"object","properties":{"k":{"type":"string","enum":["a","b"]},"target":{"type":"object","properties":{"index":{"type":"integer"},"name":{"description":"When k = b: at least 1 character.","type":"string"}},"required":["index","name"],"additionalProperties":false},"ids":{"description":"When k = b: at least 1 item.","type":"array","items":{"type":"integer"}}},"required":["k","target","ids"],"additionalProperties":false}},"required":["x"],"additionalProperties":false}`,
			notes: []string{`key "target.index" of union Deep tolerates more than it advertises: A.Index uses catch`, `key "ids[]" of union Deep tolerates more than it advertises: A.Ids uses coerce`},
		},
		{
			name: "defaults inside variants are not advertised",
			exact: tool("", opt("x", with(union("Df", "k", "",
				variantOf("A", "k", "a", "", opt("n", integer(deflt("3"))), opt("o", object([]field{opt("p", str(deflt(`"q"`)))}))),
				variantOf("B", "k", "b", "", opt("n", integer(deflt("4")))),
			), deflt(`{"k":"b"}`)))),
			want: `{"type":"object","properties":{"x":{"type":"object","properties":{
				"k":{"type":"string","enum":["a","b"]},
				"n":{"description":"When k = a: default 3. When k = b: default 4.","type":"integer"},
				"o":{"description":"Available if k = a.","type":"object","properties":{"p":{"description":"Default \"q\".","type":"string"}},"additionalProperties":false}},
				"required":["k"],"additionalProperties":false,"default":{"k":"b"}}},
				"additionalProperties":false}`,
		},
		{
			name: "oneOf without a discriminator falls back to the hull",
			exact: tool("", req("v", &model.Schema{Field: "T.V", OneOf: []*model.Schema{
				str(desc("A name.")), integer(minimum("0"), desc("An index.")),
			}})),
			want: `{"type":"object","properties":{"v":{"description":"When branch 1: A name. When branch 2: An index.","type":["string","integer"],"minimum":0}},
				"required":["v"],"additionalProperties":false}`,
			warns: []string{`warning: oneOf of T.V has no usable discriminator; advertised as one schema accepting any of its 2 branches`},
		},
	}
}

// withDefs is a recursive union behind $defs, as model.ExactSchema builds
// it for a self-referencing type.
func withDefs() *model.Schema {
	s := tool("", req("tree", ref("Node")))
	s.Defs = []model.Def{{Name: "Node", Schema: union("Node", "kind", "A tree node.",
		variantOf("Leaf", "kind", "leaf", "", req("value", integer())),
		variantOf("Branch", "kind", "branch", "", req("children", array(ref("Node")))),
	)}}
	return s
}

func incidentWant() string {
	labels := func(ls []string) string {
		out := ""
		for i, l := range ls {
			if i > 0 {
				out += " | "
			}
			out += l
		}
		return out
	}
	var odd []string
	for i, l := range incidentLabels {
		if i%2 == 1 {
			odd = append(odd, l)
		}
	}
	enum := ""
	for i, l := range incidentLabels {
		if i > 0 {
			enum += ","
		}
		enum += fmt.Sprintf("%q", l)
	}
	return `{"description":"Edits a broadcast.","type":"object","properties":{"operation":{"description":"One edit.","type":"object","properties":{
		"op":{"type":"string","enum":[` + enum + `]},
		"part_index":{"description":"Index of the part. Available unless op = ` + labels(incidentLabels[8:]) + `. Required if op = ` + labels(incidentLabels[:6]) + `.","type":"integer","minimum":0},
		"note":{"description":"Available unless op = ` + labels(odd) + `.","type":"string"}},
		"required":["op"],"additionalProperties":false}},
		"required":["operation"],"additionalProperties":false}`
}
