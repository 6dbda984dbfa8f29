// Package genfuzz checks the generator's contract (design §1 and §8.4) on
// random packages: for any package, stitchgen either reports positioned
// diagnostics and writes nothing, or writes Go code that compiles and vets,
// schemas that are valid draft 2020-12, and parsers that are sound.
//
// TestGeneratedPackages writes random packages from a grammar of field
// types (grammar_test.go: every supported kind, named types, pointers,
// slices, arrays, maps, nested and embedded structs, unions, recursion, and
// now and then a kind the generator must refuse) and stitch tags
// (tags_test.go: ordinary values, and sometimes edge numbers, empty ranges,
// defaults that break their own checks, malformed or misplaced tags) into a
// directory under testdata, then runs the generator in-process on all of
// them at once (load.Packages, then pipeline.BuildPackage and gen.Files for each package, as
// cmd/stitchgen does) and asserts for each package one of:
//
//   - refused: at least one error, every error positioned file:line:col in
//     the package's own file, and no panic (the command then exits 1 and
//     writes nothing);
//   - accepted: no panic; generating twice gives the same bytes; the Go
//     file is as gofmt prints it; every schema passes the draft 2020-12
//     meta-schema; the written package compiles and go vet finds nothing;
//     and internal/proptest's properties hold on random values: tables
//     match the models, advertised schemas are flat, and soundness (design//     §8.1) on valid and on edge values.
//
// Compiling is the expensive part, so a batch of packages shares one
// module directory, one go vet run and one go test run (of a package that
// imports every accepted package and calls proptest). The packages are
// deterministic: package pN is the one of seed N.
//
// go test runs the committed corpus (corpus in genfuzz_test.go). To run
// longer:
//
//	go test ./internal/genfuzz -genfuzz.seed=1000 -genfuzz.n=2000 -timeout=60m
//
// which tries seeds 1000 to 2999 in batches of -genfuzz.batch. A failure
// names its seed; rerun one seed with
//
//	go test ./internal/genfuzz -genfuzz.seed=N -genfuzz.n=1 -genfuzz.keep
//
// and -genfuzz.keep leaves the package, its generated files and the test
// that checked them under testdata/ to read. -genfuzz.values sets the
// random values per tool. -genfuzz.tables writes every package with
// //stitch:package tables, so that the same properties hold the table
// decoders (the corpus runs so in go test too: TestGeneratedPackagesByTables).
//
// TestBreakingWitnesses holds stitchgen -breaking to its promise on the
// same packages: for random edits of their tags, shapes and patterns
// (breaking_test.go), and of a field's or a named type's Go type, made on
// the source and built as a package of its own (typeedit_test.go), every
// BREAKING witness holds on the two generated parsers, a widening edit is
// never BREAKING, and a sample of the old tool (package sample) that the
// old parser accepts and the new one refuses always meets a BREAKING or
// RISKY finding. go test runs breakingCorpus; a longer run:
//
//	go test ./internal/genfuzz -run TestBreakingWitnesses -genfuzz.breakingfrom=2000000 -genfuzz.breaking=2000 -timeout=60m
//
// (-genfuzz.edits edits per package).
package genfuzz
