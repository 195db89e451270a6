package ledger

import (
	"errors"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// seats is the record putting the players in the order given.
func seats(order string) *books.HandRecord {
	return &books.HandRecord{Kind: books.Seats, Seats: strings.Split(order, ",")}
}

// TestMagicSeatsStartANewCycle: Magic Dragon's new seats start a new
// cycle with the first named dealing, the cycle they cut short counted
// as played; under the ultimate cycles the next version comes with them.
func TestMagicSeatsStartANewCycle(t *testing.T) {
	useCache(t, true)
	s := newSession(t, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy"}, Rules: books.Rules{Ultimate: true}})
	s.mustAdd(books.Tie, "", "") // Ann deals, cycle 1, version C
	a, err := s.addRecord(seats("Cy,Ann,Bo"))
	if err != nil {
		t.Fatal(err)
	}
	if b := a.Before; b.RoleHolder != "Bo" || b.Cycle != 1 {
		t.Fatalf("before the seats: %s deals in cycle %d; want Bo, 1", b.RoleHolder, b.Cycle)
	}
	want := []struct {
		dealer, version string
		cycle           int
	}{{"Cy", "D", 2}, {"Ann", "D", 2}, {"Bo", "D", 2}, {"Cy", "E", 3}}
	for i, w := range want {
		a := s.mustAdd(books.Tie, "", "")
		if b := a.Before; b.RoleHolder != w.dealer || b.Version != w.version || b.Cycle != w.cycle {
			t.Errorf("game %d after the seats: %s deals, cycle %d, version %s; want %s, %d, %s", i+1, b.RoleHolder, b.Cycle, b.Version, w.dealer, w.cycle, w.version)
		}
	}
	st := s.load().State()
	if st.Cycles != 2 || st.Cycle != 3 || st.RoleHolder != "Ann" || st.Played != 5 {
		t.Errorf("read back: %d cycles, %s deals, %d played; want 2, Ann, 5", st.Cycles, st.RoleHolder, st.Played)
	}
}

// TestMagicSeatsAtACyclesEnd: seats drawn when a cycle is complete start
// the next, and cost no cycle.
func TestMagicSeatsAtACyclesEnd(t *testing.T) {
	useCache(t, false)
	s := newSession(t, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo"}, Rules: books.Rules{Ultimate: true}})
	s.mustAdd(books.Tie, "", "")
	s.mustAdd(books.Tie, "", "")
	a, err := s.addRecord(seats("Bo,Ann"))
	if err != nil {
		t.Fatal(err)
	}
	if st := a.After; st.Cycle != 2 || st.Version != "D" || st.RoleHolder != "Bo" {
		t.Errorf("after seats at the end of cycle 1: cycle %d, version %s, %s deals; want 2, D, Bo", st.Cycle, st.Version, st.RoleHolder)
	}
}

// TestRoundSeatsKeepTheRound: in a game by rounds the first named is the
// banker (East) next, the round goes on, and the seat winds follow the
// new order.
func TestRoundSeatsKeepTheRound(t *testing.T) {
	useCache(t, true)
	s := newSession(t, books.Header{Game: books.QMahjongg, Players: []string{"Ann", "Bo", "Cy"}})
	s.mustAdd(books.Win, "Ann", "Ann=+2,Bo=-1,Cy=-1")
	a, err := s.addRecord(seats("Cy,Ann,Bo"))
	if err != nil {
		t.Fatal(err)
	}
	st := a.After
	w := st.SeatWinds()
	if st.RoleHolder != "Cy" || st.Round != "East" || w["Cy"] != "East" || w["Ann"] != "South" || w["Bo"] != "West" {
		t.Errorf("after the seats: banker %s, %s round, winds %v; want Cy, East, Cy East, Ann South, Bo West", st.RoleHolder, st.Round, w)
	}
	a = s.mustAdd(books.Win, "Cy", "Cy=+2,Ann=-1,Bo=-1")
	if a.After.RoleHolder != "Ann" {
		t.Errorf("after Cy's win the banker is %s; want Ann, next in the new order", a.After.RoleHolder)
	}
	a = s.mustAdd(books.Win, "Cy", "Cy=+2,Ann=-1,Bo=-1")
	if a.After.Round != "South" || a.After.RoleHolder != "Bo" {
		t.Errorf("three passes in: %s round, banker %s; want South, Bo", a.After.Round, a.After.RoleHolder)
	}
}

// TestLeaderSeats: Dancing Dragons' new turn order is led by its first.
func TestLeaderSeats(t *testing.T) {
	useCache(t, false)
	s := newSession(t, books.Header{Game: books.Dominoes, Players: []string{"Ann", "Bo", "Cy"}})
	if _, err := s.addRecord(scores("Ann=3,Bo=0,Cy=5")); err != nil {
		t.Fatal(err)
	}
	a, err := s.addRecord(seats("Cy,Bo,Ann"))
	if err != nil {
		t.Fatal(err)
	}
	if a.Before.RoleHolder != "Bo" || a.After.RoleHolder != "Cy" || a.After.Totals["Cy"] != 5 {
		t.Errorf("leader %s before the seats, %s after, totals %v; want Bo, Cy, Cy's 5 kept", a.Before.RoleHolder, a.After.RoleHolder, a.After.Totals)
	}
}

// TestSeatsRefusals: the new order names every player at the table once
// and nobody else, and the refusal names the one missing, twice or not
// at the table.
func TestSeatsRefusals(t *testing.T) {
	t.Parallel()
	h := &books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy"}}
	for order, want := range map[string]string{
		"Ann,Bo":        "Cy has no seat",
		"Ann":           "Bo and Cy have no seat",
		"Ann,Bo,Cy,Di":  `"Di" is not a player`,
		"Ann,Bo,Bo":     "Bo is given two seats",
		"Ann,Bob,Cy":    `"Bob" is not a player`,
		"Cy,Zoe,Ann,Bo": `"Zoe" is not a player`,
	} {
		_, err := h.CheckSeats(strings.Split(order, ","))
		var ref *books.Refusal
		if !errors.As(err, &ref) || !strings.Contains(ref.Msg, want) || ref.Fix == "" {
			t.Errorf("seats %s: %v; want %q with a fix", order, err, want)
		}
	}
	if got, err := h.CheckSeats([]string{"Cy", "Ann", "Bo"}); err != nil || strings.Join(got, ",") != "Cy,Ann,Bo" {
		t.Errorf("a permutation: %v, %v", got, err)
	}
}

// TestNameInFollowsThePlayer: a player's name in a later state is the one
// he has then, however the seats moved him.
func TestNameInFollowsThePlayer(t *testing.T) {
	useCache(t, false)
	s := newSession(t, books.Header{Game: books.Magic, Players: []string{"Ann", "Bobb", "Cy"}, Rules: books.Rules{Version: "C"}})
	first := s.load().State()
	for _, r := range []*books.HandRecord{seats("Cy,Bobb,Ann"), rename("Bobb", "Bob"), seats("Bob,Ann,Cy"), rename("Ann", "Anne")} {
		if _, err := s.addRecord(r); err != nil {
			t.Fatal(err)
		}
	}
	last := s.load().State()
	for was, now := range map[string]string{"Ann": "Anne", "Bobb": "Bob", "Cy": "Cy", "Di": "Di"} {
		if got := first.NameIn(last, was); got != now {
			t.Errorf("%s is now %s; want %s", was, got, now)
		}
	}
}

// TestMagicSeatsAfterTheDealerKeptTheDeal: new seats after hands that
// the cycle's first dealer played, keeping the deal (the dealer rule),
// cut that cycle short: it counts as played, and the new seats start the
// next, as after a pass.
func TestMagicSeatsAfterTheDealerKeptTheDeal(t *testing.T) {
	useCache(t, true)
	s := newSession(t, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo"}, Rules: books.Rules{DealerRule: true}})
	if a, err := s.addRecord(seats("Bo,Ann")); err != nil || a.After.Cycle != 1 {
		t.Fatalf("seats before any hand: %v, cycle %d; want cycle 1, nothing cut short", err, a.After.Cycle)
	}
	for range 2 {
		if a := s.mustAdd(books.Win, "Bo", "Bo=+8,Ann=-8"); a.After.RoleHolder != "Bo" {
			t.Fatalf("the dealer won and %s deals next; want Bo, the deal kept", a.After.RoleHolder)
		}
	}
	a, err := s.addRecord(seats("Ann,Bo"))
	if err != nil {
		t.Fatal(err)
	}
	if st := a.After; st.Cycle != 2 || st.Cycles != 1 || st.RoleHolder != "Ann" {
		t.Errorf("after seats, Bo having dealt two games: cycle %d (%d complete), %s deals; want cycle 2 (1 complete), Ann", st.Cycle, st.Cycles, st.RoleHolder)
	}
	if st := s.load().State(); st.Cycle != 2 {
		t.Errorf("read back: cycle %d; want 2", st.Cycle)
	}
}
