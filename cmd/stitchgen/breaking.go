package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/stitchgen/stitchgen/breaking"
	"github.com/stitchgen/stitchgen/gen"
)

// reviewFlags are the flags of -breaking.
type reviewFlags struct {
	ref, format, failOn, ack  *string
	strictTolerances, noProbe *bool
}

func addReviewFlags(fs *flag.FlagSet) *reviewFlags {
	return &reviewFlags{
		ref:              fs.String("breaking", "", "review: compare each tool with its generated files at this git `ref` and report BREAKING, RISKY and INFO changes; writes nothing"),
		format:           fs.String("format", "text", "-breaking report format: text, json or github"),
		failOn:           fs.String("fail-on", "breaking", "-breaking exits 1 when a finding reaches this verdict: breaking, risky, info or none"),
		ack:              fs.String("ack", breaking.DefaultAckFile, "-breaking acknowledgement file (findings accepted by fingerprint, with a reason)"),
		strictTolerances: fs.Bool("strict-tolerances", false, "-breaking: a removed tolerance (coerce, single, catch, trim, lower, upper) is BREAKING, not RISKY"),
		noProbe:          fs.Bool("breaking-no-build", false, "-breaking: do not build the new parser to run the witnesses (issue texts come from the contract)"),
	}
}

// review runs -breaking on the built packages; it returns the exit code.
func review(rf *reviewFlags, fs *flag.FlagSet, built []*gen.Package, opts gen.Options, pr printer, stdout, stderr io.Writer) int {
	switch *rf.format {
	case "text", "json", "github":
	default:
		fmt.Fprintf(stderr, "stitchgen: -format=%s: write text, json or github\n", *rf.format)
		return 2
	}
	failOn, ok := breaking.ParseVerdict(*rf.failOn)
	if !ok {
		fmt.Fprintf(stderr, "stitchgen: -fail-on=%s: write breaking, risky, info or none\n", *rf.failOn)
		return 2
	}
	ackSet := false
	fs.Visit(func(f *flag.Flag) { ackSet = ackSet || f.Name == "ack" })
	generated := map[*gen.Package][]gen.File{}
	for _, b := range built {
		files, err := gen.Files(b, opts)
		if err != nil {
			fmt.Fprintf(stderr, "stitchgen: internal error: %s: %v\n", b.Model.Path, err)
			return 2
		}
		generated[b] = files
	}
	return breaking.Run(breaking.Config{
		Ref: *rf.ref, Format: *rf.format, FailOn: failOn, Ack: *rf.ack, AckSet: ackSet,
		Options:    breaking.Options{StrictTolerances: *rf.strictTolerances},
		SchemasDir: opts.SchemasDir, Output: opts.Output, NoProbe: *rf.noProbe,
		Rel: pr.path,
	}, built, generated, stdout, stderr)
}

// staleSummary is the reviewer's summary of a stale or missing contract
// file, for a failing -check: what changed for the model since the files
// on disk were generated.
func staleSummary(b *gen.Package, f gen.File, state string) string {
	tool, ok := strings.CutSuffix(filepath.Base(f.Path), gen.ContractSuffix)
	if !ok {
		return ""
	}
	for _, to := range b.Tools {
		if to.Tool.Name != tool {
			continue
		}
		schemaPath := filepath.Join(filepath.Dir(f.Path), tool+".json")
		if state == "missing" {
			if _, err := os.Stat(schemaPath); err == nil {
				return "" // generated before contracts: nothing to compare with
			}
			return tool + ": tool added"
		}
		old, err := os.ReadFile(f.Path)
		if err != nil {
			return ""
		}
		schema, _ := os.ReadFile(schemaPath)
		return breaking.CheckSummary(old, schema, b, to)
	}
	return ""
}
