// Package testdir makes the folders a test binary keeps for its run (its
// cache, its browser's home) in the system's temporary folder, named
// after its process, and removes those a run that died left behind: a
// test binary that times out panics, and no removal it deferred runs.
package testdir

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// stale is how long a dead run's folder is left alone before it is
// removed, in case its process lives in another PID namespace and only
// looks gone from here.
const stale = 10 * time.Minute

// Make makes a new folder named prefix, this process's ID and a random
// tail, after removing the folders of that prefix whose process has been
// gone for a while.
func Make(prefix string) (string, error) {
	Sweep(prefix, time.Now())
	return os.MkdirTemp("", prefix+strconv.Itoa(os.Getpid())+"-")
}

// Sweep removes, from the system's temporary folder, the folders named
// prefix, a process ID and a tail whose process is gone and which have
// not changed for stale before now.
func Sweep(prefix string, now time.Time) {
	entries, err := os.ReadDir(os.TempDir())
	if err != nil {
		return
	}
	for _, e := range entries {
		pid, ok := pidOf(e.Name(), prefix)
		if !ok || pid == os.Getpid() || !e.IsDir() || alive(pid) {
			continue
		}
		if info, err := e.Info(); err == nil && now.Sub(info.ModTime()) > stale {
			os.RemoveAll(filepath.Join(os.TempDir(), e.Name()))
		}
	}
}

// pidOf reads the process ID from a folder's name made by Make.
func pidOf(name, prefix string) (int, bool) {
	rest, ok := strings.CutPrefix(name, prefix)
	if !ok {
		return 0, false
	}
	id, _, ok := strings.Cut(rest, "-")
	pid, err := strconv.Atoi(id)
	return pid, ok && err == nil && pid > 0
}
