package q

import "github.com/dragon-tools/dragon/ledger/books"

// The answers a Q Mahjongg win keeps besides the ledger's core, as its
// books declare them (ledger/books/games.go): gong_replacement,
// banker_first_draw, banker_first_discard and fang, kept and read back
// with the hand's answers (Hand.Kept); what the report reads alone is
// read here by its key.

// agreedFang is the Fang level the table agreed for the win in (fang:),
// "" when the rules' level was paid.
func agreedFang(in *books.Inputs) string { return in.Own["fang"] }
