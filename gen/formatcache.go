package gen

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"time"
)

// FormatCache keeps, from one run of stitchgen on a package to the next,
// what go/format made of each chunk of its stitch_gen.go, by the hash of the
// chunk's text as jennifer renders it and of the Go release whose go/format
// formatted it. Formatting is the largest part of generating a big package
// (a third of its CPU time at 1000 tools), and an edit changes a few chunks:
// the others are copied from the cache instead of formatted again. The cache
// of a package is one file (OpenFormatCache), read once and written once,
// with the entries the run used, only when it did not find them all; a file
// that is not one this code wrote whole (another version's, cut short,
// changed) is ignored, and a cache that cannot be read or written is only
// slower: the output is the same byte for byte (TestFormatCache). As the go
// command's build cache does, a file used is touched (at most once an hour),
// and once a day a Save removes the files no run used for five days (a
// package moved or deleted).
type FormatCache struct {
	path string
	mu   sync.Mutex
	old  map[[32]byte][]byte // the entries read from the file
	used map[[32]byte][]byte // the entries this run looked up or added
	miss bool
}

// formatCacheMagic starts a cache file, before the Go release that formatted its entries.
const formatCacheMagic = "stitchgen format cache 1\n"

// OpenFormatCache opens the cache, in dir, of the package in pkgDir: empty
// when there is none yet or it cannot be read.
func OpenFormatCache(dir, pkgDir string) *FormatCache {
	if abs, err := filepath.Abs(pkgDir); err == nil {
		pkgDir = abs
	}
	sum := sha256.Sum256([]byte(pkgDir))
	c := &FormatCache{
		path: filepath.Join(dir, hex.EncodeToString(sum[:12])+".format"),
		old:  map[[32]byte][]byte{},
		used: map[[32]byte][]byte{},
	}
	if data, err := os.ReadFile(c.path); err == nil {
		if old, ok := decodeFormatCache(data); ok {
			c.old = old
		}
		if fi, err := os.Stat(c.path); err == nil && time.Since(fi.ModTime()) > time.Hour {
			now := time.Now()
			os.Chtimes(c.path, now, now) // used: not trimmed
		}
	}
	return c
}

// Unused cache files are removed after formatCacheUnused, looked for at most
// once every formatCacheTrim.
const (
	formatCacheUnused = 5 * 24 * time.Hour
	formatCacheTrim   = 24 * time.Hour
)

// trim removes the cache files of dir that no run used for formatCacheUnused,
// unless dir was trimmed within formatCacheTrim (its file trim.txt says when).
func trimFormatCache(dir string) {
	mark := filepath.Join(dir, "trim.txt")
	if fi, err := os.Stat(mark); err == nil && time.Since(fi.ModTime()) < formatCacheTrim {
		return
	}
	if err := os.WriteFile(mark, []byte("the last trim of stitchgen's format cache\n"), 0o644); err != nil {
		return
	}
	names, _ := filepath.Glob(filepath.Join(dir, "*.format"))
	for _, name := range names {
		if fi, err := os.Stat(name); err == nil && time.Since(fi.ModTime()) > formatCacheUnused {
			os.Remove(name)
		}
	}
}

// key is the cache's key of a text to format.
func (c *FormatCache) key(src []byte) [32]byte {
	h := sha256.New()
	h.Write([]byte(runtime.Version()))
	h.Write([]byte{0})
	h.Write(src)
	var k [32]byte
	h.Sum(k[:0])
	return k
}

// format is formatSource of src, from the cache when it holds it.
func (c *FormatCache) format(src []byte) ([]byte, error) {
	if c == nil {
		return formatSource(src)
	}
	k := c.key(src)
	c.mu.Lock()
	out, ok := c.old[k]
	if ok {
		c.used[k] = out
	}
	c.mu.Unlock()
	if ok {
		return out, nil
	}
	out, err := formatSource(src)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	c.used[k], c.miss = out, true
	c.mu.Unlock()
	return out, nil
}

// Save writes the entries this run used, in place of the file's, when the
// run formatted anything or left an entry unused (the file then holds what
// the package's stitch_gen.go is made of now, no more). It writes beside the
// file and renames, so that a run reading it meanwhile reads the old one or
// the new.
func (c *FormatCache) Save() error {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.miss && len(c.used) == len(c.old) {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(c.path), 0o755); err != nil {
		return err
	}
	trimFormatCache(filepath.Dir(c.path))
	tmp, err := os.CreateTemp(filepath.Dir(c.path), ".format-*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(encodeFormatCache(c.used))
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), c.path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

// encodeFormatCache is the file of entries: formatCacheMagic, the Go release
// and a newline, each entry as its key, its length (uvarint) and its bytes,
// then the SHA-256 of all that.
func encodeFormatCache(entries map[[32]byte][]byte) []byte {
	var b bytes.Buffer
	b.WriteString(formatCacheMagic + runtime.Version() + "\n")
	for k, v := range entries {
		b.Write(k[:])
		b.Write(binary.AppendUvarint(nil, uint64(len(v))))
		b.Write(v)
	}
	sum := sha256.Sum256(b.Bytes())
	b.Write(sum[:])
	return b.Bytes()
}

// decodeFormatCache reads a file encodeFormatCache wrote for this Go
// release; anything else is not one (false).
func decodeFormatCache(data []byte) (map[[32]byte][]byte, bool) {
	head := formatCacheMagic + runtime.Version() + "\n"
	if len(data) < len(head)+sha256.Size || string(data[:len(head)]) != head {
		return nil, false
	}
	body, sum := data[:len(data)-sha256.Size], data[len(data)-sha256.Size:]
	if want := sha256.Sum256(body); !bytes.Equal(want[:], sum) {
		return nil, false
	}
	entries := map[[32]byte][]byte{}
	for rest := body[len(head):]; len(rest) > 0; {
		if len(rest) < 32 {
			return nil, false
		}
		var k [32]byte
		copy(k[:], rest)
		n, w := binary.Uvarint(rest[32:])
		if w <= 0 || uint64(len(rest)-32-w) < n {
			return nil, false
		}
		rest = rest[32+w:]
		entries[k] = rest[:n:n]
		rest = rest[n:]
	}
	return entries, true
}
