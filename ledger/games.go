package ledger

import (
	"slices"
	"strings"
)

// gameInfo is what the ledger needs to know about a game: who may play,
// which records it has, and what its rotation is about.
type gameInfo struct {
	title      string
	minPlayers int
	maxPlayers int
	// role is the input field naming the player the rotation is about
	// (dealer, banker, east, leader); "" when the game has none.
	role string
	// play is what the game calls one hand of play: "game" or "hand".
	play string
	// order is what the order of the players list is: "seat order", or
	// "turn order" where the players take turns without seats.
	order string
	// hands are the kinds that are hands of play (they move the rotation);
	// penalty, adjustment and void are allowed in every game.
	hands []Kind
	// totals: 0 for a money game, -1 when the lowest total wins, +1 when
	// the highest does.
	totals int
	// stakes says what the stakes rule means in this game, for the new
	// ledger's comment; "" when the game has none.
	stakes string
	// money is the default starting money and its bills.
	money Money
}

var games = map[Game]gameInfo{
	Magic: {
		title: "Magic Dragon", minPlayers: 2, maxPlayers: 8, role: "dealer", play: "game",
		hands:  []Kind{Win, Tie},
		stakes: "dollars per point",
		money:  Money{Start: 80, Bills: []int{1, 5, 10}},
	},
	QMahjongg: {
		title: "Q Mahjongg", minPlayers: 2, maxPlayers: 4, role: "banker", play: "hand",
		hands:  []Kind{Win, Dead},
		stakes: "multiplies the ruleset's stake: one Fang pays a player the stake times this, the banker double",
	},
	NineDragons: {
		title: "Nine Dragons", minPlayers: 4, maxPlayers: 4, role: "east", play: "hand",
		hands:  []Kind{Win, Dead},
		stakes: "multiplies every payment in chips",
	},
	Dominoes: {
		title: "Dancing Dragons", minPlayers: 2, maxPlayers: 4, role: "leader", play: "hand", order: "turn order",
		hands: []Kind{Win}, totals: -1,
	},
	MAC: {
		title: "MAC I", minPlayers: 2, maxPlayers: 6, play: "game",
		hands: []Kind{Win}, totals: +1,
	},
}

// mostAtAnyTable is the most players any game seats.
var mostAtAnyTable = func() int {
	most := 0
	for _, info := range games {
		most = max(most, info.maxPlayers)
	}
	return most
}()

// gameOrder is the order games are listed in messages.
var gameOrder = []Game{Magic, QMahjongg, NineDragons, Dominoes, MAC}

func gameList() string {
	s := make([]string, len(gameOrder))
	for i, g := range gameOrder {
		s[i] = string(g) + " (" + g.Title() + ")"
	}
	return strings.Join(s, ", ")
}

// isHand reports whether records of kind k are hands of play in game g:
// they count as a game or hand and move the rotation.
func (g Game) isHand(k Kind) bool { return slices.Contains(games[g].hands, k) }

// allows reports whether game g has records of kind k.
func (g Game) allows(k Kind) bool {
	return g.isHand(k) || k == Penalty || k == Adjustment || k == Void
}

// allowedKinds lists the kinds game g has, for messages.
func (g Game) allowedKinds() string {
	var s []string
	for _, k := range Kinds {
		if g.allows(k) {
			s = append(s, string(k))
		}
	}
	return strings.Join(s, ", ")
}

// Play is what game g calls one hand of play, the unit State.Played
// counts: "game" for Magic Dragon and MAC I, "hand" for the others.
func (g Game) Play() string { return games[g].play }

// Order is what the order of game g's players list is: "turn order" for
// Dancing Dragons, "seat order" for the others.
func (g Game) Order() string {
	if o := games[g].order; o != "" {
		return o
	}
	return "seat order"
}

// HandsField is the input field a win of game g keeps every player's tiles
// or cards under (Inputs.Hands): "discards" for Dancing Dragons, "fished"
// for MAC I; "" for the other games.
func (g Game) HandsField() string {
	var in Inputs
	for _, f := range g.inputs(Win) {
		if f.of(&in) == any(&in.Hands) {
			return f.Key
		}
	}
	return ""
}

// roleField is the input field a hand of kind k of game g records the
// rotation's role under (dealer:, banker:, east:), or nil.
func (g Game) roleField(k Kind) *InputField {
	var in Inputs
	for _, f := range g.inputs(k) {
		if f.of(&in) == any(&in.Dealer) {
			return f
		}
	}
	return nil
}

// DefaultMoney is the play money a game starts with unless the table says
// otherwise: Magic Dragon's 80 dollars in 1, 5 and 10 dollar bills, and
// nothing (balances are net results) for the others.
func (g Game) DefaultMoney() Money {
	m := games[g].money
	m.Bills = slices.Clone(m.Bills)
	return m
}
