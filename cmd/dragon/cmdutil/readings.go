package cmdutil

import (
	"io"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/scoring/claim"
)

// The readings that decided a result (claim.Decision: a loose rule of the
// rulebook that, read the other way, gives another figure, another payer
// or another winner) are shown alike in every game: a line each for
// people, beginning with the reading's id, and under "decided" in --json.
// 'dragon help readings' lists every reading.

// decidedLabel begins the line of a reading that decided a result, as
// wide as the labels of a score ("Total:    ").
const decidedLabel = "Reading:  "

// PrintDecided writes each reading that decided a result, a line each,
// fitted to width (0: whole).
func PrintDecided(w io.Writer, width int, ds []claim.Decision) {
	for _, d := range ds {
		term.Para(w, width, "          ", decidedLabel+d.Text)
	}
}

// Decided joins the readings that decided a result, for --json: [] when
// none did, so that the key is always there.
func Decided(lists ...[]claim.Decision) []claim.Decision {
	out := []claim.Decision{}
	for _, ds := range lists {
		out = append(out, ds...)
	}
	return out
}

// RuledJSON is what a result says in --json of the rules it was scored
// by: a table's own ruleset, when one was played, and the readings that
// decided it.
type RuledJSON struct {
	Ruleset string           `json:"ruleset,omitempty"`
	Decided []claim.Decision `json:"decided"`
}

// Ruled is a result's RuledJSON: the ruleset's name when file, the
// ruleset's file, is a table's own (not ""), and the readings of lists
// joined (Decided).
func Ruled(file, name string, lists ...[]claim.Decision) RuledJSON {
	j := RuledJSON{Decided: Decided(lists...)}
	if file != "" {
		j.Ruleset = name
	}
	return j
}
