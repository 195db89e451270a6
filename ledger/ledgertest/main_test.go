package ledgertest

import (
	"os"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/magic/magicrecord"
	"github.com/dragon-tools/dragon/ledger/books"
)

// TestMain hands the ledger Magic Dragon's rulebook, as the program's list
// of the games does.
func TestMain(m *testing.M) {
	books.Register(books.Magic, magicrecord.Rulebook())
	os.Exit(m.Run())
}
