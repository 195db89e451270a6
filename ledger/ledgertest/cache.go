package ledgertest

import (
	"fmt"
	"os"
	"runtime"

	"github.com/dragon-tools/dragon/internal/testdir"
)

// userCache is the user's own cache folder, as it was before OwnCache
// moved the run's elsewhere.
var userCache string

// TestingM is what a TestMain runs: *testing.M.
type TestingM interface{ Run() int }

// OwnCache returns m, run with a cache folder of its own: the ledger's
// cache entries of every test, in the test process and in every program
// it starts with its environment, go there and not into the user's own
// (~/.cache/dragon), and the folder is removed after the run (or, if the
// run dies, by the next: testdir). It sets
// XDG_CACHE_HOME (LocalAppData on Windows, HOME on macOS), which
// os.UserCacheDir reads.
// A package whose tests reach the ledger calls it from TestMain:
//
//	func TestMain(m *testing.M) { os.Exit(ledgertest.OwnCache(m).Run()) }
func OwnCache(m TestingM) TestingM { return ownCache{m} }

type ownCache struct{ m TestingM }

func (o ownCache) Run() int {
	userCache, _ = os.UserCacheDir()
	dir, err := testdir.Make("dragon-test-cache-")
	if err != nil {
		fmt.Fprintf(os.Stderr, "ledgertest: no cache folder for the tests: %v\n", err)
		return 1
	}
	defer os.RemoveAll(dir)
	env := "XDG_CACHE_HOME"
	switch runtime.GOOS {
	case "windows":
		env = "LocalAppData"
	case "darwin", "ios":
		env = "HOME" // its cache is ~/Library/Caches, and XDG is not read
	}
	if err := os.Setenv(env, dir); err != nil {
		fmt.Fprintf(os.Stderr, "ledgertest: %v\n", err)
		return 1
	}
	return o.m.Run()
}

// UserCache returns the user's own cache folder, which no test may write
// into: the one os.UserCacheDir gave before OwnCache, or "" without it.
func UserCache() string { return userCache }
