package qmahjongg_test

import (
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/claim"
	q "github.com/dragon-tools/dragon/scoring/qmahjongg"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// otherWay returns the rules with the reading id read the other way, as a
// table's own ruleset does.
func otherWay(t testing.TB, id claim.DepartureKind) *q.Rules {
	t.Helper()
	r := rules(t)
	i := claim.Index(q.Choices, id)
	if i < 0 {
		t.Fatalf("no reading %s", id)
	}
	r.Alternatives = r.Alternatives.Toggle(i)
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	return r
}

// readingCases are, for each reading, a hand where it matters, the Fang
// by the rules and read the other way.
var readingCases = map[claim.DepartureKind]struct {
	hand       string
	ctx        q.Context
	rules, alt q.Level
}{
	// The example: a Chicken Chow with East eyes for an East
	// scorer in the East round: half and 2, or counted once 1.
	q.WindBoth: {"E1 E1 1C 2C 3C 4B 5B F1", q.Context{Round: "E", Seat: "E", Source: tiles.Discard}, 2, 1},
	// A pong of South, GD eyes, a sequence, natural and self-drawn:
	// 2 + 1 + 1 + 1 = 5; the printed level alone 3.
	q.PrintedLevel: {"S2 S2 S2 GD GD 1C 2C 3C", q.Context{Round: "E", Seat: "E", Source: tiles.SelfDrawn}, 5, 3},
	// A pong (a gong) and a sequence 2, the replacement after his own gong
	// +2: 4; on top of self-drawn 5.
	q.GongOwn: {"[N4 N4 N4 N4] 1C 2C 3C E1 F1", q.Context{Round: "S", Seat: "W", GongReplacement: q.OwnGong}, 4, 5},
	// After a gong made with a discard, counted as self-drawn: 3; without
	// the addition 2.
	q.GongDiscard: {"[N4 N4 N4 N4] 1C 2C 3C E1 F1", q.Context{Round: "S", Seat: "W", GongReplacement: q.DiscardGong}, 3, 2},
}

// TestReadings: each reading by the rules and read the other way as a
// table's ruleset may; the result names the reading among those that
// decided its Fang, and a claim of the other level names the reading (for
// the example, wind-both, first of the readings that give it).
func TestReadings(t *testing.T) {
	for id, tc := range readingCases {
		t.Run(string(id), func(t *testing.T) {
			h := hand(t, tc.hand)
			res, err := q.Score(h, tc.ctx, rules(t))
			if err != nil {
				t.Fatal(err)
			}
			alt, err := q.Score(h, tc.ctx, otherWay(t, id))
			if err != nil {
				t.Fatal(err)
			}
			if res.Fang != tc.rules || alt.Fang != tc.alt {
				t.Fatalf("%s and %s Fang, want %s and %s (%s / %s)", res.Fang, alt.Fang, tc.rules, tc.alt, render(res), render(alt))
			}
			if got := claim.IDs(res.Decided); !slices.Contains(got, id) {
				t.Errorf("the result names %v, want %s", got, id)
			}
			if got := claim.IDs(alt.Decided); !slices.Contains(got, id) {
				t.Errorf("read the other way, the result names %v, want %s", got, id)
			}
			v := q.CheckClaim(h, res, q.Seats, rules(t), tc.alt)
			if !claim.Departs(v.Readings, id) || id == q.WindBoth && v.Readings[0].Departures[0].Kind != id {
				t.Errorf("a claim of %s: %q", tc.alt, sayReadings(v.Readings))
			}
			if v := q.CheckClaim(h, alt, q.Seats, otherWay(t, id), tc.rules); !claim.Departs(v.Readings, id) {
				t.Errorf("a table that reads %s the other way, a claim of %s: %q", id, tc.rules, sayReadings(v.Readings))
			}
		})
	}
}

// TestWindBothCountedOnce: read once, a wind of both the location and the
// round is one item, and a wind of the location alone is unchanged.
func TestWindBothCountedOnce(t *testing.T) {
	res := scoreBy(t, otherWay(t, q.WindBoth), "E1 E1 1C 2C 3C 4B 5B F1", q.Context{Round: "E", Seat: "E", Source: tiles.Discard})
	if got := render(res); got != "Chicken Chow 0.5; East eyes: location and round 1" {
		t.Errorf("items %s", got)
	}
	res = scoreBy(t, otherWay(t, q.WindBoth), "E1 E1 1C 2C 3C 4B 5B F1", q.Context{Round: "S", Seat: "E", Source: tiles.Discard})
	if res.Fang != 1 || len(res.Decided) != 0 {
		t.Errorf("East eyes at East in the South round: %s Fang, decided %q", res.Fang, res.Decided)
	}
}

func scoreBy(t testing.TB, r *q.Rules, s string, ctx q.Context) *q.Result {
	t.Helper()
	res, err := q.Score(hand(t, s), ctx, r)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestReconstructionLine: every score says, in one line, that its levels
// are a reconstruction, pointing to the rules document, which exists.
func TestReconstructionLine(t *testing.T) {
	for _, s := range []string{"E1 E1 1C 2C 3C 4B 5B F1", "F1 F2 F3 F4 F5 1C 2C 3C"} {
		res := score(t, s, q.Context{Round: "E"})
		if res.Reconstruction != q.Reconstruction || strings.Contains(res.Reconstruction, "\n") ||
			!strings.Contains(res.Reconstruction, "reconstruction") || !strings.Contains(res.Reconstruction, "docs/rules/q-mahjongg.md") {
			t.Errorf("%s: %q", s, res.Reconstruction)
		}
	}
	if _, err := os.Stat("../../docs/rules/q-mahjongg.md"); err != nil {
		t.Error(err)
	}
}

// TestReadingsWalk walks the list of readings: every reading has a hand
// where it matters, and the level read the other way, claimed, is named
// by the claim search with that reading alone.
func TestReadingsWalk(t *testing.T) {
	for _, c := range q.Choices {
		t.Run(string(c.ID), func(t *testing.T) {
			if c.Text == "" || c.Program == "" || c.Alternative == "" || c.Keys[0] == "" || c.Keys[1] == "" {
				t.Fatalf("the reading is not written out: %+v", c)
			}
			tc, ok := readingCases[c.ID]
			if !ok {
				t.Fatal("no hand where the reading matters")
			}
			h := hand(t, tc.hand)
			res, _ := q.Score(h, tc.ctx, rules(t))
			alt, err := q.Score(h, tc.ctx, otherWay(t, c.ID))
			if err != nil || alt.Fang == res.Fang {
				t.Fatalf("the reading does not matter here (%v)", err)
			}
			if v := q.CheckClaim(h, res, q.Seats, rules(t), alt.Fang); !claim.Departs(v.Readings, c.ID) {
				t.Errorf("a claim of %s does not name %s: %q", alt.Fang, c.ID, sayReadings(v.Readings))
			}
		})
	}
}

// TestReadingsClaimedProperty: on random hands and contexts (gongs and
// their replacements among them), the level under each reading read the
// other way, claimed, is named by the claim search, and the result names
// the reading, whenever the level differs from the rules'. The hands built
// so that each reading matters (readingCases) go first: the few random
// hands of -short do not reach every reading, the full run's must.
func TestReadingsClaimedProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 13))
	r := rules(t)
	others := make([]*q.Rules, len(q.Choices))
	for i, c := range q.Choices {
		others[i] = otherWay(t, c.ID)
	}
	checked, random := map[claim.DepartureKind]int{}, map[claim.DepartureKind]int{}
	for _, c := range q.Choices {
		tc := readingCases[c.ID]
		for _, id := range readingsClaimed(t, r, others, tc.hand, tc.ctx) {
			checked[id]++
		}
	}
	n := 300
	if testing.Short() {
		n = 60
	}
	for range n {
		s := refHand(rng, false)
		h := hand(t, s)
		ctx := refContext(rng, h)
		if ctx.Seat == "" && rng.IntN(2) == 0 {
			ctx.Seat = ctx.Round
		}
		if h.Gongs() > 0 && ctx.Source != tiles.Discard && !ctx.BankerFirstDraw && rng.IntN(2) == 0 {
			ctx.GongReplacement = q.GongReplacement(1 + rng.IntN(2))
		}
		for _, id := range readingsClaimed(t, r, others, s, ctx) {
			checked[id]++
			random[id]++
		}
	}
	t.Logf("claims checked, by reading: %v; of them on random hands: %v", checked, random)
	for _, c := range q.Choices {
		if checked[c.ID] == 0 {
			t.Errorf("no hand where %s matters", c.ID)
		}
		if !testing.Short() && random[c.ID] == 0 {
			t.Errorf("no random hand where %s matters", c.ID)
		}
	}
}

// readingsClaimed checks the property of TestReadingsClaimedProperty on
// hand s won in ctx, others being the rules with each reading read the
// other way, and returns the readings that changed its level.
func readingsClaimed(t *testing.T, r *q.Rules, others []*q.Rules, s string, ctx q.Context) []claim.DepartureKind {
	t.Helper()
	h := hand(t, s)
	res, err := q.Score(h, ctx, r)
	if err != nil {
		return nil
	}
	var out []claim.DepartureKind
	for i, c := range q.Choices {
		alt, err := q.Score(h, ctx, others[i])
		if err != nil || alt.Fang == res.Fang {
			continue
		}
		out = append(out, c.ID)
		if v := q.CheckClaim(h, res, q.Seats, r, alt.Fang); !claim.Departs(v.Readings, c.ID) {
			t.Fatalf("%s %+v: %s read %s the other way, claimed: %q", s, ctx, alt.Fang, c.ID, sayReadings(v.Readings))
		}
		if !slices.Contains(claim.IDs(res.Decided), c.ID) {
			t.Fatalf("%s %+v: %s decided %s against %s, and the result does not name it", s, ctx, c.ID, res.Fang, alt.Fang)
		}
	}
	return out
}
