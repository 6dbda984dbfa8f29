package stitchimpl

import "sync"

// A slice of structs, unions, pointers to them or strings is read in one pass: its items
// are decoded into a buffer taken from a pool, then copied into one slice of exactly
// their number. Counting the items first (Items) would read everything inside the array
// twice, and the array of a slice of structs holds most of a large call. The buffer holds its items in chunks, so
// it never copies them as it grows, and goes back to the pool emptied: it keeps nothing
// of the parse alive, and the next parse that reads such an array reuses its room.
//
//	b0 := stitchItemsContact.Get()
//	for d.NextItem() { var e0 Contact; stitchFieldsContact(d, &e0, nil); b0.Add(e0) }
//	v.Contacts = stitchItemsContact.Keep(v.Contacts[:0], b0)

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

// The work of a buffer that an array's items do not repeat (a new chunk, the copy into the
// slice kept, the way back to the pool) is in generic functions, not methods: a generic
// type's methods are compiled into the user's package for each element type whether it
// calls them or not (twice: the shape's body and the method table's wrapper), a generic
// function once, where called (gencost's 10 tools, two union element types: 1 979 M → 1 906
// M compiler instructions).

// Scratch is a pool of item buffers of T. Generated code declares one per element type
// that slices of it are read into; its zero value is ready.
type Scratch[T any] struct{ pool sync.Pool }

// ItemBuf holds the items of one array while it is read.
type ItemBuf[T any] struct {
	cur   []T   // the chunk being filled
	full  [][]T // the chunks filled before it, in order
	spare [][]T // empty chunks from an earlier array
	n     int   // items in full
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
	if len(b.cur) == cap(b.cur) {
		nextItems(b)
	}
	b.cur = append(b.cur, x)
}

// nextItems starts a new chunk: a spare one, else one twice the size of the last.
func nextItems[T any](b *ItemBuf[T]) {
	if b.cur != nil {
		b.full = append(b.full, b.cur)
		b.n += len(b.cur)
	}
	if k := len(b.spare); k > 0 {
		b.cur, b.spare = b.spare[k-1], b.spare[:k-1]
		return
	}
	size := lastChunk
	if k := len(b.full); k < doublings {
		size = firstChunk << k
	}
	b.cur = make([]T, 0, size)
}

// Keep copies the items of b into dst, whose length must be 0, when it has room for
// them, else into a new slice of exactly their number; it returns that slice (empty,
// never nil, when there are no items: a JSON [] is an empty slice), and gives b back
// to the pool, emptied.
func (s *Scratch[T]) Keep(dst []T, b *ItemBuf[T]) []T {
	out := dst[:0]
	if n := b.n + len(b.cur); n > cap(dst) {
		out = make([]T, 0, n)
	}
	return fillScratch(s, out, b)
}

// fillScratch copies the items of b into out, which has room for them, returns it, and gives
// b back to the pool, emptied.
func fillScratch[T any](s *Scratch[T], out []T, b *ItemBuf[T]) []T {
	n := b.n + len(b.cur)
	out = moveToItems(b, out)
	putScratch(s, b, n)
	return out
}

// moveToItems copies the items of b into out, which has room for them, returns it, and
// empties b.
func moveToItems[T any](b *ItemBuf[T], out []T) []T {
	n, at := b.n+len(b.cur), b.n
	if out == nil {
		out = []T{} // n is 0: out has room for no more
	}
	out = out[:n]
	if len(b.full) > 0 {
		spillItems(b, out)
	}
	copy(out[at:], b.cur)
	clear(b.cur)
	b.cur = b.cur[:0]
	return out
}

// putScratch gives b, emptied, back to the pool, unless it held more than maxKept items (n).
func putScratch[T any](s *Scratch[T], b *ItemBuf[T], n int) {
	if n <= maxKept {
		s.pool.Put(b)
	}
}

// roomItems is how many items b's chunks hold.
func roomItems[T any](b *ItemBuf[T]) int {
	n := cap(b.cur)
	for _, c := range b.spare {
		n += cap(c)
	}
	return n
}

// spillItems copies the items of b's full chunks into out and keeps the chunks, emptied, as
// spares.
func spillItems[T any](b *ItemBuf[T], out []T) {
	at := 0
	for i, c := range b.full {
		at += copy(out[at:], c)
		clear(c)
		b.spare = append(b.spare, c[:0])
		b.full[i] = nil
	}
	b.full, b.n = b.full[:0], 0
}
