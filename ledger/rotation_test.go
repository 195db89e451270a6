package ledger

import (
	"reflect"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// rotationStep is one recorded hand and where the play stood when it was
// played.
type rotationStep struct {
	rec    *books.HandRecord
	dealer string // the banker, East or leader the hand was played under
	round  string
	game   int
}

func playRotation(t *testing.T, s *session, steps []rotationStep) {
	t.Helper()
	for i, st := range steps {
		a, err := s.addRecord(st.rec)
		if err != nil {
			t.Fatalf("hand %d: %v", i+1, err)
		}
		b := a.Before
		if b.RoleHolder != st.dealer || b.Round != st.round || b.GameNumber != st.game {
			t.Errorf("hand %d (%s): played with %s, %s round, game %d; want %s, %s round, game %d",
				i+1, a.Record.Kind, b.RoleHolder, b.Round, b.GameNumber, st.dealer, st.round, st.game)
		}
	}
}

var dead = &books.HandRecord{Kind: books.Dead}

// TestQMahjonggBanker: the banker moves clockwise after every won hand,
// his own wins included, and stays after a Wongg; as many rounds as
// players, each round one turn as banker for each player.
func TestQMahjonggBanker(t *testing.T) {
	useCache(t, true)
	s := newSession(t, books.Header{Game: books.QMahjongg, Players: []string{"Ann", "Bo", "Cy"}})
	playRotation(t, s, []rotationStep{
		{win("Bo", "Ann=-4,Bo=+8,Cy=-4"), "Ann", "East", 1},
		{dead, "Bo", "East", 1},                             // Wongg: Bo stays banker
		{win("Bo", "Ann=-8,Bo=+16,Cy=-8"), "Bo", "East", 1}, // the banker's own win moves the bank too
		{win("Ann", "Ann=+8,Bo=-4,Cy=-4"), "Cy", "East", 1},
		{dead, "Ann", "South", 1},
		{dead, "Ann", "South", 1},
		{win("Cy", "Ann=-2,Cy=+2"), "Ann", "South", 1},
		{win("Cy", "Bo=-2,Cy=+2"), "Bo", "South", 1},
		{win("Ann", "Ann=+2,Cy=-2"), "Cy", "South", 1},
		{win("Ann", "Ann=+2,Bo=-2"), "Ann", "West", 1},
		{win("Bo", "Ann=-2,Bo=+2"), "Bo", "West", 1},
		{win("Bo", "Bo=+2,Cy=-2"), "Cy", "West", 1},
		{dead, "Ann", "East", 2}, // three rounds for three players: game 2 starts with Ann again
	})
	st := s.load().State()
	if st.RoleHolder != "Ann" || st.Played != 13 || st.Passes != 9 {
		t.Errorf("at the end: banker %s, %d hands, %d passes; want Ann, 13, 9", st.RoleHolder, st.Played, st.Passes)
	}
	// Seat winds with Bo as banker: Bo East, then clockwise Cy South, Ann West.
	mid := s.load().Steps()[7].Before
	if w := mid.SeatWinds(); !reflect.DeepEqual(w, map[string]string{"Bo": "East", "Cy": "South", "Ann": "West"}) {
		t.Errorf("seat winds with Bo banker: %v", w)
	}
	if _, err := s.addRecord(&books.HandRecord{Kind: books.Tie}); err == nil || !strings.Contains(err.Error(), "no tie records") {
		t.Errorf("a tie in Q Mahjongg: %v; want a refusal", err)
	}
}

// TestNineDragonsEast: the seat winds move on after each hand unless East
// wins or the hand is dead; four rounds of four make a game. A penalty is
// not a hand and moves nothing.
func TestNineDragonsEast(t *testing.T) {
	useCache(t, false)
	s := newSession(t, books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}})
	steps := []rotationStep{
		{win("Ann", "Ann=+6,Bo=-2,Cy=-2,Di=-2"), "Ann", "East", 1}, // East wins: stays
		{dead, "Ann", "East", 1},                                   // dead: stays
		{win("Bo", "Ann=-2,Bo=+2"), "Ann", "East", 1},              // winds move on: Bo is East
		{win("Cy", "Bo=-2,Cy=+2"), "Bo", "East", 1},
		{win("Cy", "Ann=-1,Bo=-1,Cy=+3,Di=-1"), "Cy", "East", 1}, // East wins: stays
		{&books.HandRecord{Kind: books.Penalty, Inputs: &books.Inputs{Offender: "Di"}, Transfers: amounts("Ann=+1,Bo=+1,Cy=+1,Di=-3")}, "Cy", "East", 1},
		{win("Ann", "Ann=+2,Di=-2"), "Cy", "East", 1},
		{win("Di", "Ann=-2,Di=+2"), "Di", "East", 1},
		{win("Bo", "Bo=+2,Di=-2"), "Di", "East", 1},
		{dead, "Ann", "South", 1},
	}
	// Twelve more hands won by someone other than East finish the North
	// round; game 2 starts with Ann East again.
	players := []string{"Ann", "Bo", "Cy", "Di"}
	for k := 0; k < 12; k++ {
		east := players[k%4]
		other := players[(k+1)%4]
		round := books.Winds[1+k/4]
		steps = append(steps, rotationStep{win(other, other+"=+1,"+east+"=-1"), east, round, 1})
	}
	steps = append(steps, rotationStep{dead, "Ann", "East", 2})
	playRotation(t, s, steps)
	after3 := s.load().Steps()[2].After
	if w := after3.SeatWinds(); !reflect.DeepEqual(w, map[string]string{"Bo": "East", "Cy": "South", "Di": "West", "Ann": "North"}) {
		t.Errorf("seat winds after the first move: %v", w)
	}
}

// TestDancingDragonsLeader: the fewest points lead the next hand; among
// equal lowest, the earliest in turn order from the player who led; the
// lowest total wins the agreed match.
func TestDancingDragonsLeader(t *testing.T) {
	useCache(t, true)
	s := newSession(t, books.Header{Game: books.Dominoes, Players: []string{"Ann", "Bo", "Cy"}, Rules: books.Rules{MatchLength: 3}})
	playRotation(t, s, []rotationStep{
		{scores("Ann=10,Bo=4,Cy=7"), "Ann", "", 1},
		{scores("Ann=3,Bo=5,Cy=3"), "Bo", "", 2}, // Ann and Cy tie; from Bo, Cy comes first
		{scores("Ann=0,Bo=0,Cy=9"), "Cy", "", 3}, // Ann and Bo tie; from Cy, Ann comes first
	})
	st := s.load().State()
	if st.RoleHolder != "Ann" || st.Over == "" || st.Leaders() != "Bo" {
		t.Errorf("after the match: %s leads, over %q, leaders %s; want Ann, over, Bo (9 against 13 and 19)", st.RoleHolder, st.Over, st.Leaders())
	}
	want := []books.Standing{{Place: 1, Player: "Bo", Balance: 0, Net: 0, Total: 9}, {Place: 2, Player: "Ann", Balance: 0, Net: 0, Total: 13}, {Place: 3, Player: "Cy", Balance: 0, Net: 0, Total: 19}}
	if got := st.Standings(); !reflect.DeepEqual(got, want) {
		t.Errorf("standings %+v; want %+v", got, want)
	}
	if _, err := s.addRecord(scores("Ann=1,Bo=1,Cy=1")); err == nil || !strings.Contains(err.Error(), "match is complete") {
		t.Errorf("a fourth hand of a three-hand match: %v; want a refusal", err)
	}
	if _, err := s.addRecord(scores("Ann=1,Bo=1")); err == nil || !strings.Contains(err.Error(), "leave out Cy") {
		t.Errorf("scores without Cy: %v; want a refusal", err)
	}
}

// TestMACHighestWins: MAC I totals decide the match, highest first; equal
// totals share a place.
func TestMACHighestWins(t *testing.T) {
	useCache(t, false)
	s := newSession(t, books.Header{Game: books.MAC, Players: []string{"Ann", "Bo", "Cy"}, Rules: books.Rules{MatchLength: 2}})
	for _, r := range []*books.HandRecord{scores("Ann=5,Bo=8,Cy=1"), scores("Ann=10,Bo=7,Cy=2")} {
		if _, err := s.addRecord(r); err != nil {
			t.Fatal(err)
		}
	}
	st := s.load().State()
	want := []books.Standing{{Place: 1, Player: "Ann", Balance: 0, Net: 0, Total: 15}, {Place: 1, Player: "Bo", Balance: 0, Net: 0, Total: 15}, {Place: 3, Player: "Cy", Balance: 0, Net: 0, Total: 3}}
	if got := st.Standings(); !reflect.DeepEqual(got, want) || st.Over == "" || st.Leaders() != "Ann and Bo" {
		t.Errorf("standings %+v, over %q, leaders %q; want %+v, over, Ann and Bo", got, st.Over, st.Leaders(), want)
	}
	if st.RoleHolder != "" {
		t.Errorf("MAC I has no role, and %s holds it", st.RoleHolder)
	}
}

// TestMagicWithoutDealerRule: the deal passes after every game, ties
// included; a cycle is every player dealing once; the version stays.
func TestMagicWithoutDealerRule(t *testing.T) {
	useCache(t, true)
	s := newSession(t, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy"}, Rules: books.Rules{Version: "B"}})
	want := []string{"Ann", "Bo", "Cy", "Ann", "Bo"}
	recs := []*books.HandRecord{win("Ann", "Ann=+2,Bo=-1,Cy=-1"), {Kind: books.Tie}, win("Cy", "Cy=+1,Ann=-1"), {Kind: books.Tie}, {Kind: books.Tie}}
	for i, r := range recs {
		a, err := s.addRecord(r)
		if err != nil {
			t.Fatal(err)
		}
		if a.Before.RoleHolder != want[i] || a.Before.Version != "B" {
			t.Errorf("game %d dealt by %s, version %s; want %s, B", i+1, a.Before.RoleHolder, a.Before.Version, want[i])
		}
	}
	st := s.load().State()
	if st.Cycles != 1 || st.Cycle != 2 || st.RoleHolder != "Cy" {
		t.Errorf("after five games: %d cycles, in cycle %d, %s deals; want 1, 2, Cy", st.Cycles, st.Cycle, st.RoleHolder)
	}
}

// TestRotationSaysWhatItsGameHas: a rotation's words name only what the
// game has: a game by cycles without versions names no version, and a
// match of a game of money is won by the most money.
func TestRotationSaysWhatItsGameHas(t *testing.T) {
	useCache(t, false)
	const cycles, pot books.Game = "cycles", "pot"
	base := books.Books{Title: "Cycles", MinPlayers: 2, MaxPlayers: 4, Play: "game", Hands: []books.Kind{books.Win},
		Inputs: []string{"winner", "dealer"}, Role: "dealer", RoleHead: "dealer", RoleDoes: "deals",
		Rotation: books.ByCycle, Passes: func(books.State, *books.HandRecord) bool { return true }}
	addGame(t, cycles, base)
	match := base
	match.Title, match.Rotation, match.Rules, match.Passes = "Pot", books.ByMatch, []string{"match_length"}, nil
	addGame(t, pot, match)
	s := newSession(t, books.Header{Game: cycles, Players: []string{"Ann", "Bo"}})
	s.mustAdd(books.Win, "Bo", "Ann=-1,Bo=+1")
	st := s.load().State()
	if got := st.Next() + " / " + st.Section(); got != "game 2, cycle 1: Bo deals / cycle 1" {
		t.Errorf("by cycles without versions: %q", got)
	}
	m := newSession(t, books.Header{Game: pot, Players: []string{"Ann", "Bo"}, Rules: books.Rules{MatchLength: 3}})
	if !strings.Contains(string(m.read()), "the most money wins") || pot.Wins() != "most money" || books.MAC.Wins() != "highest total" {
		t.Errorf("a match of money, won by %q:\n%s", pot.Wins(), m.read())
	}
}
