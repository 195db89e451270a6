package magicdragon_test

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	md "github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

func zappo(t *testing.T, g *md.Game, winner, hand string, src tiles.Source, discarder string, losers ...string) md.Zappo {
	t.Helper()
	h, err := g.Table.ParseHand(hand, false)
	if err != nil {
		t.Fatal(err)
	}
	z := md.Zappo{Winner: winner, Win: md.Win{Hand: h, Source: src, Discarder: discarder}}
	for _, l := range losers {
		nh, err := g.Table.ParseNamedHand(l, true)
		if err != nil {
			t.Fatal(err)
		}
		z.Losers = append(z.Losers, nh)
	}
	return z
}

// TestSettleRulebookLoserD: the winner's example A hand against the
// rulebook's loser D (3 penalty points), who discarded: 6 points (clean
// lobby) × 3 × 2 = 36.
func TestSettleRulebookLoserD(t *testing.T) {
	g := game(t, "", md.Table{})
	z := zappo(t, g, "Ann", "123C 123C 345S 333D 44P", tiles.Discard, "Bo",
		"Bo=(1C, 2C, 3C) (7C, 8C, 9C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)", "Cy=456C 456C 789C 12S 55D")
	out, err := g.Settle(z)
	if err != nil {
		t.Fatal(err)
	}
	if out.Score.Points != 6 || out.Assessments[0].Penalty != 3 || out.Payments.Losers[0].Payment != 36 || out.Payments.Losers[1].Payment != 6 || out.Payments.Total != 42 {
		t.Errorf("points %d, penalties %d, payments %+v", out.Score.Points, out.Assessments[0].Penalty, out.Payments)
	}
}

// TestSettleAllNaturalNeedsNoSource: an all-natural hand used no discard,
// so nobody is doubled and no source is asked for.
func TestSettleAllNaturalNeedsNoSource(t *testing.T) {
	g := game(t, "", md.Table{})
	z := zappo(t, g, "Ann", "123C 456S 789D 234P 55C", tiles.SourceUnknown, "", "Bo=123C 789C 344S 788D 4S")
	z.Win.AllNatural = true
	out, err := g.Settle(z)
	if err != nil {
		t.Fatal(err)
	}
	if l := out.Payments.Losers[0]; l.Multiplier != 1 || l.Payment != out.Score.Points*l.Penalty {
		t.Errorf("payment %+v for %d points", l, out.Score.Points)
	}
}

// TestSettleChecksTheWholeTable: a tile five times across the hands is
// refused with who holds it; a bad loser's hand names the loser.
func TestSettleChecksTheWholeTable(t *testing.T) {
	g := game(t, "", md.Table{})
	z := zappo(t, g, "Ann", "123C 123C 345S 333D 44P", tiles.SelfDrawn, "", "Bo=11C 123C 456S 789D 44P")
	if _, err := g.Settle(z); err == nil || !strings.Contains(err.Error(), "5 × 1C (Ann 2, Bo 3)") {
		t.Errorf("err = %v", err)
	}
	z = zappo(t, g, "Ann", "123C 123C 345S 333D 44P", tiles.SelfDrawn, "", "Bo=456C 789C 344S 788D")
	if _, err := g.Settle(z); err == nil || !strings.HasPrefix(err.Error(), "magicdragon: Bo's hand: a loser holds 13 tiles") {
		t.Errorf("err = %v", err)
	}
}

// TestSettleStakes: the table's stakes multiply every payment, and the
// total still balances.
func TestSettleStakes(t *testing.T) {
	g := game(t, "", md.Table{})
	z := zappo(t, g, "Ann", "123C 123C 345S 333D 44P", tiles.Discard, "Bo",
		"Bo=(1C, 2C, 3C) (7C, 8C, 9C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)", "Cy=456C 456C 789C 12S 55D")
	z.Stakes = 5
	out, err := g.Settle(z)
	if err != nil {
		t.Fatal(err)
	}
	if out.Payments.Losers[0].Payment != 36*5 || out.Payments.Losers[1].Payment != 6*5 || out.Payments.Total != 42*5 {
		t.Errorf("payments %+v, want 5 × (36, 6)", out.Payments)
	}
}

// TestSettlePlayerCounts: more than six players play 10-tile hands; a suit
// is removed only with three players; a name is one player whatever its
// case.
func TestSettlePlayerCounts(t *testing.T) {
	g := game(t, "", md.Table{})
	losers := []string{"B=123C 789C 344S 788D 4P", "C=456C 456C 789C 12S 55D", "D=111S 222S 999S 46S 55P",
		"E=444P 555P 666P 77P 8P", "F=111D 222D 333D 44D 5D", "G=666D 777D 888D 99D 5S"}
	z := zappo(t, g, "A", "123C 123C 345S 333D 44P", tiles.SelfDrawn, "", losers...)
	if _, err := g.Settle(z); err == nil || !strings.Contains(err.Error(), "7 players: more than six play with 10-tile hands") {
		t.Errorf("seven players, 13 tiles: err = %v", err)
	}
	g3 := game(t, "", md.Table{WithoutSuit: "P"})
	z = zappo(t, g3, "A", "123C 123C 345S 333D 44S", tiles.SelfDrawn, "", "B=123C 789C 344S 788D 4S", "C=456C 456C 789C 12S 55D", "D=111S 222S 999S 46S 55D")
	if _, err := g3.Settle(z); err == nil || !strings.Contains(err.Error(), "only in the three-player game") {
		t.Errorf("four players without a suit: err = %v", err)
	}
	z = zappo(t, g, "Ann", "123C 123C 345S 333D 44P", tiles.SelfDrawn, "", "Bo=123C 789C 344S 788D 4P", "bo=456C 456C 789C 12S 55D")
	if _, err := g.Settle(z); err == nil || !strings.Contains(err.Error(), "named twice") {
		t.Errorf("Bo and bo: err = %v", err)
	}
}

// randomZappo deals a zappo at a random table of 2 to 8 players: the
// winner a complete hand, each loser a hand of any kind, never a fifth
// copy of a tile across the table; a random source, dealer, dealer rule
// and stakes.
func randomZappo(t testing.TB, rng *rand.Rand) (md.Table, md.Zappo) {
	names := []string{"Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"}
	n := 2 + rng.IntN(7)
	var tb md.Table
	switch {
	case n > 6:
		tb.SmallHands = true
	case n == 3 && rng.IntN(2) == 0:
		tb.WithoutSuit = md.Suits[rng.IntN(len(md.Suits))]
	}
	h, err := tb.ParseHand(randomCompleteHand(rng, tb, 0.2), false)
	if err != nil {
		t.Fatal(err)
	}
	z := md.Zappo{Winner: names[0], Win: md.Win{Hand: h, Source: tiles.SelfDrawn}, Dealer: names[rng.IntN(n)],
		DealerRule: rng.IntN(2) == 0, Stakes: rng.IntN(4)}
	table := []md.NamedHand{{Name: z.Winner, Hand: h}}
	for _, name := range names[1:n] {
		l := md.NamedHand{Name: name, Hand: md.RandomLoserHand(rng, tb)}
		for tries := 0; tries < 50 && md.CheckTableTiles(append(table, l)) != nil; tries++ {
			l.Hand = md.RandomLoserHand(rng, tb)
		}
		table = append(table, l)
		z.Losers = append(z.Losers, l)
	}
	if rng.IntN(3) > 0 {
		z.Win.Source, z.Win.Discarder = tiles.Discard, z.Losers[rng.IntN(len(z.Losers))].Name
	}
	return tb, z
}

// TestSettleWithoutPlansIsSettle: on thousands of random tables, under
// every version, settling without the plans gives the same score,
// payments and errors as settling with them, and the full settlement's
// penalties are the ones paid.
func TestSettleWithoutPlansIsSettle(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(21, 22))
	versions := rules(t).Versions
	settled, tables := 0, 3000
	if testing.Short() {
		tables = 150
	}
	for i := range tables {
		tb, z := randomZappo(t, rng)
		v := versions[i%len(versions)].Name
		g := game(t, v, tb)
		full, errFull := g.Settle(z)
		lean, errLean := g.SettleWithoutPlans(z)
		if errFull != nil || errLean != nil {
			if errFull == nil || errLean == nil || errFull.Error() != errLean.Error() {
				t.Fatalf("table %d, version %s: with plans %v, without %v", i, v, errFull, errLean)
			}
			continue
		}
		settled++
		if !reflect.DeepEqual(full.Score, lean.Score) || !reflect.DeepEqual(full.Payments, lean.Payments) || lean.Assessments != nil {
			t.Fatalf("table %d, version %s: with plans %+v, without %+v", i, v, full.Payments, lean.Payments)
		}
		for j, a := range full.Assessments {
			if p := full.Payments.Losers[j]; !full.Payments.Flat && p.Penalty != a.Penalty {
				t.Fatalf("table %d: %s pays for %d points, assessed %d", i, p.Name, p.Penalty, a.Penalty)
			}
		}
	}
	if settled < tables/2 {
		t.Errorf("only %d of %d random tables settled: the test compares too few", settled, tables)
	}
	t.Logf("%d of %d random tables settled alike; the rest refused alike", settled, tables)
}

// BenchmarkMagicDragonSettle settles random zappos of version C with the
// losers' plans (Settle, for 'magic score' to print) and without them
// (SettleWithoutPlans, for the ledger's audit).
func BenchmarkMagicDragonSettle(b *testing.B) {
	rng := rand.New(rand.NewPCG(23, 24))
	type table struct {
		g *md.Game
		z md.Zappo
	}
	tables := make([]table, 512)
	for i := range tables {
		tb, z := randomZappo(b, rng)
		tables[i] = table{game(b, "C", tb), z}
	}
	for _, how := range []struct {
		name   string
		settle func(*md.Game, md.Zappo) (*md.Outcome, error)
	}{{"plans", (*md.Game).Settle}, {"penalties", (*md.Game).SettleWithoutPlans}} {
		b.Run(how.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				tt := tables[i%len(tables)]
				how.settle(tt.g, tt.z)
			}
		})
	}
}
