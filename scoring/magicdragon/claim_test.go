package magicdragon_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	// claims, as the tests name a winning claim claim (helpers_test.go).
	claims "github.com/dragon-tools/dragon/scoring/claim"
	md "github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// checkClaim scores the claim c by the rules and checks the claimed
// points against it.
func checkClaim(t *testing.T, c claim, claimed int) (*md.Result, *md.Verdict) {
	t.Helper()
	g := game(t, c.version, c.table)
	h, err := g.Table.ParseHand(c.hand, false)
	if err != nil {
		t.Fatal(err)
	}
	w := md.Win{Hand: h, Source: c.source, AllNatural: c.allNatural}
	res, err := g.Score(w)
	if err != nil {
		t.Fatalf("%s: %v", c.hand, err)
	}
	v, err := g.CheckClaim(w, res, claimed)
	if err != nil {
		t.Fatal(err)
	}
	return res, v
}

// sayReading writes a reading as its departures' kinds and texts.
func sayReading(r md.Reading) string {
	parts := make([]string, len(r.Departures))
	for i, d := range r.Departures {
		parts[i] = string(d.Kind) + ": " + d.Text
	}
	return strings.Join(parts, "; ")
}

// hasReading reports whether one of the readings has exactly the
// departure kinds given, with texts holding the words given.
func hasReading(rs []md.Reading, kinds []claims.DepartureKind, words ...string) bool {
	for _, r := range rs {
		if len(r.Departures) != len(kinds) {
			continue
		}
		ok := true
		for i, d := range r.Departures {
			ok = ok && d.Kind == kinds[i]
		}
		said := sayReading(r)
		for _, w := range words {
			ok = ok && strings.Contains(said, w)
		}
		if ok {
			return true
		}
	}
	return false
}

func sayReadings(rs []md.Reading) string {
	var out []string
	for _, r := range rs {
		out = append(out, sayReading(r))
	}
	return "\n  " + strings.Join(out, "\n  ")
}

// TestClaimReadings finds every kind of reading on a constructed example:
// the claim is what a player reading the rules that way would say.
func TestClaimReadings(t *testing.T) {
	const (
		exA = "(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 5S) (3D, 3D, 3D) (4P, 4P)"
		exF = "(1C, 2C, 3C) (1C, 2C, 3C) (1S, 2S, 3S) (3P, 3P, 3P) (2C, 2C)"
	)
	tests := []struct {
		name    string
		claim   claim
		claimed int
		rules   int
		kinds   []claims.DepartureKind
		words   []string
	}{
		// 111C 222C 333C: missing teeth 3 + zappo 1 = 4; the best split,
		// 123C 123C 123C, has all flushes and pure tri-towers (14).
		{"split_another_split", claim{hand: "111222333C 456S 77S"}, 4, 14,
			[]claims.DepartureKind{md.DepartSplit}, []string{"111C 222C 333C"}},
		// No beggars (5) is group B's best for a self-drawn hand.
		{"group_b_left_out", claim{hand: exA, source: tiles.SelfDrawn}, 4, 9,
			[]claims.DepartureKind{md.DepartGroupB}, []string{"group B left out"}},
		{"group_b_counted_as_self_drawn", claim{hand: exA}, 9, 4,
			[]claims.DepartureKind{md.DepartGroupB}, []string{"drawn from the stock pile, which was not said"}},
		{"group_b_counted_as_a_discard", claim{hand: exA, source: tiles.SelfDrawn}, 6, 9,
			[]claims.DepartureKind{md.DepartGroupB}, []string{"a discard, not drawn"}},
		// Version A scores zappo only.
		{"version_A_zappo_only", claim{hand: exA}, 1, 4,
			[]claims.DepartureKind{md.DepartVersion}, []string{"version A"}},
		// Version B has no head and tail nor four seasons: 1 + 2 + 1.
		{"version_B_left_side_only", claim{hand: "(1C, 2C, 3C) (1P, 2P, 3P) (1S, 2S, 3S) (7D, 8D, 9D) (9P, 9P)"}, 7, 20,
			[]claims.DepartureKind{md.DepartVersion}, []string{"version B"}},
		{"same_group_twin_towers_beside_tri_towers", claim{hand: exF}, 8, 7,
			[]claims.DepartureKind{md.DepartSameGroup}, []string{"mixed twin towers (1) counted as well as mixed tri-towers (5)"}},
		{"lesser_unit_twin_towers_for_tri_towers", claim{hand: exF}, 3, 7,
			[]claims.DepartureKind{md.DepartLesser}, []string{"mixed twin towers (1) counted in place of mixed tri-towers (5)"}},
		{"left_out_head_and_tail", claim{hand: "(1C, 2C, 3C) (1P, 2P, 3P) (1S, 1S, 1S) (9D, 9D, 9D) (9P, 9P)"}, 7, 15,
			[]claims.DepartureKind{md.DepartLeftOut}, []string{"head and tail (8) left out"}},
		{"two_departures_split_and_group_b", claim{hand: "111222333C 456S 77S", source: tiles.SelfDrawn}, 4, 19,
			[]claims.DepartureKind{md.DepartGroupB, md.DepartSplit}, []string{"111C 222C 333C", "group B left out"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, v := checkClaim(t, tc.claim, tc.claimed)
			if res.Points != tc.rules || v.Rules != tc.rules {
				t.Fatalf("rules give %d (verdict %d), want %d", res.Points, v.Rules, tc.rules)
			}
			if v.Agrees {
				t.Fatalf("claim %d agrees with %d", tc.claimed, res.Points)
			}
			if !hasReading(v.Readings, tc.kinds, tc.words...) {
				t.Errorf("claim %d: no reading %v %q among:%s", tc.claimed, tc.kinds, tc.words, sayReadings(v.Readings))
			}
			for _, r := range v.Readings {
				if r.Points != tc.claimed || len(r.Departures) != len(v.Readings[0].Departures) {
					t.Errorf("reading %s gives %d with %d departures", sayReading(r), r.Points, len(r.Departures))
				}
			}
		})
	}
}

// TestClaimRulebookPrintedTotals finds the rulebook's printed totals for
// examples VII-3 C, D and E, which leave out a unit Table I awards, as
// readings that name the unit and the example.
func TestClaimRulebookPrintedTotals(t *testing.T) {
	tests := []struct {
		name    string
		hand    string
		printed int
		unit    string
		example string
	}{
		{"VII-3_C_prints_10", "(1C, 2C, 3C) (1P, 2P, 3P) (1S, 1S, 1S) (9D, 9D, 9D) (9P, 9P)", 10, "four seasons (5) left out", "VII-3 C and D"},
		{"VII-3_D_prints_15", "(1C, 2C, 3C) (1P, 2P, 3P) (1S, 2S, 3S) (7D, 8D, 9D) (9P, 9P)", 15, "four seasons (5) left out", "VII-3 C and D"},
		{"VII-3_E_prints_11", "(1C, 2C, 3C) (1C, 2C, 3C) (3C, 4C, 5C) (3P, 4P, 5P) (7P, 7P)", 11, "all flushes (2) left out", "VII-3 E"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, v := checkClaim(t, claim{hand: tc.hand}, tc.printed)
			if v.Agrees || len(v.Readings) != 1 {
				t.Fatalf("printed %d: want exactly one reading, got agrees=%v:%s", tc.printed, v.Agrees, sayReadings(v.Readings))
			}
			if !hasReading(v.Readings, []claims.DepartureKind{md.TableI}, tc.unit, tc.example) {
				t.Errorf("printed %d: reading %s, want %q and %q", tc.printed, sayReading(v.Readings[0]), tc.unit, tc.example)
			}
		})
	}
}

// TestClaimAgreesOrNoReading: a claim that agrees has no readings; a claim
// no reading reaches disagrees with none.
func TestClaimAgreesOrNoReading(t *testing.T) {
	const exF = "(1C, 2C, 3C) (1C, 2C, 3C) (1S, 2S, 3S) (3P, 3P, 3P) (2C, 2C)"
	_, v := checkClaim(t, claim{hand: exF}, 7)
	if !v.Agrees || len(v.Readings) != 0 {
		t.Errorf("claim 7 for VII-3 F: agrees=%v readings:%s", v.Agrees, sayReadings(v.Readings))
	}
	for _, claimed := range []int{0, 40, -3} {
		_, v := checkClaim(t, claim{hand: exF}, claimed)
		if v.Agrees || len(v.Readings) != 0 {
			t.Errorf("claim %d for VII-3 F: agrees=%v readings:%s", claimed, v.Agrees, sayReadings(v.Readings))
		}
	}
}

// TestClaimMatchesReference compares the readings found with the brute
// force reference on random hands, every source, every claim from 0 to 30,
// at tables of every kind (a suit removed: the decision read either way)
// and in versions C, B and G.
func TestClaimMatchesReference(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(7, 11))
	missing := 0
	n := 150
	if testing.Short() {
		n = 30
	}
	for i := 0; i < n; i++ {
		var table md.Table
		switch i % 5 {
		case 3:
			table.SmallHands = true
		case 4:
			table.WithoutSuit = "P"
		}
		g := game(t, []string{"", "B", "G"}[i%3], table)
		hand := randomCompleteHand(rng, table, 0.15)
		h, err := g.Table.ParseHand(hand, false)
		if err != nil {
			t.Fatalf("%s: %v", hand, err)
		}
		w := md.Win{Hand: h, Source: tiles.Source(rng.IntN(3))}
		res, err := g.Score(w)
		if err != nil {
			continue // version G refuses it
		}
		readings := md.RefReadings(g, w)
		for claimed := 0; claimed <= 30; claimed++ {
			v, err := g.CheckClaim(w, res, claimed)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]bool{}
			for _, r := range v.Readings {
				for _, d := range r.Departures {
					missing += boolInt(d.Kind == md.MissingInPlay)
				}
				got[md.ReadingKey(len(r.Departures), r.Units)] = true
				sum := 0
				for _, u := range r.Units {
					sum += u.Points
				}
				if sum != claimed || r.Points != claimed {
					t.Fatalf("%s claim %d: reading %s counts %d (says %d)", hand, claimed, sayReading(r), sum, r.Points)
				}
			}
			want := readings(claimed)
			if claimed == res.Points {
				want = map[string]bool{}
			}
			if v.Agrees != (claimed == res.Points) || !sameKeys(got, want) {
				t.Fatalf("%s version %s table %+v source %d claim %d (rules %d):\ngot  %v\nwant %v", hand, g.Version.Name, table, w.Source, claimed, res.Points, got, want)
			}
		}
	}
	if missing == 0 {
		t.Error("no reading took missing-in-play the other way")
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func sameKeys(a, b map[string]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

// checkPenaltyClaim checks a claimed penalty for a loser's hand.
func checkPenaltyClaim(t *testing.T, hand string, claimed int) *md.Verdict {
	t.Helper()
	h, err := md.Table{}.ParseHand(hand, true)
	if err != nil {
		t.Fatal(err)
	}
	v, err := md.Table{}.CheckPenaltyClaim(h, claimed)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestPenaltyClaimReadings finds every kind of reading of a loser's
// penalty on a constructed example, and the rulebook's figures agree.
func TestPenaltyClaimReadings(t *testing.T) {
	const (
		exA = "(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 5S) (7D, 8D, 9D) (4P, -)"
		exC = "(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 5S) (1D, -, 4D) (4P, 4P)"
		exD = "(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)"
	)
	tests := []struct {
		name    string
		hand    string
		claimed int
		rules   int
		kinds   []claims.DepartureKind
		words   []string
	}{
		{"VII-4_D_exchanges_counted_twice", exD, 5, 3, []claims.DepartureKind{md.DepartExchanges}, []string{"2 exchanges counted twice"}},
		{"VII-4_C_only_the_marked_tile", exC, 1, 2, []claims.DepartureKind{md.DepartMarks}, []string{"only the 1 tile marked '-'"}},
		{"VII-4_A_doubled_as_the_discarder", exA, 2, 1, []claims.DepartureKind{md.DepartDoubled}, nil},
		// Penalty 5: four exchanges counted twice make 9, doubled 18.
		{"exchanges_twice_and_doubled", "1C 3C 5C 7C 9C 2S 4S 6S 8S 1D 3D 5D 7D", 18, 5, []claims.DepartureKind{md.DepartExchanges, md.DepartDoubled}, nil},
		{"another_plan_aiming_farther", exA, 3, 1, []claims.DepartureKind{md.DepartPlan}, []string{"another plan: aiming at 123C 123C 345S 678D 11P, which needs 3 tiles"}},
		// Four 1C: 111C and a twin 11C would need a fifth.
		{"fifth_copy_of_1C", "1111C 234S 567S 789D", 1, 2, []claims.DepartureKind{md.DepartFifthCopy}, []string{"fifth copy of 1C"}},
		// Kept whole, [234C] leaves 1C and 5C apart; broken up, 12345C
		// wants one tile.
		{"exposed_set_broken_up", "[234C] 15C 456S 789S 11D", 1, 2, []claims.DepartureKind{md.DepartResplit}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := checkPenaltyClaim(t, tc.hand, tc.claimed)
			if v.Rules != tc.rules || v.Agrees {
				t.Fatalf("rules %d agrees %v; want rules %d, disagreeing", v.Rules, v.Agrees, tc.rules)
			}
			if !hasReading(v.Readings, tc.kinds, tc.words...) {
				t.Errorf("claim %d: no reading %v %q among:%s", tc.claimed, tc.kinds, tc.words, sayReadings(v.Readings))
			}
		})
	}
	for _, tc := range []struct {
		name    string
		hand    string
		claimed int
		agrees  bool
	}{
		{"VII-4_D_printed_3_agrees", exD, 3, true},
		// No plan is farther than 14 tiles, and 15 is odd.
		{"VII-4_A_no_reading_gives_15", exA, 15, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := checkPenaltyClaim(t, tc.hand, tc.claimed)
			if v.Agrees != tc.agrees || len(v.Readings) != 0 {
				t.Errorf("claim %d: agrees=%v readings:%s", tc.claimed, v.Agrees, sayReadings(v.Readings))
			}
		})
	}
}

// BenchmarkMagicDragonClaim times the search for the readings of a claim
// one point above the rules' score, on random complete hands.
func BenchmarkMagicDragonClaim(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	g := game(b, "", md.Table{})
	type win struct {
		w   md.Win
		res *md.Result
	}
	wins := make([]win, 256)
	for i := range wins {
		h, err := g.Table.ParseHand(randomCompleteHand(rng, md.Table{}, 0.15), false)
		if err != nil {
			b.Fatal(err)
		}
		w := md.Win{Hand: h, Source: tiles.Source(rng.IntN(3))}
		res, err := g.Score(w)
		if err != nil {
			b.Fatal(err)
		}
		wins[i] = win{w, res}
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		x := wins[i%len(wins)]
		if _, err := g.CheckClaim(x.w, x.res, x.res.Points+1); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMagicDragonPenaltyClaim times the check of a claimed penalty
// one point above the rules' on the rulebook's loser example D.
func BenchmarkMagicDragonPenaltyClaim(b *testing.B) {
	h, err := md.Table{}.ParseHand("(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)", true)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := (md.Table{}).CheckPenaltyClaim(h, 4); err != nil {
			b.Fatal(err)
		}
	}
}
