package magicdragon_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	claims "github.com/dragon-tools/dragon/scoring/claim"
	md "github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// readingCases are, for each of Magic Dragon's readings, a claim where it
// matters and the points read the other way.
var readingCases = map[claims.DepartureKind]struct {
	c   claim
	alt int
}{
	// Example VII-3 C prints 10; Table I gives 15 (four seasons).
	md.TableI: {claim{hand: "(1C, 2C, 3C) (1P, 2P, 3P) (1S, 1S, 1S) (9D, 9D, 9D) (9P, 9P)"}, 10},
	// All natural earns no beggars, 5, in group B; read the other way,
	// nothing.
	md.AllNaturalNoBeggars: {claim{hand: "(1C, 2C, 3C) (4C, 5C, 6C) (7S, 8S, 9S) (1D, 1D, 1D) (5S, 5S)", allNatural: true}, -5},
	// The picture suit removed: C, S and D are all in the hand, so no
	// suit in play is missing; read the other way, P is (missing tooth).
	md.MissingInPlay: {claim{hand: "(1C, 2C, 3C) (4C, 5C, 6C) (7S, 8S, 9S) (1D, 1D, 1D) (5S, 5S)", table: md.Table{WithoutSuit: "P"}}, +1},
}

// TestReadingsWalk walks Magic Dragon's list of readings: each has a hand
// where it matters, and the points read the other way (the rulebook's
// printed total; the decisions of the ruleset flipped), claimed, are named
// by the claim search with that reading alone.
func TestReadingsWalk(t *testing.T) {
	for _, c := range md.Choices {
		t.Run(string(c.ID), func(t *testing.T) {
			if c.Text == "" || c.Program == "" || c.Alternative == "" || c.Switch() == "" {
				t.Fatalf("the reading is not written out: %+v", c)
			}
			tc, ok := readingCases[c.ID]
			if !ok {
				t.Fatal("no hand where the reading matters")
			}
			res := score(t, tc.c)
			claimed := tc.alt
			if c.ID != md.TableI {
				claimed = res.Points + tc.alt
			}
			_, v := checkClaim(t, tc.c, claimed)
			if !slices.ContainsFunc(v.Readings, func(r md.Reading) bool {
				return len(r.Departures) == 1 && r.Departures[0].Kind == c.ID && strings.HasPrefix(r.Departures[0].Text, string(c.ID)+": ")
			}) {
				t.Errorf("a claim of %d (rules %d):%s", claimed, res.Points, sayReadings(v.Readings))
			}
		})
	}
}

// TestReadingsClaimedProperty: on random hands (all natural now and then,
// at tables with a suit removed too), the points under each reading read
// the other way, claimed, are named by the claim search with that reading
// alone, whenever they differ from the rules'.
func TestReadingsClaimedProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 29))
	checked := map[claims.DepartureKind]int{}
	for i := range 200 {
		var table md.Table
		if i%2 == 1 {
			table.WithoutSuit = "P"
		}
		c := claim{hand: randomCompleteHand(rng, table, 0.1), table: table, source: tiles.Source(rng.IntN(2)), allNatural: rng.IntN(3) == 0}
		g := game(t, "", table)
		h, err := g.Table.ParseHand(c.hand, false)
		if err != nil {
			t.Fatal(err)
		}
		w := md.Win{Hand: h, Source: c.source, AllNatural: c.allNatural}
		res, err := g.Score(w)
		if err != nil {
			continue // an all-natural hand with an exposed set
		}
		alts := map[claims.DepartureKind]int{}
		for _, u := range res.Units {
			if u.ID == "four-seasons" || u.ID == "all-flushes" {
				alts[md.TableI] = res.Points - u.Points
			}
		}
		for id, flip := range map[claims.DepartureKind]func(*md.Decisions){
			md.AllNaturalNoBeggars: func(d *md.Decisions) { d.AllNaturalNoBeggars = !d.AllNaturalNoBeggars },
			md.MissingInPlay:       func(d *md.Decisions) { d.MissingAmongSuitsInPlay = !d.MissingAmongSuitsInPlay },
		} {
			r := *rules(t)
			flip(&r.Decisions)
			other, err := md.NewGame(&r, "", table)
			if err != nil {
				t.Fatal(err)
			}
			if alt, err := other.Score(w); err == nil && alt.Points != res.Points {
				alts[id] = alt.Points
			}
		}
		for id, alt := range alts {
			checked[id]++
			v, err := g.CheckClaim(w, res, alt)
			if err != nil || !slices.ContainsFunc(v.Readings, func(r md.Reading) bool {
				return len(r.Departures) == 1 && r.Departures[0].Kind == id
			}) {
				t.Fatalf("%+v: %d read %s the other way, claimed (rules %d):%s", c, alt, id, res.Points, sayReadings(v.Readings))
			}
		}
	}
	t.Logf("claims checked, by reading: %v", checked)
	for _, ch := range md.Choices {
		if checked[ch.ID] == 0 {
			t.Errorf("no random hand where %s matters", ch.ID)
		}
	}
}
