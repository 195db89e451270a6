package mac

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// catch is a game of MAC I as the table tells it: the players and each
// one's fished cards.
type catch struct {
	players []string
	fished  map[string]string
}

// flags are the command line of 'mac score' for the game.
func (c catch) flags() []string {
	var args []string
	for _, p := range c.players {
		args = append(args, "--fished", p+"="+c.fished[p])
	}
	return args
}

// answer answers the question q of the game.
func (c catch) answer(q *qa.Question, _ qa.Answers) string {
	if q.Player != "" {
		return c.fished[q.Player]
	}
	return strings.Join(c.players, ",")
}

// randomCatch gives 2 to 6 players each a few catches of three cards from
// one shuffled Dragon Deck.
func randomCatch(r *rand.Rand) catch {
	c := catch{players: []string{"Ann", "Bo", "Cy", "Di", "Ed", "Flo"}[:2+r.IntN(5)], fished: map[string]string{}}
	var deck []tiles.Kind
	for k := tiles.Kind(1); int(k) <= dragondeck.Deck.NumKinds(); k++ {
		for range dragondeck.Deck.Info(k).Copies {
			deck = append(deck, k)
		}
	}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	for _, p := range c.players {
		n := 3 * r.IntN(3)
		c.fished[p] = dragondeck.Deck.Format(deck[:n])
		deck = deck[n:]
	}
	return c
}

// answers are the answers the flags give.
func answers(o *scoreOptions) (qa.Answers, error) { return o.Answers, nil }

// TestHandWalk: the players are asked, then each one's fished cards; the
// answers make the record the flags make of the same game.
func TestHandWalk(t *testing.T) {
	c := catch{players: []string{"Ann", "Bo", "Cy"}, fished: map[string]string{"Ann": "GD F1 3C", "Bo": "E1 S2 7B", "Cy": ""}}
	asked, walked := cmdtest.WalksAsFlags(t, Hand, c.answer, newScoreCmd, answers, c.flags()...)
	want := []string{cmdutil.PlayersLabel, "Ann's fished cards (empty for none)", "Bo's fished cards (empty for none)", "Cy's fished cards (empty for none)"}
	if !slices.Equal(asked, want) || walked.Scores["Ann"] != 16 {
		t.Errorf("asked %q, want %q; scores %v", asked, want, walked.Scores)
	}
}

// TestHandChecksEachAnswer: each player's cards are checked when given: a
// card more often than the Dragon Deck has it is refused at the second
// player's answer, naming the first; so are cards not in catches of
// three; a refused answer changes nothing.
func TestHandChecksEachAnswer(t *testing.T) {
	for _, tc := range []struct {
		name, before, answer, want string
	}{
		{"a_fifth_green_dragon", "GD GD GD", "GD GD 1C", "the table holds 5 × GD (Ann 3, Bo 2), but the game has only 4 of each; one of these is written wrong"},
		{"a_suit_card_twice", "3C 4C 5C", "3c 7B 9S", "the table holds 2 × 3C (Ann 1, Bo 1), but the game has only one; one of these is written wrong"},
		{"not_in_threes", "", "GD F1", "mac: Bo fished 2 cards (GD F1); every catch is three cards, so the count is a multiple of 3"},
		{"a_bad_card", "", "Q1", `"Q1" at column 1: unknown card`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := qa.Answers{"players": "Ann,Bo,Cy"}
			if err := Hand.Next(a).Answer(a, tc.before); err != nil {
				t.Fatal(err)
			}
			before := a.Clone()
			q := Hand.Next(a)
			err := q.Answer(a, tc.answer)
			if q.Player != "Bo" || err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%s: %v, want %q", q.ID, err, tc.want)
			}
			if fmt.Sprint(a) != fmt.Sprint(before) {
				t.Errorf("a refused answer changed the answers: %v", a)
			}
		})
	}
}

// TestHandRecordsAsFlags: for random games at a ledger's table, the
// questions walked one by one with what the ledger supplies make the
// record the command line appends with --record, and the ledger passes
// its audit through the same description.
func TestHandRecordsAsFlags(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 6))
	for range 30 {
		c := randomCatch(r)
		cmdtest.RecordsAsFlags(t, books.Header{Game: books.MAC, Players: c.players}, Hand, c.answer, newScoreCmd, c.flags()...)
	}
}

// TestHandLines: the result in words is what 'mac score' prints.
func TestHandLines(t *testing.T) {
	c := randomCatch(rand.New(rand.NewPCG(1, 2)))
	cmdtest.PrintsAsLines(t, Hand, newScoreCmd, answers, c.flags()...)
}
