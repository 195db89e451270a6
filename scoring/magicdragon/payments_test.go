package magicdragon

import (
	"errors"
	"fmt"
	"github.com/dragon-tools/dragon/scoring/tiles"
	"math/rand/v2"
	"strings"
	"testing"
)

// losers4 is a four-player table: Ann wins, Bob, Cy and Di lose with
// penalties 1, 2 and 3.
var losers4 = []LoserPenalty{{"Bob", 1}, {"Cy", 2}, {"Di", 3}}

func TestSettle(t *testing.T) {
	tests := []struct {
		name string
		s    Settlement
		// want is each loser's "multiplier:payment", in order, then the total.
		want string
	}{
		{"each_loser_pays_points_times_penalty_the_discarder_double",
			Settlement{Winner: "Ann", Points: 5, Losers: losers4, Source: tiles.Discard, Discarder: "Cy"},
			"Bob 1×5 Cy 2×20 Di 1×15 = 40"},
		{"self_drawn_nobody_is_doubled",
			Settlement{Winner: "Ann", Points: 5, Losers: losers4, Source: tiles.SelfDrawn},
			"Bob 1×5 Cy 1×10 Di 1×15 = 30"},
		{"dealer_rule_doubles_the_dealer_losers_payment",
			Settlement{Winner: "Ann", Points: 5, Losers: losers4, Source: tiles.Discard, Discarder: "Cy", DealerRule: true, Dealer: "Di"},
			"Bob 1×5 Cy 2×20 Di 2×30 = 55"},
		{"dealer_who_discarded_pays_four_times_under_the_dealer_rule",
			Settlement{Winner: "Ann", Points: 5, Losers: losers4, Source: tiles.Discard, Discarder: "Di", DealerRule: true, Dealer: "Di"},
			"Bob 1×5 Cy 1×10 Di 4×60 = 75"},
		{"dealer_winner_collects_double_from_everyone",
			Settlement{Winner: "Ann", Points: 5, Losers: losers4, Source: tiles.Discard, Discarder: "Bob", DealerRule: true, Dealer: "Ann"},
			"Bob 4×20 Cy 2×20 Di 2×30 = 70"},
		{"dealer_winner_self_drawn_doubles_everyone_once",
			Settlement{Winner: "Ann", Points: 5, Losers: losers4, Source: tiles.SelfDrawn, DealerRule: true, Dealer: "Ann"},
			"Bob 2×10 Cy 2×20 Di 2×30 = 60"},
		{"dealer_loser_self_drawn_pays_double_only_as_dealer",
			Settlement{Winner: "Ann", Points: 5, Losers: losers4, Source: tiles.SelfDrawn, DealerRule: true, Dealer: "Bob"},
			"Bob 2×10 Cy 1×10 Di 1×15 = 35"},
		{"a_dealer_named_without_the_dealer_rule_changes_nothing",
			Settlement{Winner: "Ann", Points: 5, Losers: losers4, Source: tiles.Discard, Discarder: "Di", Dealer: "Di"},
			"Bob 1×5 Cy 1×10 Di 2×30 = 45"},
		{"version_A_each_loser_pays_the_flat_dollar_no_penalties_no_discarder_double",
			Settlement{Winner: "Ann", Flat: 1, Losers: losers4, Source: tiles.Discard, Discarder: "Cy"},
			"Bob 1×1 Cy 1×1 Di 1×1 = 3"},
		{"version_A_source_may_be_unknown",
			Settlement{Winner: "Ann", Flat: 1, Losers: losers4},
			"Bob 1×1 Cy 1×1 Di 1×1 = 3"},
		{"version_A_dealer_loser_pays_two_under_the_dealer_rule",
			Settlement{Winner: "Ann", Flat: 1, Losers: losers4, Source: tiles.Discard, Discarder: "Cy", DealerRule: true, Dealer: "Cy"},
			"Bob 1×1 Cy 2×2 Di 1×1 = 4"},
		{"version_A_dealer_winner_receives_two_from_each",
			Settlement{Winner: "Ann", Flat: 1, Losers: losers4, Source: tiles.SelfDrawn, DealerRule: true, Dealer: "Ann"},
			"Bob 2×2 Cy 2×2 Di 2×2 = 6"},
		{"two_players_one_loser",
			Settlement{Winner: "Ann", Points: 7, Losers: []LoserPenalty{{"Bob", 4}}, Source: tiles.Discard, Discarder: "Bob"},
			"Bob 2×56 = 56"},
		{"zero_points_pay_nothing",
			Settlement{Winner: "Ann", Points: 0, Losers: losers4, Source: tiles.SelfDrawn},
			"Bob 1×0 Cy 1×0 Di 1×0 = 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Settle(tt.s)
			if err != nil {
				t.Fatal(err)
			}
			if got := sayPayments(p); got != tt.want {
				t.Errorf("payments %s, want %s", got, tt.want)
			}
			checkBalances(t, tt.s, p)
		})
	}
}

func sayPayments(p *Payments) string {
	var parts []string
	for _, l := range p.Losers {
		parts = append(parts, fmt.Sprintf("%s %d×%d", l.Name, l.Multiplier, l.Payment))
	}
	return strings.Join(parts, " ") + fmt.Sprintf(" = %d", p.Total)
}

// checkBalances checks what every table must hold: the winner receives
// what the losers pay, so the table sums to zero, and each payment is its
// formula.
func checkBalances(t *testing.T, s Settlement, p *Payments) {
	t.Helper()
	sum := p.Total
	for i, l := range p.Losers {
		sum -= l.Payment
		want := s.Points * s.Losers[i].Penalty * l.Multiplier
		if s.Flat > 0 {
			want = s.Flat * l.Multiplier
		}
		if l.Payment != want || l.Payment < 0 {
			t.Errorf("%s pays %d, want %d", l.Name, l.Payment, want)
		}
	}
	if sum != 0 {
		t.Errorf("the table does not balance: winner +%d, off by %d", p.Total, sum)
	}
}

// checkTransfers: the transfers list every player at the table once, the
// winner receiving and each loser paying what the payments say, and add up
// to zero.
func checkTransfers(t *testing.T, s Settlement, p *Payments) {
	t.Helper()
	tr := p.Transfers()
	if len(tr) != 1+len(s.Losers) {
		t.Errorf("transfers %v: %d players, the table has %d", tr, len(tr), 1+len(s.Losers))
	}
	sum := 0
	for _, v := range tr {
		sum += v
	}
	if sum != 0 || tr[s.Winner] != p.Total {
		t.Errorf("transfers %v: sum %d, winner %d; want 0 and %d", tr, sum, tr[s.Winner], p.Total)
	}
	for _, l := range p.Losers {
		if got, ok := tr[l.Name]; !ok || got != -l.Payment {
			t.Errorf("transfers %v: %s %d, want %d", tr, l.Name, got, -l.Payment)
		}
	}
}

func TestSettleMarksDiscarderAndDealer(t *testing.T) {
	p, err := Settle(Settlement{Winner: "Ann", Flat: 1, Losers: losers4, Source: tiles.Discard, Discarder: "Cy", Dealer: "Bob"})
	if err != nil {
		t.Fatal(err)
	}
	if !p.Flat || p.WinnerIsDealer || !p.Losers[0].Dealer || !p.Losers[1].Discarder || p.Losers[1].Penalty != 0 {
		t.Errorf("payments = %+v", p)
	}
	p, _ = Settle(Settlement{Winner: "Ann", Points: 2, Losers: losers4, Source: tiles.SelfDrawn, DealerRule: true, Dealer: "Ann"})
	if !p.WinnerIsDealer || p.Losers[2].Penalty != 3 {
		t.Errorf("payments = %+v", p)
	}
}

func TestSettleRefusesContradictions(t *testing.T) {
	ok := Settlement{Winner: "Ann", Points: 5, Losers: losers4, Source: tiles.Discard, Discarder: "Cy"}
	tests := []struct {
		name   string
		change func(*Settlement)
		want   string
	}{
		{"no_winner", func(s *Settlement) { s.Winner = "" }, "winner needs a name"},
		{"no_losers", func(s *Settlement) { s.Losers = nil }, "at least one loser"},
		{"unnamed_loser", func(s *Settlement) { s.Losers = []LoserPenalty{{"", 1}} }, "every loser needs a name"},
		{"winner_among_losers", func(s *Settlement) { s.Losers = []LoserPenalty{{"Ann", 1}} }, "Ann is the winner"},
		{"loser_named_twice", func(s *Settlement) { s.Losers = []LoserPenalty{{"Bob", 1}, {"Bob", 2}} }, "Bob is named twice"},
		{"penalty_zero", func(s *Settlement) { s.Losers = []LoserPenalty{{"Bob", 0}} }, "Bob has 0 penalty points"},
		{"penalty_too_large", func(s *Settlement) { s.Losers = []LoserPenalty{{"Bob", 15}} }, "Bob has 15 penalty points"},
		{"negative_points", func(s *Settlement) { s.Points = -1 }, "-1 points"},
		{"points_overflow", func(s *Settlement) { s.Points = 1 << 40 }, "out of range"},
		{"negative_flat", func(s *Settlement) { s.Flat = -2 }, "flat payment of -2"},
		{"source_unknown_where_penalties_count", func(s *Settlement) { s.Source, s.Discarder = tiles.SourceUnknown, "" }, "say who discarded it"},
		{"discard_without_discarder", func(s *Settlement) { s.Discarder = "" }, "say who discarded it"},
		{"discarder_not_a_loser", func(s *Settlement) { s.Discarder = "Zed" }, "discarder Zed must be one of the losers"},
		{"winner_discarded_his_own_tile", func(s *Settlement) { s.Discarder = "Ann" }, "discarder Ann must be one of the losers"},
		{"self_drawn_with_a_discarder", func(s *Settlement) { s.Source = tiles.SelfDrawn }, "Cy cannot have discarded it"},
		{"discarder_with_unknown_source", func(s *Settlement) { s.Source = tiles.SourceUnknown }, "its source is a discard"},
		{"dealer_not_at_the_table", func(s *Settlement) { s.Dealer = "Zed" }, "dealer Zed is not at the table"},
		{"dealer_rule_without_dealer", func(s *Settlement) { s.DealerRule = true }, "dealer must be named"},
		{"unknown_source_value", func(s *Settlement) { s.Source = tiles.Source(9) }, "unknown source"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := ok
			tt.change(&s)
			_, err := Settle(s)
			if err == nil || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("Settle error = %v; want one line saying %q", err, tt.want)
			}
		})
	}
	if _, err := Settle(Settlement{Winner: "Ann", Points: 1, Losers: losers4, Source: tiles.Discard}); !errors.Is(err, ErrNeedDiscarder) {
		t.Errorf("error %v is not ErrNeedDiscarder", err)
	}
}

// Property: whatever the table, the payments balance, each is at least
// zero, the transfers list every player and add up to zero, and only the discarder and the dealer pay more than once over.
func TestSettleBalancesOnRandomTables(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	names := []string{"Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"}
	for i := range 5000 {
		n := 2 + rng.IntN(len(names)-1)
		s := Settlement{Winner: names[0], Points: rng.IntN(60)}
		if rng.IntN(5) == 0 {
			s.Flat = 1 + rng.IntN(3)
		}
		for _, name := range names[1:n] {
			s.Losers = append(s.Losers, LoserPenalty{name, 1 + rng.IntN(13)})
		}
		if rng.IntN(3) == 0 {
			s.Source = tiles.SelfDrawn
		} else {
			s.Source, s.Discarder = tiles.Discard, s.Losers[rng.IntN(len(s.Losers))].Name
		}
		s.Dealer = names[rng.IntN(n)]
		s.DealerRule = rng.IntN(2) == 0
		p, err := Settle(s)
		if err != nil {
			t.Fatalf("%d: %+v: %v", i, s, err)
		}
		checkBalances(t, s, p)
		checkTransfers(t, s, p)
		for _, l := range p.Losers {
			want := 1
			if s.DealerRule && (s.Dealer == s.Winner || s.Dealer == l.Name) {
				want *= 2
			}
			if s.Flat == 0 && l.Name == s.Discarder {
				want *= 2
			}
			if l.Multiplier != want {
				t.Fatalf("%+v: %s multiplier %d, want %d", s, l.Name, l.Multiplier, want)
			}
		}
	}
}
