package q

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
)

// told is a Q Mahjongg win as the table tells it: the players clockwise
// from the banker, the winner, his eight cards, and who discarded the
// winning card ("" when self-drawn).
type told struct {
	players   []string
	winner    string
	hand      string
	discarder string
}

// answer answers the question q of the win.
func (w told) answer(q *qa.Question, _ qa.Answers) string {
	switch q.ID {
	case "table":
		return strings.Join(w.players, ",")
	case "banker":
		return w.players[0]
	case "winner":
		return w.winner
	case "round":
		return "East"
	case "hand":
		return w.hand
	case "source":
		if w.discarder == "" {
			return "drawn by the winner (self-drawn)"
		}
		return "a discard by " + w.discarder
	}
	return ""
}

// flags are the command line of 'q score' for the win; ledgered, the
// ledger seats the players.
func (w told) flags(ledgered bool) []string {
	args := []string{w.hand, "--winner", w.winner}
	if !ledgered {
		args = append(args, "--players", strings.Join(w.players, ","))
	}
	if w.discarder == "" {
		return append(args, "--self-drawn")
	}
	return append(args, "--discard-by", w.discarder)
}

// randomWin deals a win at a table of 2 to 4: two sets and a pair of
// eight cards (runs of suit cards, each card once, and three or two of a
// wind or the Green Dragon), some exposed, no gong.
func randomWin(r *rand.Rand) told {
	w := told{players: []string{"Ann", "Bo", "Cy", "Di"}[:2+r.IntN(3)]}
	w.winner = w.players[r.IntN(len(w.players))]
	if others := qa.Others(w.players, w.winner); r.IntN(2) == 0 {
		w.discarder = others[r.IntN(len(others))]
	}
	honours := []string{"E1", "S2", "W3", "N4", "GD"}
	used, held := map[string]bool{}, map[string]int{}
	var groups []string
	for len(groups) < 2 {
		var cards []string
		if r.IntN(2) == 0 {
			suit, rank := []string{"C", "B", "S"}[r.IntN(3)], 1+r.IntN(7)
			for i := range 3 {
				cards = append(cards, fmt.Sprintf("%d%s", rank+i, suit))
			}
			if slices.ContainsFunc(cards, func(c string) bool { return used[c] }) {
				continue
			}
			for _, c := range cards {
				used[c] = true
			}
		} else {
			h := honours[r.IntN(len(honours))]
			if held[h] > 1 {
				continue
			}
			held[h] += 3
			cards = []string{h, h, h}
		}
		g := strings.Join(cards, " ")
		if r.IntN(3) == 0 {
			g = "[" + g + "]"
		}
		groups = append(groups, g)
	}
	for {
		if h := honours[r.IntN(len(honours))]; held[h] < 3 {
			groups = append(groups, h+" "+h)
			break
		}
	}
	r.Shuffle(len(groups), func(i, j int) { groups[i], groups[j] = groups[j], groups[i] })
	w.hand = strings.Join(groups, " ")
	return w
}

// answers are the answers the flags give.
func answers(o *scoreOptions) (qa.Answers, error) { return o.Answers, nil }

// TestHandWalk: with no ledger the table is asked, then the banker, the
// winner, the round, the hand and how the winning card came; the answers
// make the record the flags make of the same win.
func TestHandWalk(t *testing.T) {
	w := told{players: []string{"Cy", "Ann", "Bo"}, winner: "Bo", hand: "W3 F1 1C 2C 3C [4B 5B 6B]", discarder: "Cy"}
	asked, _ := cmdtest.WalksAsFlags(t, Hand, w.answer, newScoreCmd, answers, w.flags(false)...)
	want := []string{cmdutil.PlayersLabel, "Who is the banker (East)?", "Who won?", "Which round?",
		"Bo's eight cards, exposed groups in [ ] (e.g. W3 F1 1C 2C 3C [4B 5B 6B])", "How did the winning card come?"}
	if !slices.Equal(asked, want) {
		t.Errorf("asked %q, want %q", asked, want)
	}
}

// TestHandGongReplacementOnlyWithAGong: the replacement after a gong is
// offered only for a hand that holds a gong, shown or in hand.
func TestHandGongReplacementOnlyWithAGong(t *testing.T) {
	for cards, offered := range map[string]bool{
		"W3 F1 1C 2C 3C [4B 5B 6B]":    false,
		"[N4 N4 N4 N4] 1C 2C 3C W3 F1": true,
		"N4 N4 N4 N4 1C 2C 3C W3 F1":   true,
	} {
		a := qa.Answers{"players": "Ann,Bo", "winner": "Ann", "round": "E", "hand": cards}
		q := Hand.Next(a)
		var labels []string
		for _, o := range q.Options(a) {
			labels = append(labels, o.Label)
		}
		got := slices.Contains(labels, "the replacement after his own gong") && slices.Contains(labels, "the replacement after a gong made with a discard")
		if q.ID != "source" || got != offered {
			t.Errorf("%s: %s offers %q", cards, q.ID, labels)
		}
	}
}

// TestHandRecordsAsFlags: for random wins at a ledger's table, the
// questions walked one by one with what the ledger supplies make the
// record the command line appends with --record, and the ledger passes
// its audit through the same description.
func TestHandRecordsAsFlags(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 7))
	for range 30 {
		w := randomWin(r)
		cmdtest.RecordsAsFlags(t, books.Header{Game: books.QMahjongg, Players: w.players}, Hand, w.answer, newScoreCmd, w.flags(true)...)
	}
}

// TestHandLines: the result in words is what 'q score' prints.
func TestHandLines(t *testing.T) {
	w := randomWin(rand.New(rand.NewPCG(1, 2)))
	cmdtest.PrintsAsLines(t, Hand, newScoreCmd, answers, w.flags(false)...)
}
