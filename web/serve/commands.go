package serve

import (
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// Commands are the command line's own words and checks, which the page
// shows and applies: cmd/dragon supplies them from the ledger commands,
// so that the page and the terminal cannot disagree and this package
// words no message and checks no rule of its own.
type Commands struct {
	// Next is the line every record ends with: what comes next, who
	// deals, and the readings of the game's rules that decided it; the
	// standings and the settle-up end with it too.
	Next func(st books.State) string
	// Amount reads one player's amount as 'ledger add --transfer' does.
	Amount func(h *books.Header, player, typed string) (int, error)
	// Score reads one player's score as 'ledger add --scores' does, in a
	// game of totals.
	Score func(h *books.Header, player, typed string) (int, error)
	// Record is the record 'ledger add' makes of what was typed, in state
	// st, with its checks (a tie where the game has none, a winner who
	// does not gain, …).
	Record func(st books.State, t Typed) (*books.HandRecord, error)
	// Recorded is what the command line says once a record is written
	// ('ledger add', 'ledger undo'): the record, and what comes next.
	Recorded func(a *ledger.Appended) string
	// Message words an error as the command line prints it: one line,
	// without Go package names, saying what became of the ledger.
	Message func(file string, err error) string
}

// Typed is what a scorekeeper types for a record that needs no hand
// description, as the flags of 'dragon ledger add' give it.
type Typed struct {
	// Kind is the record: a win (a hand scored elsewhere, typed as
	// money or, in a game of totals, as scores), a tie, a dead hand, an
	// adjustment.
	Kind books.Kind
	// Transfers are the amounts as --transfer takes them: "Ann=+12,Bo=-12";
	// "" for none.
	Transfers string
	// Scores are the scores of a hand of a game of totals, as --scores
	// takes them: "Ann=12,Bo=0"; "" for none.
	Scores string
	// Winner is --winner: "" when the one player who gains won.
	Winner string
	Note   string
}

// Penalty is a penalty the scorekeeper records by naming the player who
// pays it (a false declaration): the game works out what he pays.
type Penalty struct {
	// Title names it: "a false declaration".
	Title string
	// Played reports whether the session in state st plays it.
	Played func(st books.State) bool
	// Record is its record when player pays it in state st, and the line
	// that says what he pays, with the command line's checks.
	Record func(st books.State, player string) (*books.HandRecord, string, error)
}
