package dominoes

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/rulecheck"
)

// Rules is Dancing Dragons as a table plays it: how many tiles each player
// is dealt, by the number of players, and what everyone else's score is
// multiplied by when someone laid every tile. The set itself is the
// physical set (Set), the same at every table. The default is
// rulesets/dancing-dragons.yaml; a table may play its own.
type Rules struct {
	Name string
	// Deals are the deal sizes, one for each number of players the game
	// is played by (by the rules: four play with 8 each, three with 10,
	// 2 tiles unused, two with 16).
	Deals []Deal
	// Doubling multiplies everyone else's score when one or more players
	// laid every tile: 2 by the rules.
	Doubling Doubling
	// Alternatives are the readings (Choices) the table plays the other
	// way; none by the rules document.
	Alternatives claim.Alternatives
}

// Doubling is what everyone else's score is multiplied by when one or
// more players laid every tile: 2 (doubled) by the rules.
type Doubling int

// MaxDoubling bounds a table's doubling: far above any table's, far
// from overflowing a score.
const MaxDoubling = 10

// Verb writes what happens to a score: "doubled", "tripled",
// "multiplied by 4".
func (d Doubling) Verb() string { return d.words()[0] }

// Noun names the rule: "doubling", "tripling", "multiplying by 4".
func (d Doubling) Noun() string { return d.words()[1] }

// Infinitive writes what is done: "double", "triple", "multiply by 4".
func (d Doubling) Infinitive() string { return d.words()[2] }

func (d Doubling) words() [3]string {
	switch d {
	case 2:
		return [3]string{"doubled", "doubling", "double"}
	case 3:
		return [3]string{"tripled", "tripling", "triple"}
	}
	return [3]string{fmt.Sprintf("multiplied by %d", d), fmt.Sprintf("multiplying by %d", d), fmt.Sprintf("multiply by %d", d)}
}

// Deal is the number of tiles each of Players is dealt.
type Deal struct {
	Players, Tiles int
}

// Validate checks that every deal can be dealt from the set: at least two
// players, each number of players once, at least one tile each, no more
// tiles than the set holds; and a doubling of 2–10. The error names the
// deal or the doubling.
func (r *Rules) Validate() error {
	if r.Alternatives>>numReadings != 0 {
		return &rulecheck.Error{Part: "readings", Msg: fmt.Sprintf("the readings name %d alternatives; Dancing Dragons has %d readings", r.Alternatives, numReadings)}
	}
	if r.Doubling < 2 || r.Doubling > MaxDoubling {
		return &rulecheck.Error{Part: "doubling", Msg: fmt.Sprintf("doubling is %d; it multiplies a score by 2–%d", r.Doubling, MaxDoubling)}
	}
	if len(r.Deals) == 0 {
		return &rulecheck.Error{Part: "deals", Msg: "deals lists no deal; give one for each number of players, e.g. {players: 4, tiles: 8}"}
	}
	seen := map[int]bool{}
	for i, d := range r.Deals {
		switch {
		case d.Players < 2:
			return rulecheck.Errorf("deals", i, "deal %d is for %s; the game needs at least 2", i+1, words.Plural(d.Players, "player"))
		case seen[d.Players]:
			return rulecheck.Errorf("deals", i, "deal %d is for %d players, and so is an earlier one; give each number of players once", i+1, d.Players)
		case d.Tiles < 1:
			return rulecheck.Errorf("deals", i, "deal %d gives %s each; each player is dealt at least 1", i+1, words.Plural(d.Tiles, "tile"))
		case d.Tiles > SetSize/d.Players: // d.Players × d.Tiles > SetSize, never overflowing
			return rulecheck.Errorf("deals", i, "deal %d gives %d players %s each; the set holds %d tiles", i+1, d.Players, words.Plural(d.Tiles, "tile"), SetSize)
		}
		seen[d.Players] = true
	}
	return nil
}

// DealSize returns how many tiles each of n players is dealt.
func (r *Rules) DealSize(n int) (int, error) {
	for _, d := range r.Deals {
		if d.Players == n {
			return d.Tiles, nil
		}
	}
	return 0, words.Errorf(Set.Game, "%s; Dancing Dragons is played by %s", words.Plural(n, "player"), r.playerCounts())
}

// MaxHand returns the most tiles a hand can hold: the largest deal.
func (r *Rules) MaxHand() int {
	most := 0
	for _, d := range r.Deals {
		most = max(most, d.Tiles)
	}
	return most
}

// playerCounts writes the numbers of players the deals allow, "2, 3 or 4".
func (r *Rules) playerCounts() string {
	var ns []int
	for _, d := range r.Deals {
		ns = append(ns, d.Players)
	}
	slices.Sort(ns)
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	if len(s) == 1 {
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}
