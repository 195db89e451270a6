package report

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// Standing is a player's place at the end of the report.
type Standing struct {
	Place  int    `json:"place"`
	Player string `json:"player"`
	// Balance is his money at the end of the evening; nil in a season,
	// whose evenings each start the money again.
	Balance *int `json:"balance,omitempty"`
	// Net is the money he won (+) or lost (-): over a season, the sum of
	// every evening's.
	Net int `json:"net"`
	// Total is his total score, in a game of totals.
	Total int `json:"total,omitempty"`
	// Played counts the hands of play he sat in, Evenings the nights he
	// played in.
	Played   int `json:"played"`
	Evenings int `json:"evenings"`
}

// SettleUp is what squares the report's money: the fewest payments, each
// in the fewest bills of the play money when it has bills.
type SettleUp struct {
	// Nets are each player's money won or lost, in the order of the
	// standings.
	Nets     []Amount        `json:"nets"`
	Payments []books.Payment `json:"payments"`
}

// final is the state the standings and the settle-up are worked out from:
// the ledger's own after one evening; over a season, every player's sums,
// from no starting money, with the bills when every evening had the same.
func (b *builder) final(ls []*ledger.Ledger) books.State {
	if len(ls) == 1 {
		return ls[0].State()
	}
	hd := &b.r.Header
	h := &books.Header{Game: hd.Game, Players: hd.Players}
	if b.sameBills {
		h.Money.Bills = b.bills
	}
	st := books.State{Header: h, Balances: b.net}
	if hd.Totals {
		st.Totals = b.total
	}
	return st
}

// standings ranks the players and works out the settle-up.
func (b *builder) standings(ls []*ledger.Ledger) {
	st := b.final(ls)
	r := b.r
	for _, s := range st.Standings() {
		out := Standing{Place: s.Place, Player: s.Player, Net: s.Net, Total: s.Total,
			Played: b.stories[s.Player].Played, Evenings: len(b.nights[s.Player])}
		if !r.Header.Season {
			out.Balance = &s.Balance
		}
		r.Standings = append(r.Standings, out)
		r.SettleUp.Nets = append(r.SettleUp.Nets, Amount{s.Player, s.Net})
	}
	r.SettleUp.Payments = books.Settle(st)
}

// rulesWords says the rules in force in a ledger, from its header: the
// version, the options, the stakes, the match and the money.
func rulesWords(h *books.Header) []string {
	r := h.Rules
	var out []string
	add := func(key string, on bool, s string) {
		if on && slices.ContainsFunc(h.Game.Rules(), func(ru books.Rule) bool { return ru.Key == key }) {
			out = append(out, s)
		}
	}
	add("version", r.Version != "" && !r.Ultimate, "version "+r.Version)
	add("ultimate", r.Ultimate, "the ultimate cycles")
	add("dealer_rule", r.DealerRule, "the dealer rule")
	add("small_hands", r.SmallHands, "small hands")
	add("without_suit", r.WithoutSuit != "", "without suit "+r.WithoutSuit)
	add("match_length", r.MatchLength > 0, "a match of "+words.Plural(r.MatchLength, h.Game.Play()))
	add("stakes", r.Stakes > 0, fmt.Sprintf("stakes ×%d", r.Stakes))
	if m := h.Money; m.Start > 0 {
		s := fmt.Sprintf("%d each", m.Start)
		if len(m.Bills) > 0 {
			bills := make([]string, len(m.Bills))
			for i, v := range m.Bills {
				bills[i] = strconv.Itoa(v)
			}
			s += " in bills of " + words.JoinAnd(bills)
		}
		out = append(out, s)
	}
	return slices.Clip(out)
}
