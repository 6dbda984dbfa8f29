package main

import (
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
)

// -version prints the module version from the build's own record, however
// stitchgen was built.
func TestVersion(t *testing.T) {
	dep := func(v string, replace *debug.Module) *debug.Module {
		return &debug.Module{Path: modulePath, Version: v, Replace: replace}
	}
	for _, c := range []struct {
		name string
		info *debug.BuildInfo
		want string
	}{
		{"go install @v0.1.0", &debug.BuildInfo{GoVersion: "go1.26.8", Main: *dep("v0.1.0", nil)}, "v0.1.0 (go1.26.8)"},
		{"go tool: a dependency of the user's module", &debug.BuildInfo{GoVersion: "go1.26.8",
			Main: debug.Module{Path: "example.com/m", Version: "(devel)"},
			Deps: []*debug.Module{{Path: "golang.org/x/mod", Version: "v0.42.0"}, dep("v0.4.0", nil)}}, "v0.4.0 (go1.26.8)"},
		{"a replace to a local checkout", &debug.BuildInfo{GoVersion: "go1.26.8",
			Main: debug.Module{Path: "example.com/m", Version: "(devel)"},
			Deps: []*debug.Module{dep("v0.0.0", &debug.Module{Path: "/src/stitchgen"})}}, "v0.0.0 => /src/stitchgen (go1.26.8)"},
		{"go tool through a replace to a local checkout (what go version -m shows of it)", &debug.BuildInfo{GoVersion: "go1.26.8",
			Main: *dep("v0.0.0", &debug.Module{Path: "/src/stitchgen", Version: "(devel)"})}, "v0.0.0 => /src/stitchgen (go1.26.8)"},
		{"a replace to another version", &debug.BuildInfo{GoVersion: "go1.26.8",
			Main: debug.Module{Path: "example.com/m"},
			Deps: []*debug.Module{dep("v0.4.0", &debug.Module{Path: "example.com/fork", Version: "v0.4.1"})}}, "v0.4.1 (go1.26.8)"},
		{"a checkout build with its commit", &debug.BuildInfo{GoVersion: "go1.26.8", Main: *dep("(devel)", nil),
			Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "596d3e3ab2c4f00d"}, {Key: "vcs.modified", Value: "true"}}}, "(devel) 596d3e3ab2c4+dirty (go1.26.8)"},
		{"a checkout build without vcs (-buildvcs=false)", &debug.BuildInfo{GoVersion: "go1.26.8", Main: *dep("(devel)", nil)}, "(devel) (go1.26.8)"},
		{"no build information", nil, "(devel)"},
	} {
		assert.Equal(t, c.want, version(c.info), c.name)
	}

	code, stdout, stderr := runCmd("-version", "./no/such/package")
	assert.Equal(t, 0, code, stderr)
	assert.Regexp(t, `^stitchgen (v\S+|\(devel\))( .*)? \(go1\.\d+[^)]*\)\n$`, stdout, "-version prints one line and loads nothing")
}
