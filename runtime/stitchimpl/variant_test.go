package stitchimpl

import (
	"fmt"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// shape is a union interface with variants of every layout Box meets.
type shape interface{ isShape() }

type (
	text   struct{ Type, Text string } // the usual variant: a discriminator and strings
	nested struct {                    // pointers of every kind, and a nested union
		Type  string
		Items []int
		Attrs map[string]int
		Age   *int
		Score float64
		Names [3]string
		Inner shape
	}
	large  struct{ Pad [300]byte } // larger than any size class step
	onePtr struct{ p *int }        // stored in the interface word itself
	empty  struct{}                // no bytes: every value is the same
	scalar int                     // not a struct
)

func (text) isShape()   {}
func (nested) isShape() {}
func (large) isShape()  {}
func (onePtr) isShape() {}
func (empty) isShape()  {}
func (scalar) isShape() {}

// boxer is a variant of shape with its type hidden, to test every shape in one loop.
type boxer struct {
	name  string
	boxes bool // Box points into the chunk (not a conversion)
	make  func(d *Decoder, i int) (boxed, converted shape)
}

func variantOf[V shape](name string, fill func(p *V, i int)) boxer {
	vs := variantsOf[V]()
	return boxer{name, vs.vs[0].box, func(d *Decoder, i int) (shape, shape) {
		p := (*V)(vs.New(d, 0))
		fill(p, i)
		return boxOf(vs, 0, p), shape(*p)
	}}
}

// variantsOf returns the Variants of a union of shape with the one variant V, as generated
// code makes it.
func variantsOf[V shape]() *Variants {
	protos := [...]shape{*new(V)}
	return NewVariants(unsafe.Pointer(&protos), chunkOf[V])
}

// chunkOf is the Chunk of V, as generated code writes it.
func chunkOf[V any](n int) (unsafe.Pointer, uintptr) {
	return unsafe.Pointer(unsafe.SliceData(make([]V, n))), unsafe.Sizeof(*new(V))
}

// boxOf boxes the value of variant i at p as generated code does: by Box, else by
// conversion.
func boxOf[V shape](vs *Variants, i int, p *V) shape {
	var s shape
	if !vs.Box(i, unsafe.Pointer(&s), unsafe.Pointer(p)) {
		s = *p
	}
	return s
}

func shapes() []boxer {
	return []boxer{
		variantOf("text", func(p *text, i int) { *p = text{"text", "t" + strconv.Itoa(i)} }),
		variantOf("nested", func(p *nested, i int) {
			age := i
			*p = nested{Type: "nested", Items: []int{i, i + 1}, Attrs: map[string]int{"k": i}, Age: &age,
				Score: float64(i) / 2, Names: [3]string{"a", strconv.Itoa(i)}, Inner: text{"text", strconv.Itoa(i)}}
		}),
		variantOf("large", func(p *large, i int) { p.Pad[0], p.Pad[299] = byte(i), byte(i>>8) }),
		variantOf("onePtr", func(p *onePtr, i int) { n := i; p.p = &n }),
		variantOf("empty", func(p *empty, i int) {}),
		variantOf("scalar", func(p *scalar, i int) { *p = scalar(i) }),
	}
}

// TestVariantBoxesAsConversion: a value boxed by a Variant is, to every use of an
// interface, the value the compiler's own conversion boxes: equal by ==, by
// reflect.DeepEqual and as printed, of the same dynamic type, and still whole after
// collections that free everything else. A Go release that changed how an interface holds
// its value would fail here.
func TestVariantBoxesAsConversion(t *testing.T) {
	const n = 1000 // several chunks of each variant, the largest ones included
	for _, b := range shapes() {
		t.Run(b.name, func(t *testing.T) {
			assert.Equal(t, variantBoxesInPlace && b.name != "onePtr", b.boxes, "which variants Box points to")
			boxed := make([]shape, n)
			converted := make([]shape, n)
			func() {
				var d Decoder // dropped before the collections below
				for i := range n {
					boxed[i], converted[i] = b.make(&d, i)
				}
			}()
			for range 3 {
				runtime.GC()
				garbage := make([][]byte, 0, 1000) // reuses what the collection freed
				for i := range cap(garbage) {
					garbage = append(garbage, make([]byte, 64+i%512))
				}
				runtime.KeepAlive(garbage)
			}
			for i := range n {
				require.Equal(t, reflect.TypeOf(converted[i]), reflect.TypeOf(boxed[i]), "value %d", i)
				require.True(t, reflect.DeepEqual(converted[i], boxed[i]), "value %d: %#v, want %#v", i, boxed[i], converted[i])
				require.Equal(t, fmt.Sprintf("%#v", converted[i]), fmt.Sprintf("%#v", boxed[i]), "value %d", i)
				if reflect.TypeOf(boxed[i]).Comparable() {
					require.True(t, boxed[i] == converted[i], "value %d", i)
				}
			}
			if _, ok := boxed[7].(text); ok {
				assert.Equal(t, text{"text", "t7"}, boxed[7].(text), "a type assertion copies the value out")
			}
		})
	}
}

// TestVariantElementsAreOwn: no two values share an element, within a parse or across
// two; a Decoder's chunks are dropped by Reset.
func TestVariantElementsAreOwn(t *testing.T) {
	v := variantsOf[text]()
	var d Decoder
	seen := map[*text]bool{}
	for parse := range 3 {
		d.Reset([]byte(`{}`), stitch.Limits{})
		for i := range 300 {
			p := (*text)(v.New(&d, 0))
			require.False(t, seen[p], "parse %d, value %d: an element handed out twice", parse, i)
			require.Equal(t, text{}, *p, "an element starts zero")
			seen[p] = true
			p.Text = "x"
		}
	}
}

// TestVariantsSharingAChunk: two variants whose chunks are the same one of the Decoder's
// take turns, and each value stays its own.
func TestVariantsSharingAChunk(t *testing.T) {
	a := variantsOf[text]()
	for range variantChunks - 1 {
		variantsOf[text]()
	}
	b := variantsOf[scalar]() // a's id plus variantChunks
	require.Equal(t, a.vs[0].id%variantChunks, b.vs[0].id%variantChunks, "the two variants share a chunk of the Decoder")
	var d Decoder
	var got []shape
	for i := range 50 {
		p := (*text)(a.New(&d, 0))
		*p = text{"text", strconv.Itoa(i)}
		q := (*scalar)(b.New(&d, 0))
		*q = scalar(i)
		got = append(got, boxOf(a, 0, p), boxOf(b, 0, q))
	}
	for i := range 50 {
		assert.Equal(t, text{"text", strconv.Itoa(i)}, got[2*i])
		assert.Equal(t, scalar(i), got[2*i+1])
	}
}

// TestVariantChunksDouble: 100 values of one variant take five chunks (4, 8, 16, 32, 64
// elements), and boxing them allocates nothing more. With input left to read, the first
// chunk holds a quarter of it in bytes: 31 text values (32 bytes each) in 4 000 bytes.
// Built with stitch_convert, Box never boxes and the conversion copies each value to an
// allocation of its own.
func TestVariantChunksDouble(t *testing.T) {
	v := variantsOf[text]()
	read := func(sink []shape, input []byte) float64 {
		return testing.AllocsPerRun(20, func() {
			var d Decoder
			d.Reset(input, stitch.Limits{})
			for i := range sink {
				p := (*text)(v.New(&d, 0))
				p.Type = "text"
				sink[i] = boxOf(v, 0, p)
			}
		})
	}
	allocs := func(chunks, values int) float64 {
		if variantBoxesInPlace {
			return float64(chunks)
		}
		return float64(chunks + values)
	}
	assert.Equal(t, allocs(5, 100), read(make([]shape, 100), []byte(`{}`)))
	input := []byte(`[` + strings.Repeat(`{"type":"text"},`, 250) + `{}]`) // 4 003 bytes
	assert.Equal(t, allocs(1, 31), read(make([]shape, 31), input))
	assert.Equal(t, allocs(2, 32), read(make([]shape, 32), input))
}

// TestVariantByTable: Decoder.Variant reads a union's label wherever its key is, the
// variant it chooses (an alias too: u.Of), by the variant's table when it has one (Objects),
// else leaves it to the code after the '{'; the default label where the key is left out; and
// no variant (nil) with the issue of an unknown label.
func TestVariantByTable(t *testing.T) {
	type (
		word struct{ Type, Text string }
		num  struct {
			Type string
			N    int64
		}
	)
	textObj := &Object{Keys: "type, text", Fields: []Field{
		{Key: "type", Off: unsafe.Offsetof(word{}.Type), Read: ReadString, Has: HasDefault, Default: `"words"`, Fill: true, Want: "one of \"text\", \"words\"", Check: CheckEnum | CheckLabel, Enum: []string{"text", "words"}},
		{Key: "text", Off: unsafe.Offsetof(word{}.Text), Read: ReadString, Want: "a string of at most 3 characters", Check: CheckMax, Max: 3},
	}}
	u := &Union{Key: "type", Labels: []string{"text", "words", "num"}, Of: []uint8{0, 0, 1}, Default: "words", Owners: map[string]string{"text": "text | words", "n": "num"}}
	protos := [...]any{word{}, num{}}
	vs := NewVariants(unsafe.Pointer(&protos), chunkOf[word], chunkOf[num]).Objects(textObj, nil)
	parse := func(input string) (int, any, error) {
		var d Decoder
		d.Reset([]byte(input), stitch.Limits{})
		i, x := d.Variant(u, vs)
		var v any
		switch i {
		case 1: // read by code
			n := (*num)(x)
			for d.NextKey() {
				switch string(d.Key()) {
				case "type":
					n.Type, _ = d.String("a label")
				case "n":
					n.N, _ = d.Int(64, "an integer")
				default:
					d.Unknown(u, "type, n")
				}
			}
			v = *n
		case 0:
			v = *(*word)(x)
		}
		if x == nil {
			assert.Equal(t, -1, i)
		}
		return i, v, d.Finish()
	}
	i, v, err := parse(`{"text":"ab","type":"words"}`)
	require.NoError(t, err)
	assert.Equal(t, 0, i)
	assert.Equal(t, word{Type: "words", Text: "ab"}, v, "an alias's variant, the label after a key")
	i, v, err = parse(`{"type":"num","n":7}`)
	require.NoError(t, err)
	assert.Equal(t, 1, i)
	assert.Equal(t, num{Type: "num", N: 7}, v, "read by the code")
	i, v, err = parse(`{"text":"abc"}`)
	require.NoError(t, err)
	assert.Equal(t, 0, i)
	assert.Equal(t, word{Type: "words", Text: "abc"}, v, "the default label's variant")
	i, v, err = parse(`{"type":"nope","text":"abcd"}`)
	var is stitch.Issues
	require.ErrorAs(t, err, &is)
	assert.Equal(t, -1, i)
	assert.Nil(t, v)
	require.Len(t, is, 1)
	assert.Equal(t, stitch.CodeInvalidLabel, is[0].Code)
	_, _, err = parse(`{"type":"text","text":"abcd"}`)
	require.ErrorAs(t, err, &is)
	assert.Equal(t, "text", is[0].Path)
	assert.Equal(t, stitch.CodeTooBig, is[0].Code, "a variant's issues from its table")
}
