// Package ninedragons scores Nine Dragons ("Mahjong for all"), the
// 144-tile game of chows, pongs and kongs with winds, dragons and flowers:
// the points of a winning hand item by item with the best split of its
// tiles, the chips every player pays from the chart, and the liability
// rules that make one player pay for everyone. The rules it applies are
// docs/rules/nine-dragons.md; the points table and the chips chart are
// data (package rulesets), the conditions of the items are code here.
package ninedragons

import (
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// Suits are the three suits: characters, sticks, balls.
var Suits = []string{"c", "s", "b"}

// class is what a kind is, beyond its code: a suit, a wind, a dragon or a
// flower. Suited classes are the index of the suit in Suits.
type class uint8

const (
	characters class = iota
	sticks
	balls
	wind
	dragon
	flower
)

// The honours and flowers, in deck order after the 27 suited kinds.
var (
	windCodes   = []string{"E", "S", "W", "N"}
	windWords   = []string{"east", "south", "west", "north"}
	dragonCodes = []string{"WD", "GD", "RD"}
	dragonWords = []string{"white dragon", "green dragon", "red dragon"}
)

// Deck is the 144-tile set: characters, sticks and balls 1–9, four each;
// the four winds and three dragons, four each; red flowers 1–4 and blue
// flowers 1–4, one each. Honours and flowers never form chows.
var Deck = tiles.NewDeck(newDeck())

// classes holds the class of every kind, indexed by Kind.
var classes [tiles.MaxKinds]class

func newDeck() *tiles.Deck {
	d := &tiles.Deck{
		Game:  "ninedragons",
		Suits: Suits,
		Kinds: make([]tiles.KindInfo, 1, tiles.MaxKinds),
		Hint: "write a rank 1–9 and the suit c, s or b (5s, or 123c for several), " +
			"a wind E S W N, a dragon WD GD RD, or a flower RF1–RF4 BF1–BF4",
		Names: map[string]string{},
	}
	add := func(c class, info tiles.KindInfo, name string) {
		classes[len(d.Kinds)] = c
		d.Kinds = append(d.Kinds, info)
		if name != "" {
			d.Names[name] = info.Code
		}
	}
	for i, s := range Suits {
		for r := 1; r <= 9; r++ {
			add(class(i), tiles.KindInfo{Code: strconv.Itoa(r) + s, Suit: s, Rank: r, Copies: 4, Chain: true}, "")
		}
	}
	for i, c := range windCodes {
		add(wind, tiles.KindInfo{Code: c, Suit: c, Copies: 4}, windWords[i])
		d.Names[windWords[i]+" wind"] = c
	}
	for i, c := range dragonCodes {
		add(dragon, tiles.KindInfo{Code: c, Suit: c, Copies: 4}, dragonWords[i])
	}
	for _, colour := range []string{"red", "blue"} {
		for n := 1; n <= 4; n++ {
			c := strings.ToUpper(colour[:1]) + "F" + strconv.Itoa(n)
			add(flower, tiles.KindInfo{Code: c, Suit: c, Rank: n, Copies: 1}, colour+" flower "+strconv.Itoa(n))
		}
	}
	return d
}

func classOf(k tiles.Kind) class { return classes[k] }

// IsFlower reports whether k is a flower, which is set aside, never part
// of the hand.
func IsFlower(k tiles.Kind) bool { return classOf(k) == flower }

// suitName names a suit class in words.
func suitName(c class) string {
	return [...]string{"characters", "sticks", "balls"}[c]
}

// Wind is a seat or a round: East, South, West or North. Its value is the
// seat's number (East 1 … North 4), which decides the flowers it scores;
// the zero Wind is no wind (no seat given).
type Wind uint8

// The winds, numbered as the seats.
const (
	NoWind Wind = iota
	East
	South
	West
	North
)

// String returns the wind's letter: E, S, W or N ("" for NoWind).
func (w Wind) String() string {
	if w < East || w > North {
		return ""
	}
	return windCodes[w-1]
}

// Name returns the wind in a word: "east".
func (w Wind) Name() string {
	if w < East || w > North {
		return "no wind"
	}
	return windWords[w-1]
}

// Kind returns the wind's tile.
func (w Wind) Kind() tiles.Kind { return tiles.Kind(27 + int(w)) }

// ParseWind reads a wind: E, S, W, N or east, south, west, north, in
// either case.
func ParseWind(s string) (Wind, error) {
	for i := range windCodes {
		if strings.EqualFold(s, windCodes[i]) || strings.EqualFold(s, windWords[i]) {
			return Wind(i + 1), nil
		}
	}
	return NoWind, words.Errorf(Deck.Game, "%q is not a wind; write E, S, W or N", s)
}

// windOf returns the wind a wind tile shows.
func windOf(k tiles.Kind) Wind { return Wind(int(k) - 27) }
