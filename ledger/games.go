package ledger

import (
	"fmt"
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
	// rotation is how play moves on from hand to hand.
	rotation Rotation
	// roleHead names the role in a column of hands ("dealer", "East");
	// roleDoes says what the player in it does next ("deals", "is East").
	roleHead, roleDoes string
	// deadHand is what the game calls a hand nobody won; "" for "dead
	// hand".
	deadHand string
}

var games = map[Game]gameInfo{
	Magic: {
		title: "Magic Dragon", minPlayers: 2, maxPlayers: 8, role: "dealer", play: "game",
		hands:    []Kind{Win, Tie},
		stakes:   "dollars per point",
		money:    Money{Start: 80, Bills: []int{1, 5, 10}},
		rotation: ByCycle, roleHead: "dealer", roleDoes: "deals",
	},
	QMahjongg: {
		title: "Q Mahjongg", minPlayers: 2, maxPlayers: 4, role: "banker", play: "hand",
		hands:    []Kind{Win, Dead},
		stakes:   "multiplies the ruleset's stake: one Fang pays a player the stake times this, the banker double",
		rotation: ByRound, roleHead: "banker", roleDoes: "is the banker (East)", deadHand: "Wongg (dead)",
	},
	NineDragons: {
		title: "Nine Dragons", minPlayers: 4, maxPlayers: 4, role: "east", play: "hand",
		hands:    []Kind{Win, Dead},
		stakes:   "multiplies every payment in chips",
		rotation: ByRound, roleHead: "East", roleDoes: "is East",
	},
	Dominoes: {
		title: "Dancing Dragons", minPlayers: 2, maxPlayers: 4, role: "leader", play: "hand", order: "turn order",
		hands: []Kind{Win}, totals: -1,
		rotation: ByMatch, roleHead: "leads", roleDoes: "leads",
	},
	MAC: {
		title: "MAC I", minPlayers: 2, maxPlayers: 6, play: "game",
		hands: []Kind{Win}, totals: +1,
		rotation: ByMatch,
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

// IsHand reports whether records of kind k are hands of play in game g
// (a tie in Magic Dragon, a dead hand in Q Mahjongg and Nine Dragons, a
// win in every game), for the commands that show them.
func (g Game) IsHand(k Kind) bool { return g.isHand(k) }

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

// Rotation is how a game's play moves on from hand to hand: what the
// ledger counts, and how people name where a session stands.
type Rotation int

// The rotations.
const (
	// ByCycle: the deal passes every game; a cycle is complete when every
	// player has dealt, and may bring another version (Magic Dragon).
	ByCycle Rotation = iota + 1
	// ByRound: the deal passes within rounds of the winds, and a game is
	// all its rounds (Q Mahjongg, Nine Dragons).
	ByRound
	// ByMatch: hands counted toward an agreed match, decided by totals
	// (Dancing Dragons, MAC I).
	ByMatch
)

// Rotation is how play moves on in game g.
func (g Game) Rotation() Rotation { return games[g].rotation }

// RoleHead names the player the rotation is about at the head of a column
// of hands: "dealer", "banker", "East", "leads"; "" when the game has no
// such player (MAC I).
func (g Game) RoleHead() string { return games[g].roleHead }

// DeadHand is what game g calls a hand nobody won: "dead hand", or Q
// Mahjongg's "Wongg (dead)".
func (g Game) DeadHand() string {
	if d := games[g].deadHand; d != "" {
		return d
	}
	return "dead hand"
}

// Section is the heading the next hand of state s falls under, among the
// hands of a session: "cycle 2, version D" by cycles, "South round" (or
// "game 2, South round" after the first game) by rounds; "" for a match.
func (s State) Section() string {
	switch s.Header.Game.Rotation() {
	case ByCycle:
		return fmt.Sprintf("cycle %d, version %s", s.Cycle, s.Version)
	case ByRound:
		if s.Game > 1 {
			return fmt.Sprintf("game %d, %s round", s.Game, s.Round)
		}
		return s.Round + " round"
	}
	return ""
}

// Next says which hand comes next in state s and who plays the role in
// it: "game 3, cycle 1, version C: Ann deals", "hand 5, South round of
// game 2: Bo is East", "hand 4 of 10: Cy leads", "game 2".
func (s State) Next() string {
	g := s.Header.Game
	var next string
	switch g.Rotation() {
	case ByCycle:
		next = fmt.Sprintf("%s %d, cycle %d, version %s", g.Play(), s.Game, s.Cycle, s.Version)
	case ByRound:
		next = fmt.Sprintf("%s %d, %s round", g.Play(), s.Played+1, s.Round)
		if s.Game > 1 {
			next += fmt.Sprintf(" of game %d", s.Game)
		}
	default:
		next = fmt.Sprintf("%s %d", g.Play(), s.Game)
		if l := s.Header.Rules.MatchLength; l > 0 {
			next += fmt.Sprintf(" of %d", l)
		}
	}
	if does := games[g].roleDoes; does != "" {
		next += ": " + s.Dealer + " " + does
	}
	return next
}
