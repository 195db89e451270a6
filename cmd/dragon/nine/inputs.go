package nine

import "github.com/dragon-tools/dragon/ledger/books"

// The answers a Nine Dragons win keeps besides the ledger's core, as its
// books declare them (ledger/books/games.go): kong_replacement,
// twelfth_by, fifth_tile, winning_tile and winning_set, kept and read back
// with the hand's answers (Hand.Kept); what the report reads alone is
// read here by its key.

// kongReplacement reports whether the win in was on the replacement tile
// after a kong (kong_replacement: true).
func kongReplacement(in *books.Inputs) bool { return in.Own["kong_replacement"] == "true" }
