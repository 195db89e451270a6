// Package report builds the night's report of a ledger, or of a season of
// ledgers of one game: the header with the rules and the referee's audit,
// the standings, each player's money (or total) over time, every hand,
// each player's story and the settle-up.
//
// A Report is the model alone: it never prints. The web package renders it
// as a page, the command line as text, and its JSON is the model itself
// ('dragon ledger report --format json'). What the ledger cannot say of a
// hand (its points, Fang or chips) comes from each game's Describer, and
// the audit is the one 'dragon ledger check' runs, by each game's
// books.Auditor: the package names no game.
package report

import (
	"cmp"
	"fmt"
	"slices"
	"time"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// Report is the night's report.
type Report struct {
	Header    Header     `json:"header"`
	Standings []Standing `json:"standings"`
	Chart     Chart      `json:"chart"`
	Hands     []Hand     `json:"hands"`
	Stories   []Story    `json:"stories"`
	SettleUp  SettleUp   `json:"settle_up"`
}

// Header is what the report is of: the game, the players, the dates, the
// rules of each evening and the audit.
type Header struct {
	Game books.Game `json:"game"`
	// Title is the game's name as people write it: "Magic Dragon".
	Title string `json:"title"`
	// Season is set when the report is of more than one ledger.
	Season bool `json:"season"`
	// Totals is set for a game decided by totals of scores, the lowest
	// winning when LowestWins; Money when money moves (or starts) in it.
	Totals     bool `json:"totals"`
	LowestWins bool `json:"lowest_wins,omitempty"`
	Money      bool `json:"money"`
	// Play is what the game calls one hand of play ("game" or "hand"),
	// Role the player the rotation is about ("dealer", "banker",
	// "East", "leader"; "" when none).
	Play string `json:"play"`
	Role string `json:"role,omitempty"`
	// Players are every player, in the order they first sat down.
	Players []string `json:"players"`
	// From and To are when the first and the last record were made.
	From time.Time `json:"from,omitzero"`
	To   time.Time `json:"to,omitzero"`
	// Records counts every record; Played the hands of play in force.
	Records int `json:"records"`
	Played  int `json:"played"`
	// Evenings are the ledgers, in date order; a club's tables of one
	// night are that many ledgers of one night (Nights).
	Evenings []Evening `json:"evenings"`
	Audit    Audit     `json:"audit"`
}

// Evening is one ledger of the report.
type Evening struct {
	File     string    `json:"file"`
	From     time.Time `json:"from,omitzero"`
	To       time.Time `json:"to,omitzero"`
	Players  []string  `json:"players"`
	Rules    []string  `json:"rules"`
	Records  int       `json:"records"`
	Played   int       `json:"played"`
	Over     string    `json:"over,omitempty"`
	Audited  int       `json:"audited"`
	Differed int       `json:"differed"`
}

// Night is the day an evening was played on, the day of its first record
// (YYYY-MM-DD, local time); "" for a ledger with no record.
func (e Evening) Night() string {
	if e.From.IsZero() {
		return ""
	}
	return e.From.Local().Format(time.DateOnly)
}

// Nights counts the nights the report's ledgers were played on: a club's
// tables of one night are one evening of its season.
func (hd *Header) Nights() int {
	seen := map[string]bool{}
	for _, e := range hd.Evenings {
		if n := e.Night(); n != "" {
			seen[n] = true
		}
	}
	return len(seen)
}

// Options are what a report needs besides its ledgers.
type Options struct {
	// Auditors score recorded hands again, as for 'ledger check'.
	Auditors books.Auditors
	// Describers say what the recorded hands scored.
	Describers Describers
	// ChartPoints is the most points a line of the chart may have (the
	// width of its plot in pixels); 0 keeps a point for every record.
	ChartPoints int
}

// Build builds the report of one ledger, or of a season of ledgers of one
// game, which it puts in date order. Players who come and go are followed
// through the evenings they played.
func Build(ls []*ledger.Ledger, opts Options) (*Report, error) {
	if len(ls) == 0 {
		return nil, words.NewError("report", "no ledger to report on")
	}
	ls = slices.Clone(ls)
	slices.SortStableFunc(ls, func(a, b *ledger.Ledger) int { return compareStart(first(a), first(b)) })
	g := ls[0].Header.Game
	for _, l := range ls[1:] {
		if l.Header.Game != g {
			return nil, fmt.Errorf("%s is a %s ledger and %s a %s one; a season's ledgers are all of one game", ls[0].File, g.Title(), l.File, l.Header.Game.Title())
		}
	}
	b := newBuilder(ls, opts)
	for i, l := range ls {
		b.evening(i, l)
	}
	return b.finish(ls), nil
}

// first is when the ledger's first record was made (zero when none).
func first(l *ledger.Ledger) time.Time {
	if len(l.Hands) == 0 {
		return time.Time{}
	}
	return l.Hands[0].At
}

// compareStart orders start times, a ledger without records last.
func compareStart(a, b time.Time) int {
	switch {
	case a.IsZero() || b.IsZero():
		return cmp.Compare(boolInt(a.IsZero()), boolInt(b.IsZero()))
	}
	return a.Compare(b)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
