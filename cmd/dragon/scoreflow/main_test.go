package scoreflow

import (
	"os"
	"testing"

	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

// TestMain runs the tests with a cache folder of their own: those that
// record into a ledger would otherwise leave its cache entry in the
// user's.
func TestMain(m *testing.M) { os.Exit(ledgertest.OwnCache(m).Run()) }
