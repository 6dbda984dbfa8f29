// Command gencost measures what stitchgen costs as a package grows: it writes
// synthetic packages of 10, 100 and 1000 tools (every fifth tool with an
// operations union of six variants that share the collided key part_index),
// builds stitchgen once, times runs of the binary on each package, and times
// go vet on the same package (generated file included) next to it. Each timed
// run follows an edit of the package, as in real use, so neither command
// answers from the build cache. stitchgen is timed twice: generating into a
// package without its output (every file written), and again after an edit,
// its output in place (go generate after a change: the files are read and
// compared, and only those that changed are written; here none). Between
// runs the output is moved out of the package, and deleted only at the end
// (see measure for why).
//
// Run it from the bench module (the packages are written under its testdata
// directory, so that their import of the runtime resolves, and removed after):
//
//	cd bench && go run ./cmd/gencost
//
// It prints Markdown tables of medians, in wall time and in CPU time (the
// machine may be busy; CPU time moves less), with the load average before and
// after. On a file system without a journal, leave a minute between two
// invocations (or after deleting many files): the kernel makes each file
// created while recently freed inodes remain pay for skipping them, and a
// first generation then costs about a second more at 1000 tools. Flags:
//
//	-sizes list   comma-separated tool counts (default 10,100,1000)
//	-runs n       timed runs per package and command; the median is shown (default 5)
//	-keep         leave the generated packages in place
//	-stitchgen f  time this stitchgen binary instead of building one (to compare a change)
//	-build=false  do not time go build (the slowest step at 1000 tools)
//	-tables       the packages say //stitch:package tables (parsers that read structs by tables)
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole command; it returns the exit code.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gencost", flag.ContinueOnError)
	fs.SetOutput(stderr)
	sizesFlag := fs.String("sizes", "10,100,1000", "comma-separated tool counts")
	runs := fs.Int("runs", 5, "timed runs per package and command")
	keep := fs.Bool("keep", false, "leave the generated packages in place")
	prebuilt := fs.String("stitchgen", "", "time this stitchgen binary instead of building one")
	build := fs.Bool("build", true, "time go build of each package with and without stitch_gen.go")
	fs.BoolVar(&tables, "tables", false, "the packages say //stitch:package tables: their parsers read structs by tables")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	var sizes []int
	for f := range strings.SplitSeq(*sizesFlag, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			fmt.Fprintf(stderr, "gencost: -sizes: %q is not a positive count\n", f)
			return 2
		}
		sizes = append(sizes, n)
	}
	if *runs < 1 {
		fmt.Fprintln(stderr, "gencost: -runs must be at least 1")
		return 2
	}
	if err := measure(sizes, *runs, *keep, *build, *prebuilt, stdout); err != nil {
		fmt.Fprintln(stderr, "gencost:", err)
		return 1
	}
	return 0
}

// A result is the cost of one package.
type result struct {
	tools, inputLines, outputLines int
	gen, regen, vet                time.Duration // wall time
	genCPU, regenCPU, vetCPU       time.Duration // user and system time, children included
	// What the generated code costs the user: go build of the package, with
	// stitch_gen.go and without it, in wall and CPU time.
	build, buildBare       time.Duration
	buildCPU, buildBareCPU time.Duration
}

func measure(sizes []int, runs int, keep, build bool, prebuilt string, stdout io.Writer) error {
	mod, err := benchModule()
	if err != nil {
		return err
	}
	testdata := filepath.Join(mod, "testdata")
	if err := os.MkdirAll(testdata, 0o755); err != nil {
		return err
	}
	root, err := os.MkdirTemp(testdata, "gencost-")
	if err != nil {
		return err
	}
	if !keep {
		defer func() {
			os.RemoveAll(root)
			os.Remove(testdata) // only if empty: never anything but ours
		}()
	}
	// stitchgen's format cache goes with the packages (a new directory each time, whose
	// cache files would stay in the user's cache for days), unless STITCHGEN_CACHE says.
	if os.Getenv("STITCHGEN_CACHE") == "" {
		os.Setenv("STITCHGEN_CACHE", filepath.Join(root, "format-cache"))
	}
	bin := filepath.Join(root, "stitchgen")
	if prebuilt != "" {
		if bin, err = filepath.Abs(prebuilt); err != nil {
			return err
		}
	} else if _, _, err := command(mod, "go", "build", "-o", bin, "github.com/stitchgen/stitchgen/cmd/stitchgen"); err != nil {
		return fmt.Errorf("building stitchgen: %w", err)
	}
	load := loadAverage()
	// The output each run replaces is moved aside, not deleted, until every
	// size is measured: on a file system without a journal (this project's
	// benchmark machine's ext4) the kernel skips, one by one, every inode
	// freed in the last 30 seconds when it allocates one, so a generation
	// right after deleting 8 001 files pays for that deletion (in system
	// time, about a second at 1000 tools), which a first generation in use
	// (a fresh clone, a new package) does not.
	moved := filepath.Join(root, "moved")
	var results []result
	for _, n := range sizes {
		r, err := measureSize(mod, root, moved, bin, n, runs, build)
		if err != nil {
			return fmt.Errorf("%d tools: %w", n, err)
		}
		results = append(results, r)
	}
	if err := os.RemoveAll(moved); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Medians of %d runs; wall time, then CPU time (user + system, child processes included).\n", runs)
	fmt.Fprintf(stdout, "Load average (1, 5, 15 min) before: %s; after: %s.\n", load, loadAverage())
	cache := "on, beside the packages (warm after the first run: each run generates the same package)"
	if os.Getenv("STITCHGEN_CACHE") == "off" {
		cache = "off (STITCHGEN_CACHE=off: every chunk formatted)"
	}
	fmt.Fprintf(stdout, "stitchgen's format cache: %s.\n\n", cache)
	fmt.Fprintln(stdout, "| tools | input lines | stitch_gen.go lines | stitchgen wall | per tool | stitchgen CPU | go vet wall | go vet CPU | stitchgen / go vet (wall) | (CPU) |")
	fmt.Fprintln(stdout, "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
	for _, r := range results {
		fmt.Fprintf(stdout, "| %d | %d | %d | %s | %s | %s | %s | %s | %.2f | %.2f |\n", r.tools, r.inputLines, r.outputLines,
			ms(r.gen), ms(r.gen/time.Duration(r.tools)), ms(r.genCPU), ms(r.vet), ms(r.vetCPU),
			float64(r.gen)/float64(r.vet), float64(r.genCPU)/float64(r.vetCPU))
	}
	fmt.Fprintln(stdout, "\nstitchgen again after an edit, its output in place (every file read, none written).")
	fmt.Fprintln(stdout, "")
	fmt.Fprintln(stdout, "| tools | stitchgen wall | stitchgen CPU | / go vet (wall) | (CPU) |")
	fmt.Fprintln(stdout, "|---:|---:|---:|---:|---:|")
	for _, r := range results {
		fmt.Fprintf(stdout, "| %d | %s | %s | %.2f | %.2f |\n", r.tools, ms(r.regen), ms(r.regenCPU),
			float64(r.regen)/float64(r.vet), float64(r.regenCPU)/float64(r.vetCPU))
	}
	if !build {
		return nil
	}
	fmt.Fprintln(stdout, "\nWhat the generated code costs the user: go build of the package after an edit.")
	fmt.Fprintln(stdout, "")
	fmt.Fprintln(stdout, "| tools | stitch_gen.go lines per tool | go build with stitch_gen.go (wall) | CPU | without (wall) | CPU | with / without (wall) | (CPU) |")
	fmt.Fprintln(stdout, "|---:|---:|---:|---:|---:|---:|---:|---:|")
	for _, r := range results {
		fmt.Fprintf(stdout, "| %d | %.0f | %s | %s | %s | %s | %.2f | %.2f |\n", r.tools, float64(r.outputLines)/float64(r.tools),
			ms(r.build), ms(r.buildCPU), ms(r.buildBare), ms(r.buildBareCPU),
			float64(r.build)/float64(r.buildBare), float64(r.buildCPU)/float64(r.buildBareCPU))
	}
	return nil
}

// measureSize writes the package of n tools and times stitchgen and go vet on it.
func measureSize(mod, root, moved, bin string, n, runs int, build bool) (result, error) {
	name := fmt.Sprintf("t%d", n)
	dir := filepath.Join(root, name)
	lines, err := writePackage(dir, name, n)
	if err != nil {
		return result{}, err
	}
	rel, err := filepath.Rel(mod, dir)
	if err != nil {
		return result{}, err
	}
	pkg := "./" + filepath.ToSlash(rel)
	// clean moves the output out of the package (see measure: not deleted yet).
	cleaned := 0
	clean := func() error {
		cleaned++
		aside := filepath.Join(moved, fmt.Sprintf("%s-%d", name, cleaned))
		if err := os.MkdirAll(aside, 0o755); err != nil {
			return err
		}
		for _, f := range []string{"stitch_gen.go", "schemas"} {
			if err := os.Rename(filepath.Join(dir, f), filepath.Join(aside, f)); err != nil && !errors.Is(err, os.ErrNotExist) {
				return err
			}
		}
		return nil
	}
	// A first run warms the build cache (go list, export data of the runtime).
	if _, _, err := command(mod, bin, pkg); err != nil {
		return result{}, err
	}
	var gens, regens, vets, genCPU, regenCPU, vetCPU, builds, bares, buildCPU, bareCPU []time.Duration
	// Each run follows an edit, as generating does in real use: a new comment in one
	// file changes the package's hash, so no step answers from the build cache.
	edit := func(i int, what string) error {
		nonce := fmt.Sprintf("package %s\n\n// run %d %s\n", name, i, what)
		return os.WriteFile(filepath.Join(dir, "nonce.go"), []byte(nonce), 0o644)
	}
	// timed runs a command after an edit and appends its wall and CPU time.
	timed := func(i int, what string, wall, cpu *[]time.Duration, name string, args ...string) error {
		if err := edit(i, what); err != nil {
			return err
		}
		d, c, err := command(mod, name, args...)
		*wall, *cpu = append(*wall, d), append(*cpu, c)
		return err
	}
	for i := range runs {
		// Without stitch_gen.go and the schemas, which stitchgen then writes anew.
		if err := clean(); err != nil {
			return result{}, err
		}
		if build {
			if err := timed(i, "bare", &bares, &bareCPU, "go", "build", pkg); err != nil {
				return result{}, err
			}
		}
		if err := timed(i, "generate", &gens, &genCPU, bin, pkg); err != nil {
			return result{}, err
		}
		// go vet follows the same edit as stitchgen, as after go generate.
		d, c, err := command(mod, "go", "vet", pkg)
		if err != nil {
			return result{}, err
		}
		vets, vetCPU = append(vets, d), append(vetCPU, c)
		if err := timed(i, "regenerate", &regens, &regenCPU, bin, pkg); err != nil {
			return result{}, err
		}
		if build {
			if err := timed(i, "build", &builds, &buildCPU, "go", "build", pkg); err != nil {
				return result{}, err
			}
		}
	}
	out, err := os.ReadFile(filepath.Join(dir, "stitch_gen.go"))
	if err != nil {
		return result{}, err
	}
	return result{tools: n, inputLines: lines, outputLines: bytes.Count(out, []byte("\n")),
		gen: median(gens), vet: median(vets), genCPU: median(genCPU), vetCPU: median(vetCPU),
		regen: median(regens), regenCPU: median(regenCPU),
		build: medianOrZero(builds), buildBare: medianOrZero(bares), buildCPU: medianOrZero(buildCPU), buildBareCPU: medianOrZero(bareCPU)}, nil
}

// benchModule returns the directory of the bench module, which must be the current one.
func benchModule() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	gomod := strings.TrimSpace(string(out))
	data, err := os.ReadFile(gomod)
	if err != nil {
		return "", fmt.Errorf("run gencost inside the bench module: %w", err)
	}
	if !bytes.Contains(data, []byte("module github.com/stitchgen/stitchgen/bench\n")) {
		return "", fmt.Errorf("run gencost inside the bench module (cd bench), not %s", gomod)
	}
	return filepath.Dir(gomod), nil
}

// command runs name with args in dir and returns how long it took, in wall time and in
// CPU time (that of the child processes it waited for included).
func command(dir, name string, args ...string) (wall, cpu time.Duration, err error) {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err = cmd.Run()
	wall = time.Since(start)
	if err != nil {
		return wall, 0, fmt.Errorf("%s %s: %w\n%s", name, strings.Join(args, " "), err, out.Bytes())
	}
	return wall, cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), nil
}

// loadAverage is the system's load average over 1, 5 and 15 minutes, as
// /proc/loadavg says, or "unknown".
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(data)); err == nil && len(f) >= 3 {
		return strings.Join(f[:3], ", ")
	}
	return "unknown"
}

// medianOrZero is the median, or 0 for no durations.
func medianOrZero(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	return median(ds)
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}

func ms(d time.Duration) string {
	return strconv.FormatFloat(float64(d)/float64(time.Millisecond), 'f', 1, 64) + " ms"
}
