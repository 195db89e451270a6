package q

import (
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger/books"
)

// occasion is a win on a special occasion, as the table tells it: the
// option taken at "How did the winning card come?".
type occasion struct {
	told
	source string
}

func (w occasion) answer(q *qa.Question, a qa.Answers) string {
	if q.ID == "source" {
		return w.source
	}
	return w.told.answer(q, a)
}

// TestHandSpecialOccasions: the banker's win before his first discard and
// a win on the banker's first discard are offered where the winner makes
// them possible, and record what --banker-first-draw and
// --banker-first-discard record, with a ledger or without.
func TestHandSpecialOccasions(t *testing.T) {
	players := []string{"Ann", "Bo", "Cy"}
	for _, tc := range []struct {
		winner, source, flag string
	}{
		{"Ann", "the banker's deal, before his first discard (6 Fang)", "--banker-first-draw"},
		{"Cy", "the banker Ann's first discard (6 Fang)", "--banker-first-discard"},
	} {
		t.Run(tc.flag, func(t *testing.T) {
			w := occasion{told: told{players: players, winner: tc.winner, hand: "W3 F1 1C 2C 3C [4B 5B 6B]"}, source: tc.source}
			flags := func(ledgered bool) []string {
				args := []string{w.hand, "--winner", w.winner, tc.flag}
				if !ledgered {
					args = append(args, "--players", "Ann,Bo,Cy")
				}
				return args
			}
			_, rec := cmdtest.WalksAsFlags(t, Hand, w.answer, newScoreCmd, answers, flags(false)...)
			if rec.Inputs.Own["banker_first_draw"] == rec.Inputs.Own["banker_first_discard"] {
				t.Errorf("the record's inputs %+v name no special occasion", *rec.Inputs)
			}
			cmdtest.RecordsAsFlags(t, books.Header{Game: books.QMahjongg, Players: players}, Hand, w.answer, newScoreCmd, flags(true)...)
		})
	}
}

// TestHandSpecialOccasionOffered: the banker's first draw is offered to
// the banker alone, a win on his first discard to the others alone.
func TestHandSpecialOccasionOffered(t *testing.T) {
	for winner, want := range map[string]string{
		"Ann": "the banker's deal, before his first discard (6 Fang)",
		"Bo":  "the banker Ann's first discard (6 Fang)",
	} {
		a := qa.Answers{"players": "Ann,Bo", "winner": winner, "round": "E", "hand": "W3 F1 1C 2C 3C [4B 5B 6B]"}
		var labels []string
		for _, o := range sourceOptions(a) {
			labels = append(labels, o.Label)
		}
		if !slices.Contains(labels, want) || slices.ContainsFunc(labels, func(l string) bool { return l != want && strings.HasSuffix(l, "(6 Fang)") }) {
			t.Errorf("%s won: offered %q, want %q alone of the special occasions", winner, labels, want)
		}
	}
}
