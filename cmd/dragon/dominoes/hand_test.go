package dominoes

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/rulesets"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
)

// deal is a hand of Dancing Dragons as the table tells it: the players in
// turn order, the leader first, and each one's discards.
type deal struct {
	players  []string
	discards map[string]string
}

// flags are the command line of 'dominoes score' for the hand.
func (d deal) flags() []string {
	var args []string
	for _, p := range d.players {
		args = append(args, "--discards", p+"="+d.discards[p])
	}
	return args
}

// answer answers the question q of the hand.
func (d deal) answer(q *qa.Question, _ qa.Answers) string {
	if q.Player != "" {
		return d.discards[q.Player]
	}
	return strings.Join(d.players, ",")
}

// randomDeal deals the set to 2 to 4 players as the rules deal it; each
// discards some of his tiles, the leader at least his lead fewer.
func randomDeal(t *testing.T, r *rand.Rand) deal {
	rules, err := rulesets.DancingDragons()
	if err != nil {
		t.Fatal(err)
	}
	d := deal{players: []string{"Ann", "Bo", "Cy", "Di"}[:2+r.IntN(3)], discards: map[string]string{}}
	size, err := rules.DealSize(len(d.players))
	if err != nil {
		t.Fatal(err)
	}
	set := game.All()
	r.Shuffle(len(set), func(i, j int) { set[i], set[j] = set[j], set[i] })
	for i, p := range d.players {
		held := set[i*size : (i+1)*size]
		n := r.IntN(size)
		if i > 0 {
			n = r.IntN(size + 1)
		}
		d.discards[p] = game.Format(held[:n])
	}
	return d
}

// answers are the answers the flags give.
func answers(o *scoreOptions) (qa.Answers, error) { return o.Answers, nil }

// TestHandWalk: the players are asked, then each one's discards, in turn
// order; the answers make the record the flags make of the same hand.
func TestHandWalk(t *testing.T) {
	d := deal{players: []string{"Cy", "Ann", "Bo"}, discards: map[string]string{"Cy": "2-4", "Ann": "6-6 1-5", "Bo": ""}}
	asked, walked := cmdtest.WalksAsFlags(t, Hand, d.answer, newScoreCmd, answers, d.flags()...)
	want := []string{"Players in turn order, the leader first (counter-clockwise, e.g. Ann,Bo,Cy)",
		"Cy's discards (empty when he laid every tile)", "Ann's discards (empty when he laid every tile)", "Bo's discards (empty when he laid every tile)"}
	if !slices.Equal(asked, want) || walked.Scores["Ann"] != 36 {
		t.Errorf("asked %q, want %q; scores %v", asked, want, walked.Scores)
	}
}

// TestHandChecksEachAnswer: each player's discards are checked when
// given: a tile more often than the set has it is refused at the second
// player's answer, naming the first; so are more discards than the deal
// gives; a refused answer changes nothing.
func TestHandChecksEachAnswer(t *testing.T) {
	for _, tc := range []struct {
		name, before, answer, want string
	}{
		{"a_civil_tile_thrice", "6-6 6-6", "66", "the table holds 3 × 6-6 (Ann 2, Bo 1), but the game has only 2 of each; one of these is written wrong"},
		{"a_military_tile_twice", "2-4", "4-2", "the table holds 2 × 2-4 (Ann 1, Bo 1), but the game has only one; one of these is written wrong"},
		{"more_than_dealt", "", "1-1 1-1 4-4 4-4 1-3 1-3 5-5 3-3 2-2", "dominoes: Bo discarded 9 tiles; with 4 players each is dealt 8"},
		{"a_bad_tile", "", "2-7", `"2-7" at column 1: there is no 7; halves run 1–6`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := qa.Answers{"players": "Ann,Bo,Cy,Di"}
			if err := Hand.Next(a).Answer(a, tc.before); err != nil {
				t.Fatal(err)
			}
			before := a.Clone()
			q := Hand.Next(a)
			err := q.Answer(a, tc.answer)
			if q.Player != "Bo" || err == nil || !strings.HasSuffix(err.Error(), tc.want) {
				t.Errorf("%s: %v, want %q", q.ID, err, tc.want)
			}
			if fmt.Sprint(a) != fmt.Sprint(before) {
				t.Errorf("a refused answer changed the answers: %v", a)
			}
		})
	}
	// The leader laid his lead: he discards one fewer than the deal.
	a := qa.Answers{"players": "Ann,Bo,Cy,Di"}
	if err := Hand.Next(a).Answer(a, "1-1 1-1 4-4 4-4 1-3 1-3 5-5 3-3"); err == nil || !strings.Contains(err.Error(), "so at most 7 were discarded") {
		t.Errorf("the leader's eight: %v", err)
	}
}

// TestHandRecordsAsFlags: for random hands at a ledger's table, the
// questions walked one by one with what the ledger supplies make the
// record the command line appends with --record, and the ledger passes
// its audit through the same description.
func TestHandRecordsAsFlags(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 5))
	for range 30 {
		d := randomDeal(t, r)
		cmdtest.RecordsAsFlags(t, books.Header{Game: books.Dominoes, Players: d.players}, Hand, d.answer, newScoreCmd, d.flags()...)
	}
}

// TestHandLines: the result in words is what 'dominoes score' prints.
func TestHandLines(t *testing.T) {
	d := randomDeal(t, rand.New(rand.NewPCG(1, 2)))
	cmdtest.PrintsAsLines(t, Hand, newScoreCmd, answers, d.flags()...)
}
