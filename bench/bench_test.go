package bench

import "testing"

// Each benchmark reads one payload with every contender, as sub-benchmarks named
// Payload/contender, so that benchstat lines them up. A contender that rejects the
// payload fails the benchmark.

func BenchmarkSmall(b *testing.B) { benchPayload(b, "Small") }

func BenchmarkUnion(b *testing.B) { benchPayload(b, "Union") }

func BenchmarkLarge(b *testing.B) { benchPayload(b, "Large") }

func BenchmarkDeep(b *testing.B) { benchPayload(b, "Deep") }

func benchPayload(b *testing.B, name string) {
	p := findPayload(b, name)
	for _, c := range p.contenders {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(p.data)))
			b.ReportAllocs()
			for b.Loop() {
				if err := c.run(p.data); err != nil {
					b.Fatalf("%s rejects the %s payload: %v", c.name, p.name, err)
				}
			}
		})
	}
}

// findPayload returns the named payload of the suite.
func findPayload(tb testing.TB, name string) payload {
	tb.Helper()
	ps, err := suite()
	if err != nil {
		tb.Fatal(err)
	}
	for _, p := range ps {
		if p.name == name {
			return p
		}
	}
	tb.Fatalf("no payload %q", name)
	return payload{}
}
