package mac

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/tiles"
)

// A reference written from the rules text alone, sharing nothing with the
// package but the card notation: the deck as printed codes, each card's
// fishing value and points read off its code, every catch found by trying
// every three cards of bait and pond, and games played out at a table.

// refDeck is the Dragon Deck as printed: suit cards once, winds and GD
// four times, Feng Shui once.
func refDeck() []string {
	var out []string
	for _, suit := range []string{"C", "B", "S"} {
		for rank := 1; rank <= 9; rank++ {
			out = append(out, fmt.Sprintf("%d%s", rank, suit))
		}
	}
	for _, honour := range []string{"E1", "S2", "W3", "N4", "GD"} {
		for range 4 {
			out = append(out, honour)
		}
	}
	for i := 1; i <= 5; i++ {
		out = append(out, fmt.Sprintf("F%d", i))
	}
	return out
}

// refValue and refPoints read the rules' two tables off a card's code.
func refValue(code string) int {
	switch {
	case code[0] == 'F':
		return 11
	case code == "GD" || strings.ContainsRune("ESWN", rune(code[0])):
		return 10
	}
	return int(code[0] - '0')
}

func refPoints(code string) int {
	switch {
	case code[0] == 'F':
		return 10
	case code == "GD":
		return 5
	case strings.ContainsRune("ESWN", rune(code[0])):
		return 2
	}
	return 1
}

// refFishable: M×N+L, N×L+M or L×M+N a multiple of 10.
func refFishable(a, b, c string) bool {
	m, n, l := refValue(a), refValue(b), refValue(c)
	return (m*n+l)%10 == 0 || (n*l+m)%10 == 0 || (l*m+n)%10 == 0
}

// refCatches tries every three positions of bait and pond and keeps, for
// each set of three cards, the fewest bait cards it can be taken with.
func refCatches(bait, pond []string, pondOnly bool) map[string]int {
	all := append(slices.Clone(bait), pond...)
	out := map[string]int{}
	for i := range all {
		for j := i + 1; j < len(all); j++ {
			for k := j + 1; k < len(all); k++ {
				fromBait := 0
				for _, x := range []int{i, j, k} {
					if x < len(bait) {
						fromBait++
					}
				}
				if fromBait == 3 || fromBait == 0 && !pondOnly || !refFishable(all[i], all[j], all[k]) {
					continue
				}
				key := []string{all[i], all[j], all[k]}
				slices.Sort(key)
				if b, seen := out[strings.Join(key, " ")]; !seen || fromBait < b {
					out[strings.Join(key, " ")] = fromBait
				}
			}
		}
	}
	return out
}

// refParse reads codes with the package's notation.
func refParse(t testing.TB, codes []string) []tiles.Kind {
	t.Helper()
	ks, err := ParseCards(strings.Join(codes, " "))
	if err != nil {
		t.Fatal(err)
	}
	return ks
}

func codesOf(ks []tiles.Kind) []string { return strings.Fields(format(ks)) }

// within reports whether every card of part is in whole, copies counted.
func within(part, whole []string) bool {
	left := slices.Clone(whole)
	for _, code := range part {
		i := slices.Index(left, code)
		if i < 0 {
			return false
		}
		left = slices.Delete(left, i, i+1)
	}
	return true
}

// TestPropertyCatches compares Catches with the reference, a brute force
// over all triples, on thousands of random baits and ponds, both readings:
// no catch missed, none listed twice, each satisfying the arithmetic, with
// its points, taken from the bait and the pond as the reading allows, with
// the fewest bait cards, best first.
func TestPropertyCatches(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 11))
	deals, catches := 0, 0
	baits := 3000
	if testing.Short() {
		baits = 500
	}
	for range baits {
		deck := refDeck()
		r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		nb, np := r.IntN(8), r.IntN(12)
		bait, pond := deck[:nb], deck[nb:nb+np]
		for _, pondOnly := range []bool{false, true} {
			reading := BaitAndPond
			if pondOnly {
				reading = PondOnlyToo
			}
			deals++
			want := refCatches(bait, pond, pondOnly)
			got := catchesUnder(refParse(t, bait), refParse(t, pond), reading)
			catches += len(got)
			compareReference(t, bait, pond, pondOnly, want, got)
		}
	}
	t.Logf("%d baits and ponds, %d catches compared with the reference", deals, catches)
}

func compareReference(t *testing.T, bait, pond []string, pondOnly bool, want map[string]int, got []Catch) {
	t.Helper()
	seen := map[string]bool{}
	for i, c := range got {
		cards := codesOf(c.Cards[:])
		slices.Sort(cards)
		key := strings.Join(cards, " ")
		parts := codesOf(append(slices.Clone(c.Bait), c.Pond...))
		slices.Sort(parts)
		sumCards := codesOf([]tiles.Kind{c.Sum.First, c.Sum.Second, c.Sum.Third})
		slices.Sort(sumCards)
		if !slices.Equal(parts, cards) || !slices.Equal(sumCards, cards) || !within(codesOf(c.Bait), bait) || !within(codesOf(c.Pond), pond) ||
			len(c.Pond) == 0 || len(c.Bait) == 0 && !pondOnly {
			t.Fatalf("%v | %v: %+v is not taken from them as the reading allows", bait, pond, c)
		}
		fromBait, ok := want[key]
		points := 0
		for _, code := range cards {
			points += refPoints(code)
		}
		sum := fmt.Sprintf("%d×%d+%d", refValue(codesOf([]tiles.Kind{c.Sum.First})[0]),
			refValue(codesOf([]tiles.Kind{c.Sum.Second})[0]), refValue(codesOf([]tiles.Kind{c.Sum.Third})[0]))
		switch {
		case !ok || seen[key]:
			t.Fatalf("%v | %v: %s listed (twice: %v), reference catches %v", bait, pond, key, seen[key], want)
		case len(c.Bait) != fromBait || c.Points != points:
			t.Fatalf("%v | %v: %s with %d bait cards and %d points; reference %d and %d", bait, pond, key, len(c.Bait), c.Points, fromBait, points)
		case !strings.Contains(c.Sum.String(), sum) || c.Sum.Total()%10 != 0:
			t.Fatalf("%v | %v: %s shown as %s", bait, pond, key, c.Sum)
		case i > 0 && (got[i-1].Points < c.Points || got[i-1].Points == c.Points && len(got[i-1].Bait) > len(c.Bait)):
			t.Fatalf("%v | %v: not best first at %s", bait, pond, key)
		}
		seen[key] = true
	}
	if len(seen) != len(want) {
		t.Fatalf("%v | %v: %d catches listed, reference %d: %v", bait, pond, len(seen), len(want), want)
	}
}

// refGame plays a game of MAC I for n players: four cards each and four in
// the pond, then each in turn draws a card to the pond and fishes random
// catches (one bait card at least, one pond card at least) while he can.
// It returns each player's fished cards.
func refGame(r *rand.Rand, n int) [][]string {
	deck := refDeck()
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	hands := make([][]string, n)
	for i := range hands {
		hands[i], deck = slices.Clone(deck[:4]), deck[4:]
	}
	pond := slices.Clone(deck[:4])
	deck = deck[4:]
	fished := make([][]string, n)
	for p := 0; len(deck) > 0; p = (p + 1) % n {
		pond, deck = append(pond, deck[0]), deck[1:]
		for {
			var found [][3]int // positions in hand+pond
			all := append(slices.Clone(hands[p]), pond...)
			for i := range all {
				for j := i + 1; j < len(all); j++ {
					for k := j + 1; k < len(all); k++ {
						if i < len(hands[p]) && k >= len(hands[p]) && refFishable(all[i], all[j], all[k]) {
							found = append(found, [3]int{i, j, k})
						}
					}
				}
			}
			if len(found) == 0 {
				break
			}
			pick := found[r.IntN(len(found))]
			for _, x := range []int{pick[2], pick[1], pick[0]} { // high first, so the positions hold
				fished[p] = append(fished[p], all[x])
				if x >= len(hands[p]) {
					pond = slices.Delete(pond, x-len(hands[p]), x-len(hands[p])+1)
				} else {
					hands[p] = slices.Delete(hands[p], x, x+1)
				}
			}
		}
	}
	return fished
}

// TestReferenceGames plays thousands of games and scores them: every
// player's fished cards are accepted and split into catches, the points
// are the reference's, the highest wins and a shared top is a tie.
func TestReferenceGames(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 52))
	games := 0
	for range 2000 {
		n := MinPlayers + r.IntN(MaxPlayers-MinPlayers+1)
		fished := refGame(r, n)
		in := make([]Fished, n)
		want := make([]int, n)
		best := 0
		for i, f := range fished {
			in[i] = Fished{Name: fmt.Sprintf("P%d", i), Cards: refParse(t, f)}
			for _, code := range f {
				want[i] += refPoints(code)
			}
			best = max(best, want[i])
		}
		res, err := textRules.Score(in)
		if err != nil {
			t.Fatalf("%v: a game played by the rules is refused: %v", fished, err)
		}
		var top []int
		for i, p := range res.Players {
			if p.Points != want[i] {
				t.Fatalf("%v: %s has %d points, reference %d", fished, p.Name, p.Points, want[i])
			}
			if want[i] == best {
				top = append(top, i)
			}
		}
		if len(res.NotInCatches) > 0 {
			t.Fatalf("%v: fished cards said not to split into catches: %v", fished, res.NotInCatches)
		}
		if len(top) == 1 && (res.Winner != top[0] || res.Tied != nil) || len(top) > 1 && (res.Winner != -1 || !slices.Equal(res.Tied, top)) {
			t.Fatalf("%v: winner %d tied %v; reference top %v", fished, res.Winner, res.Tied, top)
		}
		games++
	}
	t.Logf("%d games scored as the reference says", games)
}
