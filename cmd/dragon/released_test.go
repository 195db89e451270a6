package main

import (
	"debug/buildinfo"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/internal/testdir"
	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

// The tests run dragon as a release builds it (.goreleaser.yaml:
// CGO_ENABLED=0), from this package's source and the test binary's build
// tags, first on PATH for every test that starts dragon (the scripts, the
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

func (r released) Run() int {
	dir, err := buildAsReleased()
	if err != nil {
		fmt.Fprintf(os.Stderr, "the tests run the test binary as dragon: %v\n", err)
		return r.m.Run()
	}
	defer os.RemoveAll(dir)
	os.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	return r.m.Run()
}

// buildAsReleased builds dragon as released into a new folder and returns
// it. 'go run' keeps the executable it links in the build cache, where
// 'go build' would link it again at every run of the tests; this binary,
// as its -exec program, takes a copy.
func buildAsReleased() (string, error) {
	tags, err := testBuildTags()
	if err != nil {
		return "", err
	}
	self, err := os.Executable()
	if err != nil {
		return "", err
	}
	quoted, err := quoteForGo(self)
	if err != nil {
		return "", err
	}
	dir, err := testdir.Make("dragon-test-released-")
	if err != nil {
		return "", err
	}
	exe := filepath.Join(dir, "dragon")
	if runtime.GOOS == "windows" {
		exe += ".exe"
	}
	c := goCommand("run", "-tags="+tags, "-exec="+quoted, ".")
	if c.Env == nil {
		c.Env = os.Environ()
	}
	c.Env = append(c.Env, "CGO_ENABLED=0", takeTo+"="+exe)
	out, err := c.CombinedOutput()
	if _, statErr := os.Stat(exe); err != nil || statErr != nil {
		os.RemoveAll(dir)
		return "", fmt.Errorf("go run -exec: %v %v\n%s", err, statErr, out)
	}
	return dir, nil
}

// testBuildTags are the build tags this test binary was built with, and
// an error if it was built with the race detector, a sanitizer or for
// coverage, which a release's build would leave out.
func testBuildTags() (string, error) {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "", fmt.Errorf("no build information in the test binary")
	}
	tags := ""
	for _, s := range info.Settings {
		switch s.Key {
		case "-tags":
			tags = s.Value
		case "-race", "-msan", "-asan", "-cover":
			if s.Value == "true" {
				return "", fmt.Errorf("built with %s", s.Key)
			}
		}
	}
	return tags, nil
}

// quoteForGo quotes path as the go command splits its -exec flag: in
// single or double quotes, with no way to escape one inside.
func quoteForGo(path string) (string, error) {
	for _, q := range []string{`'`, `"`} {
		if !strings.Contains(path, q) {
			return q + path + q, nil
		}
	}
	return "", fmt.Errorf("the test binary's path %s holds both quotes", path)
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
// builds it, with the test binary's build tags, and is not the test binary.
func TestDragonAsReleased(t *testing.T) {
	t.Parallel()
	tags, err := testBuildTags()
	if err != nil {
		t.Skipf("the tests run the test binary as dragon: %v", err)
	}
	exe, err := exec.LookPath("dragon")
	if err != nil {
		t.Fatal(err)
	}
	info, err := buildinfo.ReadFile(exe)
	if err != nil {
		t.Fatalf("%s: %v", exe, err)
	}
	got := map[string]string{}
	for _, s := range info.Settings {
		got[s.Key] = s.Value
	}
	if info.Path != modulePath+"cmd/dragon" || got["CGO_ENABLED"] != "0" || got["-tags"] != tags {
		t.Errorf("%s is %s with CGO_ENABLED=%q and tags %q; want %scmd/dragon, CGO_ENABLED=0, tags %q", exe, info.Path, got["CGO_ENABLED"], got["-tags"], modulePath, tags)
	}
}
