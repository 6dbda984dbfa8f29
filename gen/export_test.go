package gen

// WholeFile is stitch_gen.go rendered as one file with its literals in
// place, as goFile does when it cannot join chunks.
func WholeFile(p *Package, owned, flags []string) ([]byte, error) {
	return wholeFile(p, owned, flags)
}
