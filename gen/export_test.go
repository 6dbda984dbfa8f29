package gen

// RenderParts renders p's Go file as Files does, on at most workers
// goroutines, its parts formatted apart, or with whole the file
// formatted at once; and says how many chunks it had.
func RenderParts(p *Package, workers int, whole bool) ([]byte, int, error) {
	e := emit(p, "schemas")
	e.header(nil, nil)
	src, err := e.renderWith(workers, whole)
	return src, len(e.chunks), err
}

// Missed reports whether the cache formatted anything since it was opened.
func (c *FormatCache) Missed() bool { return c.miss }

// Entries is the number of entries the cache read from its file.
func (c *FormatCache) Entries() int { return len(c.old) }
