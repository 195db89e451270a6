package books

// Game names the game a ledger is kept for, as written in the file.
type Game string

// The games a ledger is kept for: the five of the table below. A game the
// program adds beside them gives its books with AddGame.
const (
	Magic       Game = "magic"       // Magic Dragon
	QMahjongg   Game = "qmahjongg"   // Q Mahjongg
	NineDragons Game = "ninedragons" // Nine Dragons
	Dominoes    Game = "dominoes"    // Dancing Dragons (Chinese dominoes)
	MAC         Game = "mac"         // MAC I
)

// fiveGames are the books of the five games, in the order messages list
// them. This table is the only place in the package that names a game:
// every question the ledger has about a game is asked of its Books.
var fiveGames = []gameEntry{
	{Magic, Books{
		Title: "Magic Dragon", MinPlayers: 2, MaxPlayers: 8, Play: "game",
		Hands:  []Kind{Win, Tie},
		Inputs: []string{"winner", "hand", "self_drawn", "discard_by", "losers", "offender", "dealer"},
		Own: []InputField{
			{Key: "all_natural", Kind: Flag, Kinds: wins, Help: "the hand was complete from the setup"},
		},
		Rules:  []string{"ultimate", "version", "dealer_rule", "stakes", "small_hands", "without_suit"},
		Stakes: "dollars per point",
		Money:  Money{Start: 80, Bills: []int{1, 5, 10}},
		Role:   "dealer", RoleHead: "dealer", RoleDoes: "deals",
		WorkedOut: "the dealer and the cycle",
		Round:     "clockwise from the first dealer",
		Seating: func(first string) string {
			return "seat order: " + first + " deals first, then the deal passes left, down the list"
		},
		Rotation: ByCycle,
		// After a zappo the deal passes to the left; after a tie too,
		// unless the special dealer rule keeps it with the dealer, who
		// also keeps it after his own win.
		Passes: func(s State, r *HandRecord) bool {
			return !s.Header.Rules.DealerRule || (r.Kind != Tie && r.winner() != s.RoleHolder)
		},
		Help: Help{
			SeatOrder: "the first player deals first and the deal passes to the left, down the list",
			Rules: "Seven or eight play Magic Dragon with small hands (--small-hands is then the default); " +
				"three may play without one suit (--without-suit).",
			Tie:   "the stock ran down to 12 tiles",
			Seats: "the new seats start a new cycle, as the rulebook's draw for seats does; a cycle they cut short counts as played (under the ultimate cycles the next version comes with them)",
		},
	}},
	{QMahjongg, Books{
		Title: "Q Mahjongg", MinPlayers: 2, MaxPlayers: 4, Play: "hand",
		Hands:  []Kind{Win, Dead},
		Inputs: []string{"winner", "hand", "self_drawn", "discard_by", "offender", "banker"},
		// A gong's replacement is own (of the winner's own draw) or
		// discard (a gong made with another's discard); the banker's first
		// draw and discard are its special occasions; fang is the level
		// the table agreed (--fang) when not the rules'.
		Own: []InputField{
			{Key: "gong_replacement", Kind: Text, Kinds: wins, Help: "won on the replacement card after a gong: own or discard"},
			{Key: "banker_first_draw", Kind: Flag, Kinds: wins, Help: "the banker won on his first draw"},
			{Key: "banker_first_discard", Kind: Flag, Kinds: wins, Help: "won on the banker's first discard"},
			{Key: "fang", Kind: Text, Kinds: wins, Help: "the Fang level the table agreed, when not the rules'"},
		},
		Rules:  []string{"stakes"},
		Stakes: "multiplies the ruleset's stake: one Fang pays a player the stake times this, the banker double",
		Role:   "banker", RoleHead: "banker", RoleDoes: "is the banker (East)", DeadHand: "Wongg (dead)",
		WorkedOut: "the banker and the round",
		Round:     "clockwise from the first banker: East, South, West, North",
		Seating:   func(first string) string { return "clockwise from " + first + ", the first banker (East)" },
		// As many rounds as players. The banker moves on after every won
		// hand, his own too; a Wongg leaves him.
		Rotation: ByRound, Rounds: 0,
		Passes: func(_ State, r *HandRecord) bool { return r.Kind == Win },
		Help: Help{
			SeatOrder: "the first is the first banker (East) and the others follow clockwise",
			Seats:     windsCountedAgain,
		},
	}},
	{NineDragons, Books{
		Title: "Nine Dragons", MinPlayers: 4, MaxPlayers: 4, Play: "hand",
		Hands:  []Kind{Win, Dead},
		Inputs: []string{"winner", "hand", "self_drawn", "discard_by", "offender", "east"},
		// The winning tile is as typed (7s), the winning set the set it
		// completed when the tile alone does not say: a bracketed set's
		// number, or hand; nine pieces counts only the sets shown before
		// the winning discard.
		Own: []InputField{
			{Key: "kong_replacement", Kind: Flag, Kinds: wins, Help: "won on the replacement tile after a kong"},
			{Key: "twelfth_by", Kind: PlayerName, Kinds: wins, Help: "who discarded the twelfth shown piece (twelve pieces)"},
			{Key: "fifth_tile", Kind: Flag, Kinds: wins, Help: "won on an unseen tile discarded with fewer than five in the wall", Check: fifthTilePlayed},
			{Key: "winning_tile", Kind: Text, Kinds: wins, Help: "the tile the hand was won on (nine pieces counts the sets shown before it)"},
			{Key: "winning_set", Kind: Text, Kinds: wins, Help: "the set the winning tile completed: a bracketed set's number, or hand"},
		},
		Rules:  []string{"stakes", "minimum", "fifth_tile", "false_declaration"},
		Stakes: "multiplies every payment in chips",
		Role:   "east", RoleHead: "East", RoleDoes: "is East",
		WorkedOut: "the seat winds and the round",
		Round:     "East, South, West, North: counter-clockwise, South on East's right",
		Seating:   func(string) string { return "East, South, West, North at the start" },
		// Four rounds make a game. The seat winds move on unless East wins
		// or the hand is dead.
		Rotation: ByRound, Rounds: 4,
		Passes: func(s State, r *HandRecord) bool { return r.Kind == Win && r.winner() != s.RoleHolder },
		Help: Help{
			SeatOrder: "the list is East, South, West, North",
			Rules: "Nine Dragons keeps the minimum hand (--minimum) and whether the table plays the optional " +
				"fifth-tile rule and false-declaration penalty (--fifth-tile, --false-declaration; neither unless given).",
			Seats: windsCountedAgain,
		},
	}},
	{Dominoes, Books{
		Title: "Dancing Dragons", MinPlayers: 2, MaxPlayers: 4, Play: "hand", Order: "turn order",
		Hands:  []Kind{Win},
		Inputs: []string{"offender"},
		Own: []InputField{
			{Key: "discards", Kind: PlayerHands, Kinds: wins, Help: "every player's discards, in turn order", Each: "the discards of", OneLine: true},
		},
		Rules:   []string{"match_length"},
		Ranking: LowestTotal,
		Role:    "leader", RoleHead: "leads", RoleDoes: "leads",
		WorkedOut: "the leader and the standings",
		Round:     "counter-clockwise from the first leader",
		Seating:   func(first string) string { return "turn order; " + first + " leads the first hand" },
		Rotation:  ByMatch,
		Leads:     dominoesLeader,
		Help:      Help{SeatOrder: "it is the turn order and the first leads"},
	}},
	{MAC, Books{
		Title: "MAC I", MinPlayers: 2, MaxPlayers: 6, Play: "game",
		Hands:  []Kind{Win},
		Inputs: []string{"offender"},
		Own: []InputField{
			{Key: "fished", Kind: PlayerHands, Kinds: wins, Help: "the cards each player fished, in turn order", Each: "the cards fished by", OneLine: true},
		},
		Rules:     []string{"match_length"},
		Ranking:   HighestTotal,
		WorkedOut: "the totals and the standings",
		Rotation:  ByMatch,
	}},
}

// windsCountedAgain is what new seats do in a game of rounds of the
// winds (Q Mahjongg, Nine Dragons).
const windsCountedAgain = "the round goes on, and the seat winds are counted again from the first named, who is East"

// fifthTilePlayed refuses a Nine Dragons discarder of a fifth tile paying
// for everyone in a session that does not play the fifth-tile rule: the
// money it moved is not the table's.
func fifthTilePlayed(r Rules, _ string) (wrong, fix string) {
	if r.FifthTile {
		return "", ""
	}
	return "the discarder of a fifth tile pays for everyone, but the session does not play the fifth-tile rule (rules: fifth_tile: false)",
		"if the table plays the fifth-tile rule, write fifth_tile: true under rules:; if not, nobody pays for everyone"
}

// dominoesLeader is who leads the next Dancing Dragons hand after hand r,
// led in state s: the fewest points; among equal lowest scores, the
// earliest in turn order from the player who led this hand.
func dominoesLeader(s State, r *HandRecord) string {
	players, led := s.Header.Players, s.RoleHolder
	from := 0
	for i, p := range players {
		if p == led {
			from = i
		}
	}
	best := ""
	for k := range players {
		p := players[(from+k)%len(players)]
		v, ok := r.Scores[p]
		if !ok {
			continue
		}
		if best == "" || v < r.Scores[best] {
			best = p
		}
	}
	if best == "" {
		return led
	}
	return best
}
