package mac

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// otherWay returns the rules text with reading i read the other way.
func otherWay(i int) *Rules { return textRules.readOtherWay(i) }

// TestBaitCounts: the bait card counts among the fished cards by the
// rules; a table that reads bait-counts the other way scores a catch's
// pond cards only, lists its catches so, and scores a game from each
// player's pond cards (no threes). The catches and the score name the
// reading.
func TestBaitCounts(t *testing.T) {
	bait, pond := cards(t, "1C"), cards(t, "GD E1 W3")
	if got := catchList(textRules.Catches(bait, pond)); got != "1C|E1 GD=8; 1C|W3 GD=8; 1C|E1 W3=5" {
		t.Errorf("all three score: %s", got)
	}
	if got := catchList(otherWay(readBait).Catches(bait, pond)); got != "1C|E1 GD=7; 1C|W3 GD=7; 1C|E1 W3=4" {
		t.Errorf("the pond cards score: %s", got)
	}
	for _, r := range []*Rules{textRules, otherWay(readBait)} {
		ds := r.CatchReadings()
		if len(ds) != 2 || ds[0].ID != BaitCounts || ds[1].ID != PondOnly || !strings.HasPrefix(ds[0].Text, "bait-counts: "+Choices[readBait].Read(r.reads(readBait))) {
			t.Errorf("catch readings %+v", ds)
		}
	}
	res, err := otherWay(readBait).Score([]Fished{{Name: "Ann", Cards: cards(t, "GD E1")}, {Name: "Bo"}})
	if err != nil || res.Players[0].Points != 7 || len(res.NotInCatches) != 0 || len(res.Decided) != 1 || res.Decided[0].ID != BaitCounts {
		t.Errorf("a game from the pond cards: %+v (%v)", res, err)
	}
	res, _ = textRules.Score([]Fished{{Name: "Ann", Cards: cards(t, "GD E1 1C")}, {Name: "Bo"}})
	if len(res.Decided) != 1 || res.Decided[0].ID != BaitCounts {
		t.Errorf("decided %+v", res.Decided)
	}
}

// TestBaitCountsClaimed: a player who counts only the pond cards he took
// claims the points less his bait; the claim search finds bait cards
// worth the difference, one or two of each catch (none only with
// pond-only read the other way too), and names the reading.
func TestBaitCountsClaimed(t *testing.T) {
	for _, tc := range []struct {
		name, cards string
		claim       int
		kinds       []claim.DepartureKind
		bait        string
	}{
		// GD E1 1C, 8 points: 1C as bait leaves 7.
		{"one_bait_card", "GD E1 1C", 7, []claim.DepartureKind{BaitCounts}, "1C as bait"},
		// 1C and E1 as bait leave GD, 5.
		{"two_bait_cards", "GD E1 1C", 5, []claim.DepartureKind{BaitCounts}, "1C E1 as bait"},
		// No bait card in the second catch: three pond cards, pond-only
		// read the other way too.
		{"a_catch_without_bait", "GD E1 1C W3 N4 2C", 12, []claim.DepartureKind{BaitCounts, PondOnly}, "C as bait"},
		// Two catches, a bait card in each.
		{"two_catches", "GD E1 1C W3 N4 2C", 11, []claim.DepartureKind{BaitCounts}, "as bait"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := textRules.CheckClaim(Fished{Name: "Ann", Cards: cards(t, tc.cards)}, tc.claim)
			if !claim.Departs(v.Readings, tc.kinds...) {
				t.Fatalf("readings %+v", v.Readings)
			}
			for _, r := range v.Readings {
				if r.Departures[0].Kind == BaitCounts && !strings.Contains(r.Differences[0].Item, tc.bait) {
					t.Errorf("differences %+v", r.Differences)
				}
			}
		})
	}
}

// TestFishingValuesMistake: a claim that counts every card at its fishing
// value (GD 10, E1 10, 3C 3: 23 for the 'Ann=GD E1 3C') is named
// as that mistake, one departure, whatever the kinds of card.
func TestFishingValuesMistake(t *testing.T) {
	v := textRules.CheckClaim(Fished{Name: "Ann", Cards: cards(t, "GD E1 3C")}, 23)
	if v.Rules != 8 || len(v.Readings) != 1 || !claim.Departs(v.Readings, DepartValues) ||
		!strings.HasPrefix(v.Readings[0].Departures[0].Text, "a mistake: the fishing values") {
		t.Errorf("verdict %+v", v)
	}
	if v := textRules.CheckClaim(Fished{Name: "Ann", Cards: cards(t, "3C 7B 9C")}, 19); claim.Departs(v.Readings, DepartValues) {
		t.Errorf("one kind of card is its own reading: %+v", v.Readings)
	}
}

// TestPondOnly: three pond cards are no catch by the rules; read the
// other way they are, and a claim of the best catch that takes them names
// the reading.
func TestPondOnly(t *testing.T) {
	bait, pond := cards(t, "1C"), cards(t, "GD E1 W3")
	v := textRules.CheckCatchClaim(bait, pond, 9)
	if v.Rules != 8 || !claim.Departs(v.Readings, PondOnly) || v.Readings[0].Differences[0].Item != "the best catch E1 W3 GD" {
		t.Errorf("verdict %+v", v)
	}
	if v := textRules.CheckCatchClaim(bait, pond, 8); !v.Agrees() {
		t.Errorf("the best catch by the rules: %+v", v)
	}
	if v := otherWay(readPondOnly).CheckCatchClaim(bait, pond, 8); !claim.Departs(v.Readings, PondOnly) {
		t.Errorf("a table that plays pond-only, a claim of 8: %+v", v)
	}
}

// TestReadingsWalk walks the list of readings: each has a deal where it
// matters, and the figure read the other way, claimed, is named by a claim
// search with that reading alone.
func TestReadingsWalk(t *testing.T) {
	bait, pond := cards(t, "1C"), cards(t, "GD E1 W3")
	for i, c := range Choices {
		t.Run(string(c.ID), func(t *testing.T) {
			if c.Text == "" || c.Program == "" || c.Alternative == "" || c.Switch() == "" {
				t.Fatalf("the reading is not written out: %+v", c)
			}
			rules, _ := textRules.bestCatch(bait, pond)
			alt, _ := otherWay(i).bestCatch(bait, pond)
			if alt == rules {
				t.Fatal("the reading does not matter here")
			}
			if v := textRules.CheckCatchClaim(bait, pond, alt); !claim.Departs(v.Readings, c.ID) {
				t.Errorf("a claim of %d: %+v", alt, v.Readings)
			}
		})
	}
}

// TestReadingsClaimedProperty: on random deals, the best catch under each
// reading read the other way, claimed, is named by the catch claim search;
// on random games of catches with random bait, the points of the pond
// cards, claimed, are named by the score claim search as bait-counts read
// the other way.
func TestReadingsClaimedProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 17))
	checked := map[claim.DepartureKind]int{}
	for range 400 {
		bait, pond := randomDeal(rng)
		rules, _ := textRules.bestCatch(bait, pond)
		for i, c := range Choices {
			alt, _ := otherWay(i).bestCatch(bait, pond)
			if alt == rules {
				continue
			}
			checked[c.ID]++
			if v := textRules.CheckCatchClaim(bait, pond, alt); !claim.Departs(v.Readings, c.ID) {
				t.Fatalf("bait %s, pond %s: %d read %s the other way, claimed: %+v", format(bait), format(pond), alt, c.ID, v.Readings)
			}
		}
	}
	for range 300 {
		fished, pond := randomCatches(rng)
		checked["game"]++
		if v := textRules.CheckClaim(Fished{Name: "Ann", Cards: fished}, pond); !claim.Departs(v.Readings, BaitCounts) && v.Rules != pond {
			t.Fatalf("%s: the pond cards' %d, claimed: %+v", format(fished), pond, v.Readings)
		}
	}
	t.Logf("claims checked: %v", checked)
	if checked[BaitCounts] == 0 || checked[PondOnly] == 0 {
		t.Errorf("a reading never mattered: %v", checked)
	}
}

// randomCatches returns one to four random catches of distinct cards, and
// the points of their pond cards when one or two cards of each were bait.
func randomCatches(rng *rand.Rand) ([]tiles.Kind, int) {
	bait, pond := randomDeal(rng)
	deck := append(bait, pond...)
	var out []tiles.Kind
	points := 0
	for len(deck) >= 3 && len(out) < 12 {
		a, b, c := deck[0], deck[1], deck[2]
		deck = deck[3:]
		if _, ok := textRules.Fishable(a, b, c); !ok {
			continue
		}
		out = append(out, a, b, c)
		nBait := 1 + rng.IntN(2)
		points += textRules.PointsOf([]tiles.Kind{a, b, c}[nBait:])
	}
	if len(out) == 0 {
		return randomCatches(rng)
	}
	return out, points
}

// bruteBaitPoints is the reference for the bait search: every way to
// deal the cards into catches, in any order, and every choice of one or
// two bait cards of each (none too with noBait), gives the points of the
// bait cards; it returns them all.
func bruteBaitPoints(cards []tiles.Kind, noBait bool) map[int]bool {
	out := map[int]bool{}
	var walk func(left []tiles.Kind, sum int)
	walk = func(left []tiles.Kind, sum int) {
		if len(left) == 0 {
			out[sum] = true
			return
		}
		for i := range left {
			for j := i + 1; j < len(left); j++ {
				for k := j + 1; k < len(left); k++ {
					if _, ok := textRules.Fishable(left[i], left[j], left[k]); !ok {
						continue
					}
					var rest []tiles.Kind
					for x, c := range left {
						if x != i && x != j && x != k {
							rest = append(rest, c)
						}
					}
					three := []tiles.Kind{left[i], left[j], left[k]}
					for mask := range 7 {
						n, pts := 0, 0
						for b := range 3 {
							if mask&(1<<b) != 0 {
								n++
								pts += textRules.CardPoints(three[b])
							}
						}
						if n <= 2 && (n > 0 || noBait) {
							walk(rest, sum+pts)
						}
					}
				}
			}
		}
	}
	walk(cards, 0)
	return out
}

// TestBaitWorthAgainstBruteForce: on random games of up to three catches,
// the bait search finds bait worth exactly every figure the brute force
// reaches, and none it does not; the bait it names is among the cards.
func TestBaitWorthAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 5))
	for range 150 {
		fished, _ := randomCatches(rng)
		if len(fished) > 9 {
			fished = fished[:9]
		}
		for _, noBait := range []bool{false, true} {
			want := bruteBaitPoints(fished, noBait)
			for target := range textRules.PointsOf(fished) + 1 {
				bait, ok := textRules.baitWorth(fished, target, 1-boolInt(noBait))
				if ok != want[target] || ok && textRules.PointsOf(bait) != target {
					t.Fatalf("%s, bait worth %d (none allowed %v): %v %s, the brute force %v", format(fished), target, noBait, ok, format(bait), want[target])
				}
			}
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
