//go:build icount

package bench

import (
	"os"
	"strconv"
	"testing"
)

// TestICount parses one payload ICOUNT_N times (default 1), for counting instructions with
// callgrind (BENCHMARKS.md, Reproduce): ICOUNT_P names the payload (Small, Union, Large,
// Deep), ICOUNT_C the contender (default stitch), or ICOUNT_D a strict dialect that stitch
// reads the payload's form in with ParseIn ("canonical": with Parse). Built only with the
// tag icount:
//
//	go test -tags icount -c -o /tmp/icount.test . &&
//	ICOUNT_P=Large ICOUNT_N=4 GOGC=off GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind \
//		--toggle-collect='*bench.icountLoop' --callgrind-out-file=/tmp/cg.out \
//		/tmp/icount.test -test.run TestICount
//
// Only icountLoop is counted (--toggle-collect): the total over ICOUNT_N is the cost of one
// parse, and callgrind_annotate /tmp/cg.out shows where it goes.
func TestICount(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("ICOUNT_N"))
	n = max(n, 1)
	p := findPayload(t, os.Getenv("ICOUNT_P"))
	run := func() error { return nil }
	if d := os.Getenv("ICOUNT_D"); d != "" {
		tool := dialectTools[p.name]
		data := p.data
		if d == "canonical" {
			d = ""
		} else {
			data = dialectForm(t, tool.meta, d, p.data)
		}
		run = func() error { return tool.run(d, data) }
	} else {
		name := os.Getenv("ICOUNT_C")
		if name == "" {
			name = "stitch"
		}
		for _, c := range p.contenders {
			if c.name == name {
				run = func() error { return c.run(p.data) }
			}
		}
	}
	run() // the first parse fills the pools, as every later one finds them
	if err := icountLoop(n, run); err != nil {
		t.Fatal(err)
	}
}

// icountLoop runs read n times: what callgrind counts.
//
//go:noinline
func icountLoop(n int, read func() error) error {
	for range n {
		if err := read(); err != nil {
			return err
		}
	}
	return nil
}
