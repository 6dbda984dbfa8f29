package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const sendLib = `package tools

// SendMessage sends a message.
//
//stitch:tool name=send_message
type SendMessage struct {
	To       string   ` + "`" + `json:"to" stitch:"min=1"` + "`" + `
	Count    int      ` + "`" + `json:"count,omitempty" stitch:"min=0,max=%s"` + "`" + `
	Priority string   ` + "`" + `json:"priority,omitempty" stitch:"enum=low|normal|urgent,default=normal"` + "`" + `
}
`

const archiveTool = `
// Archive archives a message.
//
//stitch:tool name=archive
type Archive struct {
	ID string ` + "`" + `json:"id"` + "`" + `
}
`

func gitRun(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.name=t", "-c", "user.email=t@example.com"}, args...)...)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "git %v: %s", args, out)
}

// TestBreaking runs -breaking as a user would: a module with git history,
// a change on top, each format, the acknowledgement file, the exit codes,
// and a failing -check's summary.
func TestBreaking(t *testing.T) {
	dir := tempModule(t, map[string]string{"tools/tools.go": sprintf(sendLib, "50")})
	code, _, stderr := runCmd("./tools")
	require.Equal(t, 0, code, stderr)
	gitRun(t, dir, "init", "-q")
	gitRun(t, dir, "add", "-A")
	gitRun(t, dir, "commit", "-qm", "base")

	// Nothing changed: nothing to report.
	code, stdout, stderr := runCmd("-breaking=HEAD", "./tools")
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, "stitchgen: -breaking=HEAD: 0 BREAKING, 0 RISKY, 0 INFO\n", stdout)

	writeTestFile(t, filepath.Join(dir, "tools", "tools.go"), sprintf(sendLib, "20"))
	code, stdout, stderr = runCmd("-breaking=HEAD", "./tools")
	assert.Equal(t, 1, code, stderr)
	line := `tools/tools.go:8:2: BREAKING [F22 MAX_DECREASED] send_message: count: max=50 → max=20; witness {"to":"a","count":50} → count: expected an integer between 0 and 20, got 50 [`
	assert.Contains(t, stdout, "stitchgen: -breaking=HEAD: 1 BREAKING, 0 RISKY, 0 INFO\n  send_message: max of count 50 → 20 (BREAKING)\n"+line)

	// A failing -check says the same, shorter.
	code, _, stderr = runCmd("-check", "./tools")
	assert.Equal(t, 1, code)
	assert.Contains(t, stderr, "  changed since generated: send_message: max of count 50 → 20 (BREAKING)\n")

	// JSON.
	code, stdout, _ = runCmd("-breaking=HEAD", "-format=json", "./tools")
	assert.Equal(t, 1, code)
	var doc struct {
		Version  int            `json:"stitchgenBreaking"`
		Counts   map[string]int `json:"counts"`
		Findings []struct {
			Rule, Verdict, Tool, Path, Fingerprint string
			Witness                                struct {
				Args         json.RawMessage
				Issue, Judge string
			}
			Position struct {
				File string
				Line int
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &doc), stdout)
	require.Len(t, doc.Findings, 1)
	f := doc.Findings[0]
	assert.Equal(t, 1, doc.Version)
	assert.Equal(t, map[string]int{"BREAKING": 1, "RISKY": 0, "INFO": 0}, doc.Counts)
	assert.Equal(t, []string{"F22", "BREAKING", "send_message", "count", "parser", "tools/tools.go"}, []string{f.Rule, f.Verdict, f.Tool, f.Path, f.Witness.Judge, f.Position.File})
	assert.JSONEq(t, `{"to":"a","count":50}`, string(f.Witness.Args))

	// GitHub, with the step summary and the outputs.
	summary, outputs := filepath.Join(dir, "summary.md"), filepath.Join(dir, "outputs")
	t.Setenv("GITHUB_STEP_SUMMARY", summary)
	t.Setenv("GITHUB_OUTPUT", outputs)
	code, stdout, _ = runCmd("-breaking=HEAD", "-format=github", "./tools")
	assert.Equal(t, 1, code)
	assert.True(t, strings.HasPrefix(stdout, "::error file=tools/tools.go,line=8,col=2,title=F22 MAX_DECREASED::send_message: count: max=50 → max=20%0Awitness "), stdout)
	md, err := os.ReadFile(summary)
	require.NoError(t, err)
	assert.Contains(t, string(md), "| BREAKING | F22 MAX_DECREASED | send_message | count |")
	out, err := os.ReadFile(outputs)
	require.NoError(t, err)
	assert.Equal(t, "breaking_count=1\nrisky_count=0\ninfo_count=0\n", string(out))

	// Acknowledged by fingerprint: it passes, and says why; a stale entry
	// is reported.
	ack := `{"acknowledged": [
  {"fingerprint": "` + f.Fingerprint + `", "rule": "F22", "tool": "send_message", "path": "count", "reason": "no caller sends more than 20"},
  {"fingerprint": "000000000000", "rule": "F17", "tool": "send_message", "path": "priority", "reason": "old"}
]}`
	writeTestFile(t, filepath.Join(dir, "stitch.breaking.json"), ack)
	code, stdout, _ = runCmd("-breaking=HEAD", "-ack="+filepath.Join(dir, "stitch.breaking.json"), "./tools")
	assert.Equal(t, 0, code, stdout)
	assert.Contains(t, stdout, "(acknowledged "+f.Fingerprint+": no caller sends more than 20)")
	assert.Contains(t, stdout, "stale acknowledgement 000000000000 (F17 send_message priority): it matches no finding; remove it")
	code, _, _ = runCmd("-breaking=HEAD", "-fail-on=risky", "-ack="+filepath.Join(dir, "stitch.breaking.json"), "./tools")
	assert.Equal(t, 1, code, "a stale acknowledgement fails -fail-on=risky")

	// The new parser is built from the generated files alone: a tool added
	// to the source has no schema file on disk for stitch_gen.go to embed
	// (and the others' on disk are stale), yet the witness is proven.
	require.NoError(t, os.Remove(filepath.Join(dir, "stitch.breaking.json")))
	writeTestFile(t, filepath.Join(dir, "tools", "tools.go"), sprintf(sendLib, "20")+archiveTool)
	code, stdout, stderr = runCmd("-breaking=HEAD", "./tools")
	assert.Equal(t, 1, code, stderr)
	assert.Empty(t, stderr)
	assert.Contains(t, stdout, line)
	assert.Contains(t, stdout, "tools/tools.go:15:6: INFO [T2 TOOL_ADDED] archive: tool archive added [")
	_, err = os.Stat(filepath.Join(dir, "tools", "schemas", "archive.json"))
	assert.True(t, os.IsNotExist(err), "-breaking writes nothing")

	// Usage and revision errors exit 2.
	code, _, stderr = runCmd("-breaking=nosuchref", "./tools")
	assert.Equal(t, 2, code)
	assert.Equal(t, "stitchgen: -breaking=nosuchref: no such revision; fetch it first if it is a remote branch: git fetch origin nosuchref\n", stderr)
	code, _, stderr = runCmd("-breaking=HEAD", "-fail-on=sometimes", "./tools")
	assert.Equal(t, 2, code)
	assert.Equal(t, "stitchgen: -fail-on=sometimes: write breaking, risky, info or none\n", stderr)
	code, _, _ = runCmd("-breaking=HEAD", "-fail-on=none", "./tools")
	assert.Equal(t, 0, code)
}

// TestBreakingGitHubFromSubdirectory: with the module in a subdirectory of
// the repository and the command run there, -format=github names files
// relative to the repository's top directory, as GitHub attaches an
// annotation; the text report keeps paths relative to where it runs.
func TestBreakingGitHubFromSubdirectory(t *testing.T) {
	root := tempModuleAt(t, "svc", map[string]string{"tools/tools.go": sprintf(sendLib, "50")})
	code, _, stderr := runCmd("./tools")
	require.Equal(t, 0, code, stderr)
	gitRun(t, root, "init", "-q")
	gitRun(t, root, "add", "-A")
	gitRun(t, root, "commit", "-qm", "base")
	writeTestFile(t, filepath.Join(root, "svc", "tools", "tools.go"), sprintf(sendLib, "20"))
	writeTestFile(t, filepath.Join(root, "svc", "stitch.breaking.json"), `{"acknowledged": [{"fingerprint": "000000000000", "rule": "F17", "tool": "send_message", "path": "priority", "reason": "old"}]}`)

	code, stdout, _ := runCmd("-breaking=HEAD", "-format=github", "./tools")
	assert.Equal(t, 1, code)
	assert.True(t, strings.HasPrefix(stdout, "::error file=svc/tools/tools.go,line=8,col=2,title=F22 MAX_DECREASED::"), stdout)
	assert.Contains(t, stdout, "::warning file=svc/stitch.breaking.json,title=stale acknowledgement::")

	code, stdout, _ = runCmd("-breaking=HEAD", "./tools")
	assert.Equal(t, 1, code)
	assert.Contains(t, stdout, "\ntools/tools.go:8:2: BREAKING [F22 MAX_DECREASED]")
}
