package testdir

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// TestSweepRemovesOnlyTheDead: a folder of a process that is gone and
// left alone for a while is removed; this process's own, a running
// process's, one of another prefix and one changed lately stay.
func TestSweepRemovesOnlyTheDead(t *testing.T) {
	prefix := "dragon-testdir-" + strconv.Itoa(os.Getpid()) + "x-"
	old := time.Now().Add(-time.Hour)
	dir := func(name string, mod time.Time) string {
		p := filepath.Join(os.TempDir(), name)
		if err := os.Mkdir(p, 0o700); err != nil {
			t.Fatal(err)
		}
		os.Chtimes(p, mod, mod)
		t.Cleanup(func() { os.RemoveAll(p) })
		return p
	}
	dead := dir(prefix+"999999999-a", old) // no such process
	mine := dir(prefix+strconv.Itoa(os.Getpid())+"-b", old)
	running := dir(prefix+"1-c", old) // init
	fresh := dir(prefix+"999999998-d", time.Now())
	other := dir("dragon-other-999999999-e", old)
	Sweep(prefix, time.Now())
	if _, err := os.Stat(dead); !os.IsNotExist(err) {
		t.Errorf("a dead run's folder is left: %v", err)
	}
	for _, p := range []string{mine, running, fresh, other} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was removed: %v", filepath.Base(p), err)
		}
	}
}

// TestMakeNamesTheProcess: Make's folder carries this process's ID.
func TestMakeNamesTheProcess(t *testing.T) {
	dir, err := Make("dragon-testdir-make-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	if pid, ok := pidOf(filepath.Base(dir), "dragon-testdir-make-"); !ok || pid != os.Getpid() {
		t.Errorf("Make gave %s, want it named after process %d", dir, os.Getpid())
	}
}
