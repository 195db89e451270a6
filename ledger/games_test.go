package ledger

import (
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestAddedGameKeptByItsBooks: a game added with AddGame is served by its
// Books alone: its new ledger says what they say, its rotation moves as
// its Passes and Rounds say, its records hold its inputs and its kinds.
func TestAddedGameKeptByItsBooks(t *testing.T) {
	useCache(t, false)
	addGame(t, relay, relayBooks)
	s := newSession(t, books.Header{Game: relay, Players: []string{"Ann", "Bo", "Cy"}})
	for _, want := range []string{
		"# A Relay Dragons ledger kept by dragon: one table's session.\n# Balances, the opener and the round are worked out",
		"game: relay # Relay Dragons\nplayers: [Ann, Bo, Cy] # Ann opens, then each in turn\nrules:\n  stakes: 1 # multiplies the pot\n",
	} {
		if !strings.Contains(string(s.read()), want) {
			t.Errorf("the new ledger does not say %q:\n%s", want, s.read())
		}
	}
	playRotation(t, s, []rotationStep{
		{win("Bo", "Ann=-2,Bo=+2"), "Ann", "East", 1},
		{dead, "Bo", "East", 1},
		{win("Cy", "Cy=+2,Ann=-2"), "Cy", "East", 1}, // the opener's own win keeps him
		{win("Ann", "Ann=+2,Bo=-2"), "Cy", "East", 1},
		{dead, "Ann", "South", 1},
		{dead, "Bo", "South", 1},
		{win("Ann", "Ann=+2,Bo=-2"), "Cy", "South", 1},
		{dead, "Ann", "East", 2}, // two rounds of three passes make a game
	})
	l := s.load()
	st := l.State()
	if got := st.Next(); got != "hand 9, East round of game 2: Bo opens" {
		t.Errorf("Next: %q", got)
	}
	if w := st.SeatWinds(); !reflect.DeepEqual(w, map[string]string{"Bo": "East", "Cy": "South", "Ann": "West"}) {
		t.Errorf("seat winds with Bo opening: %v", w)
	}
	if !strings.Contains(string(s.read()), "kind: dead\n    inputs:\n      east: Bo\n") {
		t.Errorf("a dead hand does not keep its opener under east:\n%s", s.read())
	}
	if _, err := s.addRecord(&books.HandRecord{Kind: books.Tie}); err == nil || !strings.Contains(err.Error(), "a Relay Dragons ledger has no tie records (its kinds are win, dead, penalty, adjustment, rename, seats, void)") {
		t.Errorf("a tie: %v", err)
	}
	if _, err := books.ParseGame("relya"); err == nil || !strings.HasSuffix(err.Error(), ", mac (MAC I), relay (Relay Dragons)") {
		t.Errorf("the games listed: %v", err)
	}
	if got := relay.DeadHand() + "/" + relay.RoleHead() + "/" + relay.Order(); got != "no race/opens/seat order" {
		t.Errorf("its words: %s", got)
	}
	if ps := CheckData("r.yaml", s.read(), nil); len(ps) != 0 {
		t.Errorf("check: %v", ps)
	}
}

// TestRuleGames: a rule's games are those whose books name it.
func TestRuleGames(t *testing.T) {
	addGame(t, relay, relayBooks)
	for _, ru := range books.AllRules() {
		if ru.Key == "stakes" && !reflect.DeepEqual(ru.Games(), []books.Game{books.Magic, books.QMahjongg, books.NineDragons, relay}) {
			t.Errorf("stakes: %v", ru.Games())
		}
		if ru.Key == "match_length" && !reflect.DeepEqual(ru.Games(), []books.Game{books.Dominoes, books.MAC}) {
			t.Errorf("match_length: %v", ru.Games())
		}
	}
}

// relay is a game of the tests' own, kept by books unlike any of the
// five's: three open in turn, the opener passes after every hand he does
// not win (a dead hand too), and two rounds make a game.
const relay books.Game = "relay"

var relayBooks = books.Books{
	Title: "Relay Dragons", MinPlayers: 3, MaxPlayers: 3, Play: "hand",
	Hands:  []books.Kind{books.Win, books.Dead},
	Inputs: []string{"winner", "self_drawn", "discard_by", "offender", "east"},
	Rules:  []string{"stakes"}, Stakes: "multiplies the pot",
	Role: "east", RoleHead: "opens", RoleDoes: "opens", DeadHand: "no race",
	WorkedOut: "the opener and the round",
	Seating:   func(first string) string { return first + " opens, then each in turn" },
	Rotation:  books.ByRound, Rounds: 2,
	Passes: func(s books.State, r *books.HandRecord) bool {
		return r.Kind == books.Dead || r.Inputs == nil || r.Inputs.Winner != s.RoleHolder
	},
}

// wins are the kinds of record of a won hand.
var wins = []books.Kind{books.Win}

// lucky is an own field a game of the tests' may declare.
var lucky = books.InputField{Key: "lucky", Kind: books.Flag, Kinds: wins, Help: "a lucky hand"}

// tiles is an own field of every player's part, under key.
func tiles(key string) books.InputField {
	return books.InputField{Key: key, Kind: books.PlayerHands, Kinds: wins, Each: "the tiles of"}
}

// TestAddGameRefuses: books that do not hold together are refused, each
// naming what is wrong, and the games are left as they were.
func TestAddGameRefuses(t *testing.T) {
	for _, c := range []struct {
		name books.Game
		edit func(b *books.Books)
		want string
	}{
		{"Relay", func(*books.Books) {}, "a game's name is a word of lower-case letters and digits"},
		{"", func(*books.Books) {}, "a game's name"},
		{relay, func(b *books.Books) { b.Title = "" }, "the books need the game's title"},
		{relay, func(b *books.Books) { b.MinPlayers = 5 }, "players 5 to 3"},
		{relay, func(b *books.Books) { b.Hands = []books.Kind{books.Win, books.Penalty} }, "a hand of play is a win, a tie or a dead hand"},
		{relay, func(b *books.Books) { b.Rotation = 0 }, "no rotation 0"},
		{relay, func(b *books.Books) { b.Ranking = 7 }, "no ranking 7"},
		{relay, func(b *books.Books) { b.Rounds = 5 }, "5 rounds to a game, up to 3 players: a round is one of the 4 winds"},
		{relay, func(b *books.Books) { b.Rounds = -1 }, "-1 rounds"},
		{relay, func(b *books.Books) { b.Rounds, b.MaxPlayers = 0, 6 }, "0 rounds to a game, up to 6 players"},
		{relay, func(b *books.Books) { b.Rounds, b.MaxPlayers = 0, 4 }, ""},
		{relay, func(b *books.Books) { b.Rotation, b.Rounds, b.MaxPlayers = books.ByMatch, 0, 8 }, ""},
		{relay, func(b *books.Books) { b.Rules = []string{"stake"} }, "no rule stake (the rules are ultimate, version"},
		{relay, func(b *books.Books) { b.Inputs = []string{"winner", "banker"} }, ""},
		{relay, func(b *books.Books) { b.Inputs = append(b.Inputs, "dealer") }, "input fields east and dealer fill the same member"},
		{relay, func(b *books.Books) { b.Inputs = append(b.Inputs, "lucky") }, "no input field lucky"},
		{relay, func(b *books.Books) { b.Own = []books.InputField{lucky, {Key: "relay", Kind: books.Text, Kinds: wins}} }, ""},
		{relay, func(b *books.Books) { b.Own = []books.InputField{{Key: "Lucky", Kind: books.Flag, Kinds: wins}} }, `own input field "Lucky": a key is a word`},
		{relay, func(b *books.Books) { b.Own = []books.InputField{{Key: "hand", Kind: books.Text, Kinds: wins}} }, "the ledger has a field hand of its own"},
		{relay, func(b *books.Books) { b.Own = []books.InputField{{Key: "lucky", Kind: 9, Kinds: wins}} }, "own input field lucky: no kind 9"},
		{relay, func(b *books.Books) { b.Own = []books.InputField{{Key: "lucky", Kind: books.Flag}} }, "own input field lucky: no kind of record holds it"},
		{relay, func(b *books.Books) { b.Own = []books.InputField{{Key: "tiles", Kind: books.PlayerHands, Kinds: wins}} }, "say what one player's entry is"},
		{relay, func(b *books.Books) { b.Own = []books.InputField{lucky, lucky} }, "input fields lucky and lucky fill the same member"},
		{relay, func(b *books.Books) { b.Own = []books.InputField{tiles("tiles"), tiles("cards")} }, "input fields tiles and cards fill the same member"},
	} {
		b := relayBooks
		c.edit(&b)
		remove, err := books.AddGame(c.name, b)
		if err == nil {
			remove()
		}
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: %v; want %q", c.name, err, c.want)
		}
	}
}

// TestAddGameWhileReading: the games are read while one is added (run
// with -race): a reader sees the table before or after, never half of it.
func TestAddGameWhileReading(t *testing.T) {
	before := len(books.Games())
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 200 {
				if books.Magic.Title() != "Magic Dragon" || !books.NineDragons.IsHand(books.Dead) {
					t.Error("a game's books changed while another was added")
				}
				relay.Title()
			}
		})
	}
	for range 50 {
		remove, err := books.AddGame(relay, relayBooks)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(remove)
	}
	wg.Wait()
	if n := len(books.Games()); n != before+1 {
		t.Errorf("a game added again is listed once: %d games", n)
	}
}
