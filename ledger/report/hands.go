package report

import (
	"fmt"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
)

// Hand is one record of the report: a hand of play, a penalty, an
// adjustment or a void.
type Hand struct {
	// Seq is the record's place in the report, from 1: the chart's x.
	Seq int `json:"seq"`
	// Evening is the index of the ledger it is written in
	// (Header.Evenings), Number its number there.
	Evening int        `json:"evening"`
	Number  int        `json:"number"`
	At      time.Time  `json:"at"`
	Kind    books.Kind `json:"kind"`
	// Play is the number of the game (hand) of play in its evening, and
	// Dealer who dealt it (the banker, East, the leader); 0 and "" for a
	// record that is not a hand of play.
	Play   int    `json:"play,omitempty"`
	Dealer string `json:"dealer,omitempty"`
	// Section heads the hands from this one on, when a cycle or a round
	// starts here: "cycle 2, version C", "South round".
	Section string `json:"section,omitempty"`
	// What happened, in a few words: "Bo wins", "tie", "void of game 4
	// (record 5)" (Words.What).
	What string `json:"what"`
	// Winners of the hand: the winner, or in a game of totals those with
	// the best score.
	Winners []string `json:"winners,omitempty"`
	// How the hand was won: "self-drawn", "discard by Cy" (Words.How),
	// or the game's own words (HandScore.How).
	How       string `json:"how,omitempty"`
	SelfDrawn bool   `json:"self_drawn,omitempty"`
	DiscardBy string `json:"discard_by,omitempty"`
	// Offender is who paid a penalty.
	Offender string `json:"offender,omitempty"`
	// From and To are, for a rename, the name it mended and the name it
	// gave (the name the report gives him is the one he has at the end);
	// Seats are the players in the new order of a seats record.
	From  string   `json:"from,omitempty"`
	To    string   `json:"to,omitempty"`
	Seats []string `json:"seats,omitempty"`
	// Score and Worth are what the game says the hand scored.
	Score string  `json:"score,omitempty"`
	Worth float64 `json:"worth,omitempty"`
	// Transfers are the money the record moved (a void: what it moved
	// back), Scores each player's score, in seat order.
	Transfers []Amount `json:"transfers,omitempty"`
	Scores    []Amount `json:"scores,omitempty"`
	// Balances are each player's money after the record, Totals his
	// total (in a game of totals).
	Balances []Amount `json:"balances"`
	Totals   []Amount `json:"totals,omitempty"`
	Note     string   `json:"note,omitempty"`
	// Voids is the number of the hand a void cancels; VoidedBy the number
	// of the void that cancelled this hand (0 when in force).
	Voids    int `json:"voids,omitempty"`
	VoidedBy int `json:"voided_by,omitempty"`
	// Audit is what the audit found wrong with the hand, or "".
	Audit string `json:"audit,omitempty"`
}

// Amount is a player's amount.
type Amount struct {
	Player string `json:"player"`
	Amount int    `json:"amount"`
}

// Words are what happened in the hand and how, as every face words it.
func (h *Hand) Words() books.Words { return books.Words{What: h.What, How: h.How} }

// InForce reports whether the hand counts: not a void, and not voided.
func (h *Hand) InForce() bool { return h.Kind != books.Void && h.VoidedBy == 0 }

// Ref names the hand as the table counts it (books.Game.RecordName):
// "game 6 (record 8)", or in a season "game 6 (record 8) of friday.yaml".
func (r *Report) Ref(h *Hand) string {
	name := r.Header.Game.RecordName(&books.HandRecord{Kind: h.Kind, Number: h.Number}, h.Play)
	if !r.Header.Season {
		return name
	}
	return fmt.Sprintf("%s of %s", name, r.Header.Evenings[h.Evening].File)
}

// isPlay reports whether a step is a hand of play: it counts as played.
func isPlay(s books.Step) bool {
	return s.Record.Kind != books.Void && s.After.Played == s.Before.Played+1
}

// hand makes the report's record of step s of evening i; section is the
// section the hands before it were in.
func (b *builder) hand(i int, h *books.Header, s books.Step, hs HandScore, section *string) Hand {
	r := s.Record
	out := Hand{Seq: len(b.r.Hands) + 1, Evening: i, Number: r.Number, At: r.At, Kind: r.Kind,
		Note: r.Note, Voids: r.Voids, VoidedBy: s.VoidedBy, Score: hs.Score, Worth: hs.Worth}
	if isPlay(s) {
		out.Play, out.Dealer = s.Before.Played+1, s.Before.RoleHolder
		if sec := sectionOf(s.Before); sec != *section {
			out.Section, *section = sec, sec
		}
	}
	if in := r.Inputs; in != nil {
		out.SelfDrawn, out.DiscardBy, out.Offender = in.SelfDrawn, in.DiscardBy, in.Offender
		if in.Winner != "" {
			out.Winners = []string{in.Winner}
		}
	}
	if r.Kind == books.Win && h.Game.Totals() {
		out.Winners = h.BestOf(r.Scores)
	}
	if r.Kind == books.Rename {
		out.From, out.To = r.From, r.To
	}
	out.Seats = r.Seats
	out.Transfers = amounts(h.Players, r.Transfers)
	if r.Kind == books.Void {
		out.Transfers = amounts(h.Players, moved(h.Players, s))
	}
	out.Scores = amounts(h.Players, r.Scores)
	out.Balances = amounts(h.Players, s.After.Balances)
	if h.Game.Totals() {
		out.Totals = amounts(h.Players, s.After.Totals)
	}
	if r.Kind == books.Void {
		out.Voids = r.Cancelled(b.steps)
	}
	w := r.Words(h, asRecorded, b.steps)
	out.What, out.How = w.What, w.How
	if hs.How != "" { // the game says more than the ledger
		out.How = hs.How
	}
	return out
}

// sectionOf names the cycle or round a hand of play was played in:
// "cycle 2, version C", "East round", "game 2, East round"; "" for a game
// without either.
func sectionOf(st books.State) string {
	switch {
	case st.Cycle > 0 && st.Version != "":
		return fmt.Sprintf("cycle %d, version %s", st.Cycle, st.Version)
	case st.Cycle > 0:
		return fmt.Sprintf("cycle %d", st.Cycle)
	case st.Round != "" && st.GameNumber > 1:
		return fmt.Sprintf("game %d, %s round", st.GameNumber, st.Round)
	case st.Round != "":
		return st.Round + " round"
	}
	return ""
}

// moved is the money a step moved: what a void gave back.
func moved(players []string, s books.Step) map[string]int {
	m := map[string]int{}
	for _, p := range players {
		if d := s.After.Balances[p] - s.Before.Balances[p]; d != 0 {
			m[p] = d
		}
	}
	return m
}

// amounts lists m in seat order; nil when m is empty.
func amounts(players []string, m map[string]int) []Amount {
	var out []Amount
	for _, p := range players {
		if v, ok := m[p]; ok {
			out = append(out, Amount{p, v})
		}
	}
	return out
}
