// Package books keeps a table's books: the session (the game, the players
// in seat order, the rules and stakes, the starting money) and every
// record in the order it was played, with what they work out to.
//
// The records are the truth. Balances, the dealer (banker, East), the game,
// cycle, round and the version in force are worked out again from them
// every time (Book.Steps, Book.State); nothing derived is trusted. A
// mistake is corrected by a new record (a void or an adjustment), never by
// rewriting history, the way hledger and beancount ledgers grow.
//
// The books never see a file: they import no os, no path and no YAML
// (TestBooksArePure). The store, package ledger, reads the file, hands the
// books its records one by one (Book.Begin, Book.Add) and writes what they
// stamp (Book.Stamp); the books report what is wrong at the lines the store
// gives them (Found, Problems). They never print; they return values and
// errors.
package books

import (
	"slices"
	"time"

	"github.com/dragon-tools/dragon/internal/players"
)

// FormatVersion is the version of the file format this package writes and
// reads (the top-level "version:" field).
const FormatVersion = 1

// Kind is what a record is.
type Kind string

// The kinds of record.
const (
	// Win: somebody won the hand (for Dancing Dragons and MAC I: a hand or
	// game played, with everybody's score).
	Win Kind = "win"
	// Tie: Magic Dragon's stock ran down to 12 tiles and nobody won.
	Tie Kind = "tie"
	// Dead: nobody won (Q Mahjongg's Wongg, Nine Dragons' dead hand).
	Dead Kind = "dead"
	// Penalty: a player pays for a breach (a false declaration); it does
	// not count as a hand for the rotation.
	Penalty Kind = "penalty"
	// Adjustment corrects money (or totals) without being a hand.
	Adjustment Kind = "adjustment"
	// Rename gives a player another name from then on (a misspelt name
	// mended): the records before it keep the old (see rename.go).
	Rename Kind = "rename"
	// Seats puts the players in a new seat order (Magic Dragon's draw
	// for seats again, any table's change of seats; see seats.go).
	Seats Kind = "seats"
	// Void cancels the last hand not yet voided: its money and its effect
	// on the rotation.
	Void Kind = "void"
)

// Kinds lists every kind, in the order the documentation gives them.
var Kinds = []Kind{Win, Tie, Dead, Penalty, Adjustment, Rename, Seats, Void}

// Book is a ledger's books: the session, its records, and the state
// before and after each, worked out from the records by replaying them one
// by one (Begin, Add) as the store reads them.
type Book struct {
	// File names the file in messages (as the person typed it).
	File   string
	Header Header
	Hands  []*HandRecord

	// data are the bytes of the file, for the lines problems quote.
	data []byte
	// items is the number of records in the file, those left out included.
	items int
	// steps are the records with the state before and after each.
	steps []Step
	// rp is the replay after the last record, for appending.
	rp *replayer
}

// Header is the session: what is played, by whom, under which rules.
type Header struct {
	Version int  // the file format, FormatVersion
	Game    Game // the game played
	// Players in seat order, as the session started: a rename or a
	// seats record changes them for the records after it (the state's
	// Header holds them as they stand). Magic Dragon: the first deals
	// first and the deal passes to the left, to the next in the list. Q
	// Mahjongg: the first is the first banker (East), the others
	// clockwise. Nine Dragons: East, South, West, North. Dancing Dragons:
	// turn order, the first leads the first hand.
	Players []string
	Rules   Rules
	Money   Money
}

// Clone returns a copy of h that shares nothing with it.
func (h Header) Clone() Header {
	h.Players = slices.Clone(h.Players)
	h.Money.Bills = slices.Clone(h.Money.Bills)
	return h
}

// Money is the play money each player starts with.
type Money struct {
	Start int   // per player; 0 when balances are simply net results
	Bills []int // the denominations, smallest first (Magic Dragon: 1, 5, 10)
}

// HandRecord is one record of the file's hands: list, named after that
// list: a hand played (won, tied, dead) or any other record kept in it, a
// penalty, an adjustment, a rename, new seats or a void (its Kind).
type HandRecord struct {
	// Number is the record's place in the list, from 1: "hand 7".
	Number int
	// Line is the line of the record in the file (0 for a new record).
	Line int
	At   time.Time
	Kind Kind
	// Inputs are what the hand was scored from; nil when not recorded.
	Inputs *Inputs
	// Transfers is the money each player gained (+) or paid (-); the
	// amounts add up to zero.
	Transfers map[string]int
	// Scores are the points each player made in the hand (Dancing Dragons,
	// MAC I); they add up to the totals that decide the match.
	Scores map[string]int
	// Voids is, for a void, the number of the record it cancels (a check
	// for the reader: it must be the last hand not yet voided).
	Voids int
	// From and To are, for a rename, the player's name until then and
	// from then on.
	From, To string
	// Seats are, for a seats record, the players in their new seat order.
	Seats []string
	Note  string

	// Lines are the lines of its parts in the file it was read from.
	Lines RecordLines `json:"-"`
}

// winner is who won hand r, as its inputs say; "" when they say nobody.
func (r *HandRecord) winner() string {
	if r.Inputs == nil {
		return ""
	}
	return r.Inputs.Winner
}

// RecordLines keeps the line of each part of a record, for the problems
// found in it after it was read (0 for a part it has not): a line is all a
// problem needs, and a season's records holding on to the file's nodes
// would keep most of its node tree alive through the audit.
type RecordLines struct {
	Item, At, Kind, Inputs, Transfers, Scores, Voids, Role, Winner, Hand int
	// From, To and Seats are the lines of a rename's and a seats record's
	// fields.
	From, To, Seats int
	// Names are the lines of the players' names in transfers: and
	// scores:, hands those of the players' hands in losers: (discards:,
	// fished:).
	Names, Hands []NamedLine
	// Partial is set when an amount could not be read, so a sum would
	// only repeat that problem.
	Partial bool
}

// NamedLine is the line of something written for a player.
type NamedLine struct {
	Name string
	Line int
}

// LineOf returns the line of the last entry for name in ls, or 0.
func LineOf(ls []NamedLine, name string) int {
	for i := len(ls) - 1; i >= 0; i-- {
		if ls[i].Name == name {
			return ls[i].Line
		}
	}
	return 0
}

// Seat returns the index of player name in seat order, or -1.
//
// A name is the same composed or not: "Zoé" typed with one é, or with an e
// and an accent after it (see players.Normal).
func (h *Header) Seat(name string) int {
	for i, p := range h.Players {
		if p == name {
			return i
		}
	}
	n := players.Normal(name)
	for i, p := range h.Players {
		if players.Normal(p) == n {
			return i
		}
	}
	return -1
}
