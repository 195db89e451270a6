package q

import (
	"os"
	"testing"

	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

// TestMain runs the tests with a cache folder of their own: the ledgers
// they record into leave no entry in the person's cache.
func TestMain(m *testing.M) { os.Exit(ledgertest.OwnCache(m).Run()) }
