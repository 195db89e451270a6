package report

import (
	"slices"

	"github.com/dragon-tools/dragon/ledger/books"
)

// Story is one player's evening (or season) in figures: the hands in
// force only, voided hands left out.
type Story struct {
	Player string `json:"player"`
	// Played is the hands of play he sat in.
	Played int `json:"played"`
	// Won counts his wins (in a game of totals: the hands he had the
	// best score in, shared or not), SelfDrawn and OnDiscard how they came.
	Won       int `json:"won"`
	SelfDrawn int `json:"self_drawn"`
	OnDiscard int `json:"on_discard"`
	// Fed counts his discards that another won on.
	Fed int `json:"fed"`
	// Drawn counts the hands nobody won that he sat in: ties, dead hands.
	Drawn int `json:"drawn"`
	// Penalties counts the penalties he paid (false declarations and
	// other breaches), Paid what they cost him.
	Penalties int `json:"penalties"`
	Paid      int `json:"penalty_paid"`
	// Biggest is his win worth most by the game's measure (or, where the
	// game has none, the one that paid most).
	Biggest *Moment `json:"biggest,omitempty"`
	// Best and Worst are his largest single gain and loss of money; in a
	// game of totals, his best and worst score in a hand.
	Best  *Moment `json:"best,omitempty"`
	Worst *Moment `json:"worst,omitempty"`
}

// Moment is a hand of a player's story.
type Moment struct {
	// Hand is the hand's place in the report (Hand.Seq).
	Hand int `json:"hand"`
	// Amount is what the hand moved for him (in a game of totals: his
	// score); Score what the game says it scored.
	Amount int    `json:"amount"`
	Score  string `json:"score,omitempty"`
}

// story adds the hand of step s to the stories of the players at the
// table.
func (b *builder) story(h *books.Header, s books.Step, hand *Hand) {
	if !hand.InForce() {
		return
	}
	totals := h.Game.Totals()
	for _, p := range h.Players {
		st := b.stories[b.as(p)]
		amount, has := s.Record.Transfers[p]
		if totals {
			amount, has = s.Record.Scores[p]
		}
		if isPlay(s) {
			st.Played++
			if len(hand.Winners) == 0 {
				st.Drawn++
			}
		}
		if hand.Kind == books.Penalty && hand.Offender == p {
			st.Penalties++
			st.Paid -= s.Record.Transfers[p]
		}
		if hand.Kind == books.Adjustment || !has {
			continue
		}
		m := &Moment{Hand: hand.Seq, Amount: amount, Score: hand.Score}
		better := func(a, b int) bool { return a > b }
		if totals && h.Game.LowestWins() {
			better = func(a, b int) bool { return a < b }
		}
		// Money: a gain is above nothing, a loss below; scores: any.
		if (totals || amount > 0) && (st.Best == nil || better(amount, st.Best.Amount)) {
			st.Best = m
		}
		if (totals || amount < 0) && (st.Worst == nil || better(st.Worst.Amount, amount)) {
			st.Worst = m
		}
		if hand.Kind == books.Win && slices.Contains(hand.Winners, p) {
			b.won(st, hand, m, totals)
		}
	}
	if hand.Kind == books.Win && hand.DiscardBy != "" && b.stories[b.as(hand.DiscardBy)] != nil {
		b.stories[b.as(hand.DiscardBy)].Fed++
	}
}

// won adds a win to a player's story.
func (b *builder) won(st *Story, hand *Hand, m *Moment, totals bool) {
	st.Won++
	switch {
	case hand.SelfDrawn:
		st.SelfDrawn++
	case hand.DiscardBy != "":
		st.OnDiscard++
	}
	if totals {
		return
	}
	if big := st.Biggest; big == nil || hand.Worth > b.r.Hands[big.Hand-1].Worth ||
		(hand.Worth == b.r.Hands[big.Hand-1].Worth && m.Amount > big.Amount) {
		st.Biggest = m
	}
}
