package books

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/dragon-tools/dragon/internal/words"
)

// Books are a game's books in the ledger: everything the ledger knows of
// the game, as data and, where data cannot say it, small functions. The
// ledger asks a game's Books every question it has about the game (who
// may play, which records it has, what they hold, how the rotation moves,
// what a new ledger says), and names no game anywhere else. The five
// games' are the table of games.go; AddGame gives the ledger another's.
type Books struct {
	// Title is the game's name as people write it: "Magic Dragon".
	Title string
	// MinPlayers and MaxPlayers bound the players at its table.
	MinPlayers, MaxPlayers int
	// Play is what the game calls one hand of play, the unit State.Played
	// counts: "game" or "hand".
	Play string
	// Order is what the order of the players list is: "turn order" where
	// the players take turns without seats; "" for "seat order".
	Order string
	// Hands are the kinds of record that are hands of play (they count as
	// a game or hand and move the rotation): Win, and Tie or Dead where a
	// hand may end with no winner. Penalty, Adjustment and Void are
	// records of every game.
	Hands []Kind
	// Inputs are the keys of the input fields of the core (InputFields)
	// its records may hold, each in the kinds of record the field is for:
	// "winner", "hand", …, "offender" of a penalty, and the field of its
	// role ("east") in every hand. They are written in the order of
	// InputFields, whatever their order here.
	Inputs []string
	// Own are the input fields only the game has, each with a key of its
	// own, in the order they are written: after who won and how, before
	// who paid and the role. Their values are in Inputs.Own, a game's
	// PlayerHands (every player's part) in Inputs.Hands.
	Own []InputField
	// Rules are the keys of its session rules (AllRules), written and
	// asked in the order of AllRules.
	Rules []string
	// Ranking is how its players are ranked: by money, or by their totals
	// of scores (State.Totals).
	Ranking Ranking
	// Stakes says what the stakes rule means in the game, for a new
	// ledger's comment; "" when the game has none.
	Stakes string
	// Money is the play money a table starts with unless it says
	// otherwise; the zero Money keeps net results from 0.
	Money Money
	// Role is the input field naming the player the rotation is about
	// (dealer, banker, east; leader where no record writes it); "" when
	// the game has none.
	Role string
	// RoleHead names the role at the head of a column of hands ("dealer",
	// "East"); RoleDoes says what the player in it does next ("deals", "is
	// East"). Both "" when the game has no role.
	RoleHead, RoleDoes string
	// DeadHand is what the game calls a hand nobody won; "" for "dead
	// hand".
	DeadHand string
	// WorkedOut is what a new ledger's first comment says is worked out
	// from the hands, besides the balances: "the dealer and the cycle".
	WorkedOut string
	// Round is which way the players list goes round the table, and the
	// seats' winds where the game has them, for the question that asks
	// for the players: "clockwise from the first dealer"; "" says nothing
	// more than Order.
	Round string
	// Seating is the comment on a new ledger's players, given the first:
	// who deals or leads first, and how play moves round; nil for Order.
	Seating func(first string) string
	// Rotation is how play moves on from hand to hand: what the ledger
	// counts, and how people name where a session stands.
	Rotation Rotation
	// Rounds is, by rounds, how many rounds of the winds make a game, at
	// most four; 0 for one round for each player (four players at most).
	Rounds int
	// Passes is the game's rule of when the deal passes: it reports
	// whether the role passes to the next player after hand r (a record
	// of a kind of Hands), played with s.RoleHolder in the role; s counts
	// the hand played and holds its money. nil when the deal never passes.
	Passes func(s State, r *HandRecord) bool
	// Leads names who plays the role after hand r, led by s.RoleHolder,
	// for a game whose hand decides it rather than a pass (Dancing
	// Dragons: the lowest score leads); nil for the others.
	Leads func(s State, r *HandRecord) string
	// Help are the game's ways in the words of dragon's help, which
	// composes each from every game's (see Help).
	Help Help
}

// Help are a game's ways in the words of dragon's help ('dragon ledger
// new --help' and the other ledger commands'), each said once here and
// composed with every other game's, in the order of the games, so that
// the help of a game added to the list says its ways too. Each is ""
// where the game has no such way.
type Help struct {
	// SeatOrder is what the players list of a new ledger is, after "for
	// Magic Dragon": "the first player deals first and the deal passes to
	// the left, down the list"; for a game with a role.
	SeatOrder string
	// Rules says what the session rules the game alone has let a table
	// choose, in sentences that name the game and each rule's flag.
	Rules string
	// Tie is what a tie is, for a game whose hand may be one: "the stock
	// ran down to 12 tiles".
	Tie string
	// Seats is what new seats do to the rotation, for a game by cycles
	// or rounds: "the round goes on, and the seat winds are counted again
	// from the first named, who is East".
	Seats string
}

// Ranking is how a game ranks its players.
type Ranking int

// The rankings.
const (
	// ByMoney: the most money is ahead; records move money (transfers:).
	ByMoney Ranking = iota
	// LowestTotal: the lowest total of scores wins (Dancing Dragons).
	LowestTotal
	// HighestTotal: the highest total of scores wins (MAC I).
	HighestTotal
)

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

// gameTable is every game the ledger keeps, in the order messages list
// them. A table is never changed: AddGame stores a new one, so reading
// the games takes no lock. A handful of games are found quicker in a
// list than a map, and the five's list is laid out by the compiler: the
// ledger builds nothing at start-up.
type gameTable struct {
	entries []gameEntry
}

// gameEntry is one game in the table: its name and its books.
type gameEntry struct {
	game  Game
	books Books
}

var (
	games  atomic.Pointer[gameTable]
	adding sync.Mutex // one AddGame at a time
)

func init() { games.Store(&gameTable{entries: fiveGames}) }

// AddGame gives the ledger game g's books, so that ledgers of g can be
// made, read, appended to and checked: a game kept outside this package
// (the test's toy game of cmd/dragon) is added with it before any ledger
// of it is read. A game added again has its books replaced. It refuses
// Books that do not hold together: a name that is not a word of lower-case
// letters and digits, no title, no players, a kind, input field or rule
// the ledger does not know, an own field that is not whole, two input
// fields that fill one member of Inputs, a rotation it does not know,
// more rounds than winds. What it
// added, remove takes back: g as it was before, its earlier books or none
// (a test leaves the games as it found them).
func AddGame(g Game, b Books) (remove func(), err error) {
	if err := b.check(g); err != nil {
		return nil, words.Errorf("ledger", "adding %s: %v", words.Quote(string(g)), err)
	}
	b.Hands = slices.Clone(b.Hands)
	b.Inputs = slices.Clone(b.Inputs)
	b.Own = slices.Clone(b.Own)
	for i := range b.Own {
		b.Own[i].Kinds = slices.Clone(b.Own[i].Kinds)
	}
	b.Rules = slices.Clone(b.Rules)
	b.Money.Bills = slices.Clone(b.Money.Bills)
	adding.Lock()
	defer adding.Unlock()
	var was *Books
	if old := g.find(); old != nil {
		was = new(*old)
	}
	put(g, &b)
	return func() {
		adding.Lock()
		defer adding.Unlock()
		put(g, was)
	}, nil
}

// put makes b game g's books, or drops g when b is nil, in a new table of
// the games (a reader keeps the one it has); the caller holds adding.
func put(g Game, b *Books) {
	entries := slices.Clone(games.Load().entries)
	i := slices.IndexFunc(entries, func(e gameEntry) bool { return e.game == g })
	switch {
	case i >= 0 && b == nil:
		entries = slices.Delete(entries, i, i+1)
	case i >= 0:
		entries[i].books = *b
	case b != nil:
		entries = append(entries, gameEntry{g, *b})
	}
	games.Store(&gameTable{entries: entries})
}

// check says what is wrong with the books of game g, or nil.
func (b *Books) check(g Game) error {
	switch {
	case g == "" || strings.Trim(string(g), "abcdefghijklmnopqrstuvwxyz0123456789") != "":
		return errors.New("a game's name is a word of lower-case letters and digits")
	case b.Title == "" || b.Play == "":
		return errors.New("the books need the game's title and what it calls a hand of play")
	case b.MinPlayers < 1 || b.MaxPlayers < b.MinPlayers:
		return fmt.Errorf("players %d to %d: at least one, and no fewer at most than at least", b.MinPlayers, b.MaxPlayers)
	case len(b.Hands) == 0 || slices.ContainsFunc(b.Hands, func(k Kind) bool { return k != Win && k != Tie && k != Dead }):
		return fmt.Errorf("hands %v: a hand of play is a win, a tie or a dead hand, and a game has one", b.Hands)
	case b.Rotation < ByCycle || b.Rotation > ByMatch:
		return fmt.Errorf("no rotation %d", b.Rotation)
	case b.Ranking < ByMoney || b.Ranking > HighestTotal:
		return fmt.Errorf("no ranking %d", b.Ranking)
	case b.Rotation == ByRound && (b.Rounds < 0 || b.Rounds > len(Winds) || b.Rounds == 0 && b.MaxPlayers > len(Winds)):
		return fmt.Errorf("%d rounds to a game, up to %d players: a round is one of the %d winds", b.Rounds, b.MaxPlayers, len(Winds))
	}
	for _, key := range b.Rules {
		if !slices.ContainsFunc(rules, func(ru *Rule) bool { return ru.Key == key }) {
			return fmt.Errorf("no rule %s (the rules are %s)", key, strings.Join(ruleKeys(rules), ", "))
		}
	}
	return b.checkInputs()
}

// checkInputs says what is wrong with the input fields the books name and
// declare, or nil: a key of no field of the core, an own field that is not
// whole or takes a key of the core, or two fields of a kind of record that
// fill one member of Inputs (the record could write only one of them).
func (b *Books) checkInputs() error {
	var named []*InputField
	for _, key := range b.Inputs {
		i := slices.IndexFunc(inputFields, func(f *InputField) bool { return f.Key == key })
		if i < 0 {
			return fmt.Errorf("no input field %s", key)
		}
		named = append(named, inputFields[i])
	}
	for i := range b.Own {
		if err := b.Own[i].checkOwn(); err != nil {
			return err
		}
		named = append(named, &b.Own[i])
	}
	for i, f := range named {
		for _, o := range named[:i] {
			if o.Fills(f) && slices.ContainsFunc(o.Kinds, func(k Kind) bool { return slices.Contains(f.Kinds, k) }) {
				return fmt.Errorf("input fields %s and %s fill the same member of a record's inputs", o.Key, f.Key)
			}
		}
	}
	return nil
}

// checkOwn says what is wrong with a game's own field, or nil.
func (f *InputField) checkOwn() error {
	switch {
	case f.Key == "" || strings.Trim(f.Key, "abcdefghijklmnopqrstuvwxyz0123456789_") != "":
		return fmt.Errorf("own input field %s: a key is a word of lower-case letters, digits and _", words.Quote(f.Key))
	case slices.ContainsFunc(inputFields, func(c *InputField) bool { return c.Key == f.Key }):
		return fmt.Errorf("own input field %s: the ledger has a field %s of its own; name the game's another", f.Key, f.Key)
	case f.Kind < PlayerName || f.Kind > PlayerHands:
		return fmt.Errorf("own input field %s: no kind %d", f.Key, f.Kind)
	case len(f.Kinds) == 0:
		return fmt.Errorf("own input field %s: no kind of record holds it", f.Key)
	case f.Kind == PlayerHands && f.Each == "":
		return fmt.Errorf("own input field %s: say what one player's entry is (Each)", f.Key)
	}
	return nil
}

// noBooks are the books of a game the ledger does not keep: it has no
// players and no records.
var noBooks = &Books{}

// find is game g's books, or nil when the ledger does not keep g.
func (g Game) find() *Books {
	t := games.Load()
	for i := range t.entries {
		if t.entries[i].game == g {
			return &t.entries[i].books
		}
	}
	return nil
}

// Books are game g's books, as the store asks them; empty books when the
// ledger does not keep g.
func (g Game) Books() *Books { return g.books() }

// books are game g's books; noBooks when the ledger does not keep g.
func (g Game) books() *Books {
	if b := g.find(); b != nil {
		return b
	}
	return noBooks
}

// Known reports whether the ledger keeps game g.
func (g Game) Known() bool { return g.find() != nil }

// Games are the games the ledger keeps, in order.
func Games() []Game {
	entries := games.Load().entries
	out := make([]Game, len(entries))
	for i, e := range entries {
		out[i] = e.game
	}
	return out
}

// GameNames are the names of the games the ledger keeps, in order.
func GameNames() []string {
	var names []string
	for _, g := range Games() {
		names = append(names, string(g))
	}
	return names
}

// GameList lists the games for messages: "magic (Magic Dragon), …".
func GameList() string {
	var s []string
	for _, e := range games.Load().entries {
		s = append(s, string(e.game)+" ("+e.books.Title+")")
	}
	return strings.Join(s, ", ")
}

// ScoringGames names the games ranked by totals of scores, for messages:
// "Dancing Dragons and MAC I".
func ScoringGames() string {
	var titles []string
	for _, e := range games.Load().entries {
		if e.books.Ranking != ByMoney {
			titles = append(titles, e.books.Title)
		}
	}
	return words.JoinAnd(titles)
}

// MostAtAnyTable is the most players any game seats.
func MostAtAnyTable() int {
	most := 0
	for _, e := range games.Load().entries {
		most = max(most, e.books.MaxPlayers)
	}
	return most
}

// ParseGame reads a game name as written in a file or on the command line.
func ParseGame(s string) (Game, error) {
	if g := Game(s); g.Known() {
		return g, nil
	}
	return "", fmt.Errorf("unknown game %s; the games are %s", words.Quote(s), GameList())
}

// Title returns the game's name as people write it.
func (g Game) Title() string {
	if g.Known() {
		return g.books().Title
	}
	return string(g)
}

// Role is what the game calls the player the rotation is about: "dealer",
// "banker", "east", "leader" or "" (MAC I has none).
func (g Game) Role() string { return g.books().Role }

// Totals reports whether the game is decided by totals of scores
// (Dancing Dragons, MAC I) rather than by money.
func (g Game) Totals() bool { return g.books().Ranking != ByMoney }

// LowestWins reports whether the lowest total wins the match (Dancing
// Dragons); for MAC I the highest wins.
func (g Game) LowestWins() bool { return g.books().Ranking == LowestTotal }

// Wins says what wins a session of game g, by its ranking: "lowest
// total", "highest total", "most money".
func (g Game) Wins() string {
	switch g.books().Ranking {
	case LowestTotal:
		return "lowest total"
	case HighestTotal:
		return "highest total"
	}
	return "most money"
}

// isHand reports whether records of kind k are hands of play in game g:
// they count as a game or hand and move the rotation.
func (g Game) isHand(k Kind) bool { return slices.Contains(g.books().Hands, k) }

// IsHand reports whether records of kind k are hands of play in game g
// (a tie in Magic Dragon, a dead hand in Q Mahjongg and Nine Dragons, a
// win in every game), for the commands that show them.
func (g Game) IsHand(k Kind) bool { return g.isHand(k) }

// Allows reports whether game g has records of kind k.
func (g Game) Allows(k Kind) bool {
	return g.isHand(k) || k == Penalty || k == Adjustment || k == Rename || k == Seats || k == Void
}

// AllowedKinds lists the kinds game g has, for messages.
func (g Game) AllowedKinds() string {
	var s []string
	for _, k := range Kinds {
		if g.Allows(k) {
			s = append(s, string(k))
		}
	}
	return strings.Join(s, ", ")
}

// Play is what game g calls one hand of play, the unit State.Played
// counts: "game" for Magic Dragon and MAC I, "hand" for the others.
func (g Game) Play() string { return g.books().Play }

// Order is what the order of game g's players list is: "turn order" for
// Dancing Dragons, "seat order" for the others.
func (g Game) Order() string {
	if o := g.books().Order; o != "" {
		return o
	}
	return "seat order"
}

// PlayersQuestion asks for game g's players in their order, with which
// way round the table it goes and the seats' winds where the game has
// them: "Players in seat order, East, South, West, North: counter-
// clockwise, South on East's right".
func (g Game) PlayersQuestion() string {
	if r := g.books().Round; r != "" {
		return "Players in " + g.Order() + ", " + r
	}
	return "Players in " + g.Order()
}

// HandsField is the input field a win of game g keeps every player's tiles
// or cards under (Inputs.Hands): "discards" for Dancing Dragons, "fished"
// for MAC I; "" for the other games.
func (g Game) HandsField() string {
	var in Inputs
	for _, f := range g.inputs(Win) {
		if f.member(&in) == any(&in.Hands) {
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
		if f.member(&in) == any(&in.RoleHolder) {
			return f
		}
	}
	return nil
}

// DefaultMoney is the play money a game starts with unless the table says
// otherwise: Magic Dragon's 80 dollars in 1, 5 and 10 dollar bills, and
// nothing (balances are net results) for the others.
func (g Game) DefaultMoney() Money {
	m := g.books().Money
	m.Bills = slices.Clone(m.Bills)
	return m
}

// Rotation is how play moves on in game g.
func (g Game) Rotation() Rotation { return g.books().Rotation }

// RoleHead names the player the rotation is about at the head of a column
// of hands: "dealer", "banker", "East", "leads"; "" when the game has no
// such player (MAC I).
func (g Game) RoleHead() string { return g.books().RoleHead }

// RoleDoes says what the player in game g's role does next: "deals", "is
// the banker (East)", "leads"; "" when the game has no role (MAC I).
func (g Game) RoleDoes() string { return g.books().RoleDoes }

// RoleName names the player in game g's role among those of other games:
// "dealer", "banker", "East", "leader"; its head where that is the role
// written as a name (East); "" when the game has no role (MAC I).
func (g Game) RoleName() string {
	if b := g.books(); strings.EqualFold(b.RoleHead, b.Role) {
		return b.RoleHead
	}
	return g.books().Role
}

// RecordsRole reports whether a hand of game g records who played it in
// the role (dealer:, banker:, east:), as a won hand does in every game
// whose role is dealt (not Dancing Dragons', whose hand decides who leads).
func (g Game) RecordsRole() bool { return g.roleField(Win) != nil }

// DeadHand is what game g calls a hand nobody won: "dead hand", or Q
// Mahjongg's "Wongg (dead)".
func (g Game) DeadHand() string {
	if d := g.books().DeadHand; d != "" {
		return d
	}
	return "dead hand"
}

// keeps reports whether game g's records may hold input field f (in the
// kinds of record f is for).
func (g Game) keeps(f *InputField) bool { return slices.Contains(g.books().Inputs, f.Key) }

// hasRule reports whether game g has the rule key.
func (g Game) hasRule(key string) bool { return slices.Contains(g.books().Rules, key) }
