package magic

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// zappo is a Magic Dragon zappo as a table tells it: the players, the
// winner's sets (those exposed apart) and twin, how the last tile came,
// each loser's hand, the dealer and his rule.
type zappo struct {
	players       []string
	winner        string
	exposed, rest []string // sets, compact: 123C, 777D; rest ends with the twin
	source        string   // "self-drawn", "all-natural", or a loser's name
	losers        map[string]string
	dealer        string
	dealerRule    bool
}

// hand is the winner's hand as the command line takes it, exposed sets
// in brackets.
func (z zappo) hand() string {
	var parts []string
	for _, s := range z.exposed {
		parts = append(parts, "["+s+"]")
	}
	return strings.Join(append(parts, z.rest...), " ")
}

// flags are the command line of 'magic score' for the zappo.
func (z zappo) flags(ledgered bool) []string {
	args := []string{z.hand(), "--winner", z.winner}
	switch z.source {
	case "self-drawn", "all-natural":
		args = append(args, "--"+z.source)
	default:
		args = append(args, "--discard-by", z.source)
	}
	for _, p := range qa.Others(z.players, z.winner) {
		args = append(args, "--loser", p+"="+z.losers[p])
	}
	if !ledgered {
		args = append(args, "--dealer", z.dealer)
		if z.dealerRule {
			args = append(args, "--dealer-rule")
		}
	}
	return args
}

// answer answers the question q of the zappo, as a person at the table
// does; "" takes what is offered.
func (z zappo) answer(q *qa.Question, _ qa.Answers) string {
	if q.Player != "" {
		return z.losers[q.Player]
	}
	switch q.ID {
	case "players":
		return strings.Join(z.players, ",")
	case "winner":
		return z.winner
	case "exposed":
		return strings.Join(z.exposed, " ")
	case "rest":
		return strings.Join(z.rest, " ")
	case "source":
		switch z.source {
		case "self-drawn":
			return "drawn from the stock pile (self-drawn)"
		case "all-natural":
			return "all natural: complete from the setup, before play"
		}
		return "a discard by " + z.source
	case "dealer":
		return z.dealer
	case "dealer-rule":
		return fmt.Sprint(z.dealerRule)
	}
	return ""
}

// randomZappo deals a zappo at a table of 2 to 4: a winning hand of four
// sets and a twin, some exposed, and thirteen tiles for each loser from
// the rest of the wall, no tile more than four times.
func randomZappo(r *rand.Rand) zappo {
	z := zappo{players: []string{"Ann", "Bo", "Cy", "Di"}[:2+r.IntN(3)], losers: map[string]string{}}
	z.winner = z.players[r.IntN(len(z.players))]
	z.dealer, z.dealerRule = z.players[r.IntN(len(z.players))], r.IntN(2) == 0
	var held tiles.Counts
	take := func(ks ...tiles.Kind) bool {
		for _, k := range ks {
			held[k]++
		}
		for _, k := range ks {
			if held[k] > 4 {
				for _, k := range ks {
					held[k]--
				}
				return false
			}
		}
		return true
	}
	kind := func(rank int, suit string) tiles.Kind {
		k, _ := magicdragon.Deck.Lookup(fmt.Sprint(rank) + suit)
		return k
	}
	suits := []string{"C", "S", "D", "P"}
	for len(z.exposed)+len(z.rest) < 4 {
		suit, rank := suits[r.IntN(4)], 1+r.IntN(7)
		set := fmt.Sprintf("%d%d%d%s", rank, rank+1, rank+2, suit)
		ok := take(kind(rank, suit), kind(rank+1, suit), kind(rank+2, suit))
		if r.IntN(2) == 0 {
			set = strings.Repeat(fmt.Sprint(rank), 3) + suit
			ok = take(kind(rank, suit), kind(rank, suit), kind(rank, suit))
		}
		switch {
		case !ok:
		case r.IntN(3) == 0:
			z.exposed = append(z.exposed, set)
		default:
			z.rest = append(z.rest, set)
		}
	}
	for {
		suit, rank := suits[r.IntN(4)], 1+r.IntN(9)
		if take(kind(rank, suit), kind(rank, suit)) {
			z.rest = append(z.rest, fmt.Sprintf("%d%d%s", rank, rank, suit))
			break
		}
	}
	var wall []tiles.Kind
	for k := tiles.Kind(1); int(k) <= magicdragon.Deck.NumKinds(); k++ {
		for range 4 - int(held[k]) {
			wall = append(wall, k)
		}
	}
	r.Shuffle(len(wall), func(i, j int) { wall[i], wall[j] = wall[j], wall[i] })
	for _, p := range qa.Others(z.players, z.winner) {
		z.losers[p] = strings.Join(magicdragon.Deck.Codes(wall[:13]), " ")
		wall = wall[13:]
	}
	z.source = "self-drawn"
	switch others := qa.Others(z.players, z.winner); r.IntN(3) {
	case 0:
		z.source = others[r.IntN(len(others))]
	case 1:
		if len(z.exposed) == 0 {
			z.source = "all-natural"
		}
	}
	return z
}

// answers are the answers the flags give, the losers' hands with them.
func answers(o *scoreOptions) (qa.Answers, error) { return o.answers, o.withLosers() }

// TestHandWalk: the questions of a zappo are asked one by one in the
// order the table tells it, each loser's hand of him in his seat, and the
// answers make the record the flags make of the same zappo.
func TestHandWalk(t *testing.T) {
	z := zappo{players: []string{"Ann", "Bo", "Cy", "Di"}, winner: "Ann", exposed: []string{"333D"}, rest: []string{"123C", "123C", "345S", "44P"},
		source: "Di", dealer: "Di", dealerRule: true, losers: map[string]string{
			"Bo": "123C 789C 344S 788D 4P -", "Cy": "456C 456C 789C 12S 55D", "Di": "111S 222S 999S 46S 55P"}}
	asked, walked := cmdtest.WalksAsFlags(t, Hand, z.answer, newScoreCmd, answers, z.flags(false)...)
	want := []string{cmdutil.PlayersLabel, "Who went out (zappo)?", "Version",
		"Ann's exposed sets, if any (e.g. 333D 123C; Enter for none)", "Ann's other tiles", "How did the last tile come?",
		"Bo's hand (13 tiles; - for a missing tile)", "Cy's hand (13 tiles; - for a missing tile)", "Di's hand (13 tiles; - for a missing tile)",
		"Who is the dealer?", "Play the special dealer rule (the dealer wins and loses double)"}
	// 4 points: Bo 3 × 4, Cy 1 × 4, Di 1 × 4 doubled as the discarder and the dealer.
	if !slices.Equal(asked, want) || walked.Transfers["Ann"] != 32 {
		t.Errorf("asked\n%q\nwant\n%q; transfers %v", asked, want, walked.Transfers)
	}
}

// TestHandFifthCopyRefused: a loser's hand that would put a fifth copy of
// a tile on the table is refused at his answer, naming whose hands hold
// the others, and changes nothing.
func TestHandFifthCopyRefused(t *testing.T) {
	a := qa.Answers{"players": "Ann,Bo,Cy", "winner": "Ann", "version": "C", "hand": "123C 123C 345S 333D 44P", "self-drawn": "true"}
	q := Hand.Next(a)
	if q.Player != "Bo" {
		t.Fatalf("asked %s first", q.ID)
	}
	if err := q.Answer(a, "11C 4P 456S 789S 123D 5D"); err != nil {
		t.Fatal(err)
	}
	before := a.Clone()
	q = Hand.Next(a)
	err := q.Answer(a, "1C 456C 789C 12S 55D 9P 9P")
	if q.Player != "Cy" || err == nil || err.Error() != "magicdragon: the table holds 5 × 1C (Ann 2, Bo 2, Cy 1), but the game has only 4 of each; one of these hands is written wrong" {
		t.Errorf("%s: %v", q.ID, err)
	}
	if fmt.Sprint(a) != fmt.Sprint(before) {
		t.Errorf("a refused hand changed the answers: %v", a)
	}
}

// TestHandVersionG: version G's minimum is checked as soon as the source
// is known, and takes the hand back with it, to be asked again.
func TestHandVersionG(t *testing.T) {
	a := qa.Answers{"players": "Ann,Bo", "winner": "Ann", "version": "G", "exposed": "[123C]", "rest": "345C 567S 999D 22P", "hand": "[123C] 345C 567S 999D 22P"}
	q := Hand.Next(a)
	err := q.Answer(a, "a discard by Bo")
	var again *qa.Again
	if q.ID != "source" || !errors.As(err, &again) || !strings.Contains(err.Error(), "version G needs at least 3 points to zappo; this hand scores 1: change the hand or how its last tile came.") ||
		!slices.Equal(again.Keys, []string{"exposed", "rest", "hand"}) {
		t.Errorf("%s: %v", q.ID, err)
	}
	if err := q.Answer(a, "drawn from the stock pile (self-drawn)"); err != nil {
		t.Errorf("self-drawn, 4 points: %v", err)
	}
}

// TestHandRecordsAsFlags: for random zappos at a ledger's table, the
// questions walked one by one with what the ledger supplies make the
// record the command line appends with --record, and the ledger passes
// its audit through the same description.
func TestHandRecordsAsFlags(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 4))
	for range 30 {
		z := randomZappo(r)
		h := books.Header{Game: books.Magic, Players: z.players, Rules: books.Rules{DealerRule: z.dealerRule}}
		cmdtest.RecordsAsFlags(t, h, Hand, z.answer, newScoreCmd, z.flags(true)...)
	}
}

// TestHandLines: the result in words is what 'magic score' prints, plain:
// no escape byte even where the command would colour.
func TestHandLines(t *testing.T) {
	z := randomZappo(rand.New(rand.NewPCG(1, 2)))
	cmdtest.PrintsAsLines(t, Hand, newScoreCmd, answers, z.flags(false)...)
}
