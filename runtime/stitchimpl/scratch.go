package stitchimpl

import (
	"sync"
	"unsafe"
)

// A slice of structs, unions, pointers to them or strings is read in one pass: its items
// are decoded into a buffer taken from a pool, then copied into one slice of exactly
// their number. Counting the items first (Items) would read everything inside the array
// twice, and the array of a slice of structs holds most of a large call. The buffer holds its items in chunks, so
// it never copies them as it grows, and goes back to the pool emptied: it keeps nothing
// of the parse alive, and the next parse that reads such an array reuses its room.
//
// Generated code does this through an Elems (below), a []string through the Decoder's own
// Scratch[string] (StringItems).

// Chunk sizes: the first chunk of a buffer holds firstChunk items, each next one twice
// the last, up to lastChunk.
const (
	firstChunk = 16
	doublings  = 6
	lastChunk  = firstChunk << doublings
)

// maxKept is the most items a buffer may have held to go back to the pool; a larger one
// is dropped, so that one huge call does not hold its room until the collector empties
// the pool.
const maxKept = 1 << 16

// The work of a buffer that does not touch its items (the chunk sizes, the spare chunks,
// the way back to the pool) is non-generic code on its chunks, held as untyped memory
// (itemChunks); the generic methods keep only what must know T: storing an item, making
// a chunk, copying the items out and clearing them. A generic type's methods are compiled
// into the user's package for each element type whether it calls them or not (twice: the
// shape's body and the method table's wrapper), a generic function once for each where it
// is called: Get, Add and Keep are all a Scratch costs (gencost's 10 tools, two union
// element types: 50 M compiler instructions each while five generic helpers did the
// chunk work, see BENCHMARKS.md).

// Scratch is a pool of item buffers of T, for the runtime's own element types (a
// []string's items: StringItems); generated code declares an Elems per element type
// instead. Its zero value is ready.
type Scratch[T any] struct{ pool sync.Pool }

// ItemBuf holds the items of one array while it is read: its chunks are []T, made by
// Add and held untyped by c.
type ItemBuf[T any] struct{ c itemChunks }

// itemChunks is an ItemBuf's chunks, of any element type: each is the first element of
// a []T (which keeps the slice alive) and its length or room.
type itemChunks struct {
	cur   unsafe.Pointer // the chunk being filled
	len   int            // items in cur
	room  int            // elements cur holds
	full  []chunk        // the chunks filled before cur, in order (n: their items)
	spare []chunk        // empty chunks from an earlier array (n: their room)
	n     int            // items in full
}

// chunk is one chunk of an ItemBuf: its first element, and a count.
type chunk struct {
	p unsafe.Pointer
	n int
}

// Get returns an empty buffer; Keep gives it back.
func (s *Scratch[T]) Get() *ItemBuf[T] {
	if b, ok := s.pool.Get().(*ItemBuf[T]); ok {
		return b
	}
	return new(ItemBuf[T])
}

// Add appends x to b.
func (b *ItemBuf[T]) Add(x T) {
	c := &b.c
	if c.len == c.room {
		if n := c.next(); n > 0 { // no spare chunk: a new one of n elements
			c.cur, c.room = unsafe.Pointer(unsafe.SliceData(make([]T, n))), n
		}
	}
	*(*T)(unsafe.Add(c.cur, uintptr(c.len)*unsafe.Sizeof(x))) = x
	c.len++
}

// next files the chunk being filled (if any) and starts the next one: a spare one,
// returning 0, else it returns the size of the one to make, twice the last.
func (c *itemChunks) next() int {
	if c.cur != nil {
		c.full = append(c.full, chunk{c.cur, c.len})
		c.n += c.len
	}
	c.len = 0
	if k := len(c.spare); k > 0 {
		c.cur, c.room, c.spare = c.spare[k-1].p, c.spare[k-1].n, c.spare[:k-1]
		return 0
	}
	c.cur, c.room = nil, 0
	if k := len(c.full); k < doublings {
		return firstChunk << k
	}
	return lastChunk
}

// Keep copies the items of b into dst, whose length must be 0, when it has room for
// them, else into a new slice of exactly their number; it returns that slice (empty,
// never nil, when there are no items: a JSON [] is an empty slice), and gives b back
// to the pool, emptied.
func (s *Scratch[T]) Keep(dst []T, b *ItemBuf[T]) []T {
	out, n := dst[:0], b.c.n+b.c.len
	if n > cap(dst) {
		out = make([]T, 0, n)
	}
	out = moveItems(b, out)
	if n <= maxKept {
		s.pool.Put(b)
	}
	return out
}

// moveItems copies the items of b into out, which has room for them, returns it, and
// empties b: its chunks cleared (they point at nothing of the parse) and kept as spares.
func moveItems[T any](b *ItemBuf[T], out []T) []T {
	c := &b.c
	if out == nil {
		out = []T{} // no items: out has room for no more
	}
	out = out[:c.n+c.len]
	at := 0
	for _, f := range c.full {
		items := unsafe.Slice((*T)(f.p), f.n)
		at += copy(out[at:], items)
		clear(items)
	}
	items := unsafe.Slice((*T)(c.cur), c.len)
	copy(out[at:], items)
	clear(items)
	c.empty()
	return out
}

// empty makes the full chunks spares (their items cleared by the caller: a chunk is
// filed full, so its items are its room) and the one being filled empty.
func (c *itemChunks) empty() {
	for i, f := range c.full {
		c.spare = append(c.spare, f)
		c.full[i] = chunk{}
	}
	c.full, c.n, c.len = c.full[:0], 0, 0
}

// roomItems is how many items the chunks of an emptied buffer hold.
func (c *itemChunks) roomItems() int {
	n := c.room
	for _, s := range c.spare {
		n += s.n
	}
	return n
}

// Elems is Scratch for generated code, of any element type and not generic: a generic
// Scratch[T] was compiled into the user's package for each element type its slices are
// read as (Get, Add, Keep and the copy out: about 7 ms of compiler CPU each, 0.14 s of a
// package of 100 tools with 20 such types, see BENCHMARKS.md). What must know the type
// is two functions the generated code writes for it: its Chunk, and move, which copies n
// items from src to dst and clears them at src.
//
//	var stitchItemsContact = stitchimpl.NewElems(
//		func(n int) (unsafe.Pointer, uintptr) { return unsafe.Pointer(unsafe.SliceData(make([]Contact, n))), unsafe.Sizeof(*new(Contact)) },
//		func(dst, src unsafe.Pointer, n int) { … copy(…); clear(…) },
//	)
//
//	b0 := stitchItemsContact.Get()
//	for d.NextItem() { var e0 Contact; stitchFieldsContact(d, &e0, nil); *(*Contact)(b0.Add()) = e0 }
//	p0, k0 := stitchItemsContact.Keep(b0, unsafe.Pointer(unsafe.SliceData(v.Contacts)), cap(v.Contacts))
//	v.Contacts = unsafe.Slice((*Contact)(p0), k0)
type Elems struct {
	pool  sync.Pool
	chunk Chunk
	move  func(dst, src unsafe.Pointer, n int)
	size  uintptr
}

// ElemBuf holds the items of one array while it is read: its chunks, made by its Elems'
// Chunk.
type ElemBuf struct {
	c itemChunks
	e *Elems
}

// NewElems returns the pool of item buffers of the element type chunk makes chunks of
// and move moves.
func NewElems(chunk Chunk, move func(dst, src unsafe.Pointer, n int)) *Elems {
	_, size := chunk(0)
	return &Elems{chunk: chunk, move: move, size: size}
}

// Get returns an empty buffer; Keep gives it back.
func (e *Elems) Get() *ElemBuf {
	if b, ok := e.pool.Get().(*ElemBuf); ok {
		return b
	}
	return &ElemBuf{e: e}
}

// Add returns where the next item goes: a zero element of a chunk, which the caller
// writes through a pointer of the element type.
func (b *ElemBuf) Add() unsafe.Pointer {
	c := &b.c
	if c.len == c.room {
		if n := c.next(); n > 0 { // no spare chunk: a new one of n elements
			c.cur, _ = b.e.chunk(n)
			c.room = n
		}
	}
	p := unsafe.Add(c.cur, uintptr(c.len)*b.e.size)
	c.len++
	return p
}

// Keep copies the items of b into the array at dst, which has room for room elements,
// when they fit, else into a new one of exactly their number; it returns that array's
// first element (never nil: a JSON [] is an empty slice) and the items' number, and gives
// b back to the pool, emptied (its chunks cleared, kept as spares).
func (e *Elems) Keep(b *ElemBuf, dst unsafe.Pointer, room int) (unsafe.Pointer, int) {
	c := &b.c
	n := c.n + c.len
	if n > room || dst == nil {
		dst, _ = e.chunk(n)
	}
	at := uintptr(0)
	for _, f := range c.full {
		e.move(unsafe.Add(dst, at*e.size), f.p, f.n)
		at += uintptr(f.n)
	}
	if c.len > 0 {
		e.move(unsafe.Add(dst, at*e.size), c.cur, c.len)
	}
	c.empty()
	if n <= maxKept {
		e.pool.Put(b)
	}
	return dst, n
}
