package main

import (
	"debug/buildinfo"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/internal/testdir"
	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

// The tests run dragon as a release builds it (.goreleaser.yaml:
// CGO_ENABLED=0), from this package's source and the test binary's build
// flags (builtWith), first on PATH for every test that starts dragon (the scripts, the
// terminals, the races for a ledger's lock). The scripts start dragon
// about 1,200 times: so built, it starts in about 3.3 ms of processor
// time, and as the test binary (19 MB, linked with the C library) in
// 5.4 ms, 2.7 of the 50 processor-seconds of the short tier. A test
// binary built with the race detector or for coverage runs itself as
// dragon instead (testscript.Main), so that dragon's runs are raced and
// counted too.

// takeTo names the variable that asks this test binary, started by 'go
// run -exec' with the executable it built, to copy it there and exit.
const takeTo = "DRAGON_TESTS_TAKE_EXECUTABLE_TO"

// asReleased returns m, run with dragon built as released first on PATH.
func asReleased(m ledgertest.TestingM) ledgertest.TestingM { return released{m} }

type released struct{ m ledgertest.TestingM }

// notReleased is why the dragon on PATH is the test binary, not dragon as
// released: a runsItself, or the build's failure (TestDragonAsReleased).
var notReleased error

// runsItself is a reason for the test binary to run itself as dragon: it
// is built for what a release's build leaves out (the race detector,
// coverage), or dragon cannot be built beside it.
type runsItself struct{ why string }

func (r runsItself) Error() string { return r.why }

func (r released) Run() int {
	userEnv = os.Environ()
	flags, err := releaseFlags()
	if err == nil {
		var dir string
		if dir, err = buildAsReleased(flags); err == nil {
			defer os.RemoveAll(dir)
			os.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
		}
	}
	notReleased = err
	return r.m.Run()
}

// userEnv is the environment the tests were started with, before the run
// had a cache folder of its own (ledgertest.OwnCache; on macOS, a HOME of
// its own): the go command finds the user's build cache, modules and
// settings in it.
var userEnv []string

// buildAsReleased builds dragon (this package, named by its import path
// wherever the tests run) as released, with the build flags flags, into a
// new folder and returns it. 'go run' keeps the executable it links in
// the build cache, where 'go build' would link it again at every run of
// the tests; this binary, as its -exec program, takes a copy.
func buildAsReleased(flags []string) (string, error) {
	self, err := os.Executable()
	if err != nil {
		return "", runsItself{err.Error()}
	}
	quoted, err := quoteForGo(self)
	if err != nil {
		return "", err
	}
	if _, err := exec.LookPath("go"); err != nil {
		return "", runsItself{"no go command to build dragon with"}
	}
	dir, err := testdir.Make("dragon-test-released-")
	if err != nil {
		return "", err
	}
	exe := filepath.Join(dir, "dragon")
	if runtime.GOOS == "windows" {
		exe += ".exe"
	}
	c := goCommand(slices.Concat([]string{"run"}, flags, []string{"-exec=" + quoted, modulePath + "cmd/dragon"})...)
	c.Env = append(c.Env, "CGO_ENABLED=0", takeTo+"="+exe)
	out, err := c.CombinedOutput()
	if err == nil {
		_, err = os.Stat(exe)
	}
	if err != nil {
		os.RemoveAll(dir)
		return "", fmt.Errorf("CGO_ENABLED=0 go run %s: %v\n%s", strings.Join(append(flags, modulePath+"cmd/dragon"), " "), err, out)
	}
	return dir, nil
}

// builtWith are the settings of a build that its flags give, as the
// build information names them: a release's build is given the test
// binary's.
var builtWith = []string{"-asmflags", "-gcflags", "-ldflags", "-tags", "-trimpath"}

// releaseFlags are the flags this test binary was built with that a
// release's build takes too (builtWith), as go run takes them; or a
// runsItself if it was built with the race detector, a sanitizer or for
// coverage, which a release's build would leave out.
func releaseFlags() ([]string, error) {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return nil, runsItself{"no build information in the test binary"}
	}
	var flags []string
	for _, s := range info.Settings {
		switch {
		case slices.Contains(builtWith, s.Key):
			flags = append(flags, s.Key+"="+s.Value)
		case slices.Contains([]string{"-race", "-msan", "-asan", "-cover"}, s.Key) && s.Value == "true":
			return nil, runsItself{"built with " + s.Key}
		}
	}
	return flags, nil
}

// quoteForGo quotes path as the go command splits its -exec flag: in
// single or double quotes, with no way to escape one inside.
func quoteForGo(path string) (string, error) {
	for _, q := range []string{`'`, `"`} {
		if !strings.Contains(path, q) {
			return q + path + q, nil
		}
	}
	return "", runsItself{"the test binary's path " + path + " holds both quotes, which go run -exec cannot take"}
}

// takeExecutable copies the executable at from (os.Args[1] of 'go run
// -exec') to to, as takeTo asks, and returns the exit code.
func takeExecutable(from, to string) int {
	if err := copyExecutable(from, to); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// copyExecutable copies the file at from to a new executable at to.
func copyExecutable(from, to string) error {
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o755)
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		return err
	}
	return dst.Close()
}

// TestDragonAsReleased: the dragon the tests start is built as a release
// builds it, with the test binary's build tags, and is not the test
// binary; or the test binary says why it runs itself.
func TestDragonAsReleased(t *testing.T) {
	t.Parallel()
	if errors.As(notReleased, new(runsItself)) {
		t.Skipf("the tests run the test binary as dragon: %v", notReleased)
	}
	if notReleased != nil {
		t.Fatalf("dragon could not be built as released, so the tests ran the test binary as dragon: %v", notReleased)
	}
	flags, _ := releaseFlags()
	exe, info := dragonOnPath(t)
	var got []string
	cgo := ""
	for _, s := range info.Settings {
		if slices.Contains(builtWith, s.Key) {
			got = append(got, s.Key+"="+s.Value)
		}
		if s.Key == "CGO_ENABLED" {
			cgo = s.Value
		}
	}
	if info.Path != modulePath+"cmd/dragon" || cgo != "0" || !slices.Equal(got, flags) {
		t.Errorf("%s is %s with CGO_ENABLED=%q and %q; want %scmd/dragon, CGO_ENABLED=0, %q", exe, info.Path, cgo, got, modulePath, flags)
	}
	for _, m := range info.Deps {
		if m.Path == "github.com/rogpeppe/go-internal" {
			t.Errorf("%s links %s, as only the test binary does", exe, m.Path)
		}
	}
	t.Logf("%s: %s, CGO_ENABLED=%s, %q", exe, info.Path, cgo, got)
}

// dragonOnPath is the dragon the tests run, and what its build says of
// it.
func dragonOnPath(t *testing.T) (string, *debug.BuildInfo) {
	t.Helper()
	exe, err := exec.LookPath("dragon")
	if err != nil {
		t.Fatal(err)
	}
	info, err := buildinfo.ReadFile(exe)
	if err != nil {
		t.Fatalf("%s: %v", exe, err)
	}
	return exe, info
}
