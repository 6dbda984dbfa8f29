// Package pipeline is stitchgen from source to finished model, in one
// function that reads top to bottom: load the packages (go/packages, the
// tags, the model of the Go types), build each tool's exact schema, flatten
// it into the advertised one, check it, and derive each provider dialect's
// declaration. gen then writes files from what Build returns and decides
// nothing. (sqlc's internal/cmd/generate.go has the same shape: parse, then
// codegen.)
//
// # The pipeline
//
// This is the one drawing of it; the other packages' docs point here.
//
//	cmd/stitchgen      flags, exit codes; writes the files gen returns
//	 └ pipeline.Build
//	    ├ load         Go source → model.Package (go/packages, go/types; the tags
//	    │              and directives parsed by package tags, declared in model.Tags;
//	    │              other libraries' tags read by load/foreign; constants judged
//	    │              by load/judge)
//	    ├ model        ExactSchema: the schema the generated parser enforces
//	    ├ flatten      the advertised schema (a pure pass)
//	    ├ checks.go    what is advertised (typed properties)
//	    ├ dialect      each provider's declaration (a pure pass)
//	    └ gen          Collisions: the names the package may not declare
//	 └ gen.Files       stitch_gen.go, schemas/… and each tool's contract (package
//	                   contract), from the finished model; decides nothing
//	cmd/stitchgen -breaking → breaking: contract at a past revision vs the model now
//	generated code → runtime/stitch (users' API), runtime/stitchimpl (generated
//	                 code's), both standard library only
//
// model is the IR every step reads; internal/layers holds the arrows to
// this drawing.
package pipeline

import (
	"slices"

	"github.com/stitchgen/stitchgen/flatten"
	"github.com/stitchgen/stitchgen/gen"
	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
)

// Config says what to build.
type Config struct {
	Load load.Config
	// RequireTyped makes an advertised property without a type an error
	// (design §6), unless the tool allows its path.
	RequireTyped bool
	// FormatCache is the directory of the packages' format caches
	// (gen.FormatCache); empty for none.
	FormatCache string
	// FilesMade, when not nil, is each package's gen.Package.FilesMade.
	FilesMade func(p *gen.Package, files []gen.File)
	// SchemasDir is the schemas directory the files are made for
	// (gen.Options.SchemasDir, checked by gen.CheckSchemasDir); empty for
	// schemas. Prepare with other Options emits a package again.
	SchemasDir string
}

// Build loads the packages matching patterns and builds, for each package
// with directives, everything gen writes. Diagnostics include warnings and
// are sorted; when any is an error, nothing of the run may be written. An
// error is returned only when loading itself fails.
func Build(cfg Config, patterns ...string) ([]*gen.Package, []model.Diagnostic, error) {
	pkgs, diags, err := load.Packages(cfg.Load, patterns...)
	if err != nil {
		return nil, nil, err
	}
	// load returns no model of a package it found an error in (its model
	// may be partial), so each package here is built on.
	var built []*gen.Package
	for _, p := range pkgs {
		b, ds := BuildPackage(p, cfg)
		diags = append(diags, ds...)
		built = append(built, b)
	}
	model.SortDiagnostics(diags)
	return built, diags, nil
}

// BuildPackage runs the passes after load on one loaded package (Build
// runs it on each package whose load found no error).
func BuildPackage(p *model.Package, cfg Config) (*gen.Package, []model.Diagnostic) {
	var diags []model.Diagnostic
	b := &gen.Package{Model: p, Reach: model.Reached(p)}
	if cfg.FormatCache != "" {
		b.Formatted = gen.OpenFormatCache(cfg.FormatCache, p.Dir)
	}
	if cfg.FilesMade != nil {
		b.FilesMade = func(files []gen.File) { cfg.FilesMade(b, files) }
	}

	// Results: a client validates them against this schema, so it is the
	// flattened form (sound: it accepts every valid result) free of
	// combinators.
	outputs := map[*model.Output]gen.OutputSchema{}
	for _, o := range p.Outputs {
		exact, ds := model.ExactSchema(o.Type, o.Doc)
		diags = append(diags, ds...)
		adv, fds := flatten.Output(exact)
		diags = append(diags, fds...)
		outputs[o] = gen.OutputSchema{Output: o, Schema: adv, JSON: compact(adv)}
		b.Outputs = append(b.Outputs, outputs[o])
	}

	// Inputs: the exact schema the parser enforces, the advertised schema a
	// model is shown (flattened unless the tool says flatten=false, and lean), and the
	// checks on what is advertised. Each tool's are its own: they are built
	// on every core, and kept in the tools' order.
	b.Tools = make([]gen.ToolOutput, len(p.Tools))
	toolDiags := make([][]model.Diagnostic, len(p.Tools))
	forEach(len(p.Tools), func(i int) {
		t := p.Tools[i]
		var ds []model.Diagnostic
		out := outputs[t.Output]
		to := gen.ToolOutput{Tool: t, Output: out.Schema, OutputJSON: out.JSON}
		to.Exact, ds = model.ExactSchema(t.Type, t.Doc)
		var fds []model.Diagnostic
		to.Advertised, fds = flatten.Tool(to.Exact, t.Flatten)
		to.AdvertisedJSON, to.ExactJSON = compact(to.Advertised), compact(to.Exact)
		ds = append(ds, fds...)
		ds = append(ds, checkTyped(t, to.Advertised, to.AdvertisedJSON, cfg.RequireTyped)...)
		for _, d := range ds {
			if d.Warning {
				to.Warnings++
			}
		}
		b.Tools[i], toolDiags[i] = to, ds
	})
	diags = slices.Concat(append([][]model.Diagnostic{diags}, toolDiags...)...)
	chosen, ds := chooseDialects(p.Dialects)
	diags = append(diags, ds...)
	if model.HasErrors(diags) {
		return b, diags
	}

	// Each chosen provider's declaration of each tool, within the package's
	// Anthropic strict budget.
	b.Anthropic, ds = declarations(b.Tools, chosen)
	diags = append(diags, ds...)
	if model.HasErrors(diags) {
		return b, diags
	}

	// The names stitch_gen.go declares, none of which the package may.
	diags = append(diags, gen.Collisions(b, cfg.SchemasDir)...)
	return b, diags
}

// compact is s as compact JSON: each schema is marshalled once, here.
func compact(s *model.Schema) []byte {
	b, _ := s.MarshalJSON() // a Schema always marshals
	return b
}
