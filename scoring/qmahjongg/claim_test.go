package qmahjongg_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/claim"
	q "github.com/dragon-tools/dragon/scoring/qmahjongg"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// sayReadings writes readings as "kind,kind: item ±fang, …" for tests.
func sayReadings(rs []q.Reading) []string {
	var out []string
	for _, r := range rs {
		var kinds, diffs []string
		for _, d := range r.Departures {
			kinds = append(kinds, string(d.Kind))
		}
		for _, d := range r.Differences {
			diffs = append(diffs, fmt.Sprintf("%s %+g", d.Item, d.Points))
		}
		out = append(out, strings.Join(kinds, ",")+": "+strings.Join(diffs, ", "))
	}
	return out
}

// TestCheckClaim: a claim that agrees has no readings; one that disagrees
// keeps the readings that give it with the fewest departures, one per way
// of counting the items otherwise, each item's Fang signed (0.5 for half).
func TestCheckClaim(t *testing.T) {
	three := []string{"E", "S", "W"}
	for _, tc := range []struct {
		name, hand string
		ctx        q.Context
		seats      []string
		claim      string
		want       []string
	}{
		{"agrees", "E1 F1 1C 2C 3C 4B 5B 6B", q.Context{Round: "E", Seat: "E"}, q.Seats, "2", nil},
		{"location_or_round_left_out", "E1 F1 1C 2C 3C 4B 5B 6B", q.Context{Round: "E", Seat: "E"}, q.Seats, "1",
			[]string{"wind-both: East eyes: location -1, East eyes: round -1, East eyes: location and round +1", "seat: East eyes: location -1", "round: East eyes: round -1"}},
		{"half_claim_another_round", "E1 F1 1C 2C 3C 4B 5B 6B", q.Context{Round: "E"}, q.Seats, "half",
			[]string{"round: East eyes: round -1"}},
		{"printed_level_without_additions", "S2 S2 S2 GD GD 1C 2C 3C", q.Context{Round: "E", Seat: "E", Source: tiles.SelfDrawn}, q.Seats, "3",
			[]string{"printed-level: no wild card -1, self-drawn -1"}},
		{"two_kinds_together", "W3 F1 1C 2C 3C 4B 5B 6B", onDiscard("E", "S"), q.Seats, "2",
			[]string{"seat,round: West eyes: location +1, West eyes: round +1", "seat,source: West eyes: location +1, self-drawn +1",
				"round,source: West eyes: round +1, self-drawn +1"}},
		{"none_gives_it", "N4 N4 N4 1C 2C 3C W3 W3", onDiscard("E", "W"), three, "half", nil},
		{"no_north_at_a_table_of_three", "N4 F1 1C 2C 3C 4B 5B 6B", onDiscard("E", "S"), three, "1",
			[]string{"source: self-drawn +1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := q.Score(hand(t, tc.hand), tc.ctx, rules(t))
			if err != nil {
				t.Fatal(err)
			}
			claimed := level(t, tc.claim)
			v := q.CheckClaim(hand(t, tc.hand), res, tc.seats, rules(t), claimed)
			if v.Claim != claimed.Fang() || v.Rules != res.Fang.Fang() || v.Agrees() != (claimed == res.Fang) {
				t.Fatalf("verdict %+v for a claim of %s against %s", v, claimed, res.Fang)
			}
			if got := sayReadings(v.Readings); !slices.Equal(got, tc.want) {
				t.Fatalf("readings\n%q\nwant\n%q\n(rules: %s)", got, tc.want, render(res))
			}
		})
	}
}

// TestCheckClaimFindsOtherContexts: whatever another round, location or
// source gives the hand, a claim of it is found with one departure, and
// every reading gives exactly the claim with departures of different
// kinds and items that differ. The reference scores the hand in each
// other context directly.
func TestCheckClaimFindsOtherContexts(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 13))
	r := rules(t)
	n := 60
	if testing.Short() {
		n = 15
	}
	for i := 0; i < n; i++ {
		s := randomHand(rng, rng.IntN(3), rng.IntN(2) == 0)
		h := hand(t, s)
		ctx := contexts[i%len(contexts)]
		res, err := q.Score(h, ctx, r)
		if err != nil {
			t.Fatal(err)
		}
		for _, other := range otherContexts(ctx) {
			alt, err := q.Score(h, other, r)
			if err != nil || alt.Fang == res.Fang {
				continue
			}
			v := q.CheckClaim(h, res, q.Seats, r, alt.Fang)
			if len(v.Readings) == 0 || len(v.Readings[0].Departures) != 1 {
				t.Fatalf("%s (%+v): a claim of %s, which %+v gives, found %q", s, ctx, alt.Fang, other, sayReadings(v.Readings))
			}
			checkReadings(t, s, v)
		}
	}
}

// otherContexts returns ctx with another round, another location or none,
// and a win the other way (self-drawn, on a discard).
func otherContexts(ctx q.Context) []q.Context {
	var out []q.Context
	for _, s := range q.Seats {
		c, d := ctx, ctx
		c.Round, d.Seat = s, s
		out = append(out, c, d)
	}
	c := ctx
	c.Seat = ""
	c.Source = tiles.SelfDrawn
	if ctx.Source == tiles.SelfDrawn {
		c.Source = tiles.Discard
	}
	return append(out, c)
}

// checkReadings: every reading gives the claim with departures of
// different kinds, no more than the most, all as many, and no two count
// the same items otherwise.
func checkReadings(t *testing.T, hand string, v q.Verdict) {
	t.Helper()
	for i, rd := range v.Readings {
		kinds := map[claim.DepartureKind]bool{}
		for _, d := range rd.Departures {
			kinds[d.Kind] = true
		}
		if rd.Points != v.Claim || len(kinds) != len(rd.Departures) || len(rd.Departures) > claim.MaxDepartures ||
			len(rd.Departures) != len(v.Readings[0].Departures) || len(rd.Differences) == 0 {
			t.Fatalf("%s: reading %+v of a claim of %g", hand, rd, v.Claim)
		}
		for _, other := range v.Readings[:i] {
			if slices.Equal(other.Differences, rd.Differences) {
				t.Fatalf("%s: two readings count the same items otherwise: %q", hand, sayReadings(v.Readings))
			}
		}
	}
}

// BenchmarkQMahjonggClaim checks a claim that disagrees on random hands:
// the search rescoring the hand in every reading.
func BenchmarkQMahjonggClaim(b *testing.B) {
	rng := rand.New(rand.NewPCG(2, 13))
	r := rules(b)
	type check struct {
		h   *q.Hand
		res *q.Result
	}
	var checks []check
	for range 64 {
		h := hand(b, randomHand(rng, rng.IntN(4), rng.IntN(2) == 0))
		res, err := q.Score(h, onDiscard("E", "S"), r)
		if err != nil {
			b.Fatal(err)
		}
		checks = append(checks, check{h, res})
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		c := checks[i%len(checks)]
		q.CheckClaim(c.h, c.res, q.Seats, r, (c.res.Fang+1)%(q.MaxLevel+1))
		i++
	}
}
