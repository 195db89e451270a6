//go:build unix

package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

// startupFloor is the floor of a binary that carries a web server: a hello
// world that links net/http (and serves when given an address, so the
// linker keeps the server).
const startupFloor = `package main

import (
	"fmt"
	"net/http"
	"os"
)

func main() {
	if len(os.Args) > 1 {
		_ = http.ListenAndServe(os.Args[1], http.NotFoundHandler())
	}
	fmt.Println("hello")
}
`

// startupCommands are the command lines measured against the floor, FILE
// standing for a ledger of an evening's hands: one of each group, since
// dragon builds only the group a command line names.
var startupCommands = [][]string{
	{"magic", "score", "123C", "123C", "345S", "333D", "44P"},
	{"nine", "score", "123c", "456c", "789s", "222b", "55b", "--self-drawn", "--winner", "Ann", "--players", "Ann,Bo,Cy,Di"},
	{"q", "--help"},
	{"dominoes", "--help"},
	{"mac", "--help"},
	{"setup", "yinyang", "--players", "Ann,Bo,Cy,Di", "--dealer", "Ann", "--seed", "1"},
	{"serve", "--help"},
	{"--help"},
	{"ledger", "show", "FILE"},
	{"ledger", "report", "FILE", "--format", "text"},
}

// BenchmarkStartup: every dragon command should start and answer within
// twice the floor (startupFloor), measured whole-process, in the default
// build and with CGO_ENABLED=0. Benchmarks run only when asked for:
//
//	go test -run '^$' -bench Startup -benchtime 200x ./cmd/dragon
//
// Each round runs the floor and every command once, in turn, so that all
// meet the same load of a shared machine (hyperfine runs each command's
// runs together). For each it reports the median wall time (ms) and
// processor time, user and system (cpu-ms), and the ratio of each median
// to the floor's (x-floor, x-floor-cpu); -v logs them as a table.
func BenchmarkStartup(b *testing.B) {
	if _, err := exec.LookPath("go"); err != nil {
		b.Skip("no go command to build with")
	}
	for _, build := range []struct{ name, cgo string }{{"default", os.Getenv("CGO_ENABLED")}, {"CGO_ENABLED=0", "0"}} {
		b.Run(strings.ReplaceAll(build.name, "=", "-"), func(b *testing.B) {
			dir := b.TempDir()
			bin := filepath.Join(dir, "bin")
			floor, dragon := buildFloor(b, bin, build.cgo), buildDragon(b, bin, build.cgo)
			file := filepath.Join(dir, "night.yaml")
			// A sound Magic Dragon ledger of an evening's 40 hands.
			if err := os.WriteFile(file, ledgertest.Generate(40, magicAudit), 0o644); err != nil {
				b.Fatal(err)
			}
			runs := [][]string{{floor}}
			for _, c := range startupCommands {
				line := []string{dragon}
				for _, a := range c {
					line = append(line, strings.ReplaceAll(a, "FILE", file))
				}
				runs = append(runs, line)
			}
			reportStartup(b, build.name, timeRounds(b, filepath.Join(dir, "cache"), runs))
		})
	}
}

// buildFloor writes startupFloor in a module of its own in dir and builds
// it with CGO_ENABLED=cgo ("" leaves the default).
func buildFloor(b *testing.B, dir, cgo string) string {
	src := filepath.Join(dir, "floor-src")
	if err := os.MkdirAll(src, 0o755); err != nil {
		b.Fatal(err)
	}
	for name, text := range map[string]string{"main.go": startupFloor, "go.mod": "module floor\n"} {
		if err := os.WriteFile(filepath.Join(src, name), []byte(text), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	return goBuild(b, src, filepath.Join(dir, "floor"), cgo)
}

// buildDragon builds this package, dragon, into dir.
func buildDragon(b *testing.B, dir, cgo string) string {
	wd, err := os.Getwd()
	if err != nil {
		b.Fatal(err)
	}
	return goBuild(b, wd, filepath.Join(dir, "dragon"), cgo)
}

// goBuild runs 'go build -o out' in dir and returns out.
func goBuild(b *testing.B, dir, out, cgo string) string {
	c := exec.Command("go", "build", "-o", out, ".")
	c.Dir = dir
	c.Env = append(os.Environ(), "GOWORK=off")
	if cgo != "" {
		c.Env = append(c.Env, "CGO_ENABLED="+cgo)
	}
	if msg, err := c.CombinedOutput(); err != nil {
		b.Fatalf("go build in %s: %v\n%s", dir, err, msg)
	}
	return out
}

// startupTimes are the wall and processor times of one command line's runs.
type startupTimes struct{ wall, cpu []time.Duration }

// timeRounds runs every line once a round, a round an iteration of b, after
// one round unmeasured that fills the page cache and the ledger's cache,
// which is kept in cache.
func timeRounds(b *testing.B, cache string, runs [][]string) []startupTimes {
	times := make([]startupTimes, len(runs))
	once := func(i int, line []string) {
		c := exec.Command(line[0], line[1:]...)
		c.Env = append(os.Environ(), "XDG_CACHE_HOME="+cache, "NO_COLOR=1")
		start := time.Now()
		if msg, err := c.CombinedOutput(); err != nil {
			b.Fatalf("%s: %v\n%s", strings.Join(line, " "), err, msg)
		}
		if i >= 0 {
			times[i].wall = append(times[i].wall, time.Since(start))
			times[i].cpu = append(times[i].cpu, c.ProcessState.UserTime()+c.ProcessState.SystemTime())
		}
	}
	for _, line := range runs {
		once(-1, line)
	}
	for b.Loop() {
		for i, line := range runs {
			once(i, line)
		}
	}
	return times
}

// reportStartup reports each command's medians and ratios to the floor's
// (times[0]), and logs them as a table.
func reportStartup(b *testing.B, build string, times []startupTimes) {
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	floorWall, floorCPU := median(times[0].wall), median(times[0].cpu)
	b.ReportMetric(ms(floorWall), "floor-ms")
	b.ReportMetric(ms(floorCPU), "floor-cpu-ms")
	table := fmt.Sprintf("%s build, %d rounds, medians:\n%-40s %8.2f ms %8.2f cpu-ms", build, len(times[0].wall), "floor (hello world with net/http)", ms(floorWall), ms(floorCPU))
	for i, c := range startupCommands {
		wall, cpu := median(times[i+1].wall), median(times[i+1].cpu)
		name := strings.ReplaceAll(strings.Join(c[:min(2, len(c))], "-"), "--", "")
		x, xCPU := float64(wall)/float64(floorWall), float64(cpu)/float64(floorCPU)
		b.ReportMetric(ms(wall), name+"-ms")
		b.ReportMetric(x, name+"-x-floor")
		b.ReportMetric(xCPU, name+"-x-floor-cpu")
		table += fmt.Sprintf("\n%-40s %8.2f ms %8.2f cpu-ms %5.2f× %5.2f× cpu", "dragon "+strings.Join(c, " "), ms(wall), ms(cpu), x, xCPU)
	}
	b.Log(table)
}

// median is the middle of ds.
func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return quantile(s, 0.5)
}
