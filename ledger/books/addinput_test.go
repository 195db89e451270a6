package books_test

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// toy is a game only the tests know.
const toy books.Game = "toy"

// toyLedger adds the toy game, a game of totals whose records hold the
// fields own, for test t, and returns a new ledger of it for players.
func toyLedger(t *testing.T, players []string, own ...books.InputField) string {
	t.Setenv("DRAGON_LEDGER_CACHE", "off")
	remove, err := books.AddGame(toy, books.Books{Title: "Toy", MinPlayers: 2, MaxPlayers: 4, Play: "hand", Hands: []books.Kind{books.Win},
		Ranking: books.HighestTotal, Own: own, Rotation: books.ByMatch})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(remove)
	path := filepath.Join(t.TempDir(), "toy.yaml")
	if err := ledger.Create(path, books.Header{Game: toy, Players: players}); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestAddingAnInputIsOneEdit: a game's input is one description in its
// Books. A game of the tests' own, with three inputs of its own, records
// them, reads them back and checks them; no other game takes them.
func TestAddingAnInputIsOneEdit(t *testing.T) {
	path := toyLedger(t, []string{"Ann", "Bo"},
		books.InputField{Key: "lucky", Kind: books.Flag, Kinds: books.Wins, Help: "a lucky hand"},
		books.InputField{Key: "caller", Kind: books.PlayerName, Kinds: books.Wins, Help: "who called"},
		books.InputField{Key: "cards", Kind: books.PlayerHands, Kinds: books.Wins, Help: "the cards", Each: "the cards of", OneLine: true})
	want := &books.Inputs{Own: map[string]string{"lucky": "true", "caller": "Bo"}, Hands: []books.NamedHand{{"Ann", "A K"}, {"Bo", "Q"}}}
	if _, err := ledger.Append(path, func(st books.State) (*books.HandRecord, error) {
		return &books.HandRecord{Kind: books.Win, Inputs: want, Scores: map[string]int{"Ann": 3, "Bo": 1}}, nil
	}); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), "inputs:\n      lucky: true\n      caller: Bo\n      cards: {Ann: A K, Bo: Q}\n") {
		t.Errorf("the toy's inputs are not written as described:\n%s", data)
	}
	l, err := ledger.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Hands[0].Inputs; !reflect.DeepEqual(got, want) {
		t.Errorf("read back %+v; want %+v", got, want)
	}
	if toy.HandsField() != "cards" {
		t.Errorf("HandsField %q; want cards", toy.HandsField())
	}
	bad := strings.Replace(string(data), "caller: Bo", "caller: Zed", 1)
	if _, ps := ledger.Parse(path, []byte(bad)); len(ps) != 1 || !strings.Contains(ps[0].Msg, `hand 1: caller: "Zed" is not a player`) {
		t.Errorf("a caller who is not a player: %v", ps)
	}
	magic := "version: 1\ngame: magic\nplayers: [Ann, Bo, Cy, Di]\nhands:\n" +
		"  - {at: 2026-03-14T20:05:00+01:00, kind: win, transfers: {Ann: -1, Bo: +3, Cy: -1, Di: -1},\n" +
		"     inputs: {winner: Bo, lucky: true}}\n"
	if _, ps := ledger.Parse("m.yaml", []byte(magic)); len(ps) == 0 || !strings.Contains(ps[0].Msg, `unknown field "lucky"`) {
		t.Errorf("a Magic Dragon record with the toy's input: %v", ps)
	}
}

// TestOwnInputsNamePlayers: a game's own field of a player's name is
// spelled as the header spells him when recorded, and follows him when he
// is renamed; its value refused by its Check is a problem at its line.
func TestOwnInputsNamePlayers(t *testing.T) {
	noAnn := func(_ books.Rules, v string) (string, string) {
		if v == "Ann" {
			return "Ann never calls", "name another caller"
		}
		return "", ""
	}
	path := toyLedger(t, []string{"Ann", "Zoë"}, books.InputField{Key: "caller", Kind: books.PlayerName, Kinds: books.Wins, Help: "who called", Check: noAnn})
	typed := &books.Inputs{Own: map[string]string{"caller": "Zoe\u0308"}} // composed otherwise
	for _, r := range []*books.HandRecord{
		{Kind: books.Win, Inputs: typed, Scores: map[string]int{"Ann": 1, "Zoë": 2}},
		{Kind: books.Rename, From: "Zoë", To: "Zed"},
	} {
		if _, err := ledger.Append(path, func(books.State) (*books.HandRecord, error) { return r, nil }); err != nil {
			t.Fatal(err)
		}
	}
	if typed.Own["caller"] != "Zoe\u0308" {
		t.Errorf("the record appended was changed: %q", typed.Own["caller"])
	}
	l, err := ledger.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Hands[0].Inputs.Own["caller"]; got != "Zoë" {
		t.Errorf("recorded caller %q; want Zoë as the header spells her", got)
	}
	if got := l.NamedAsNow()[0].Record.Inputs.Own["caller"]; got != "Zed" {
		t.Errorf("caller named as now %q; want Zed", got)
	}
	data, _ := os.ReadFile(path)
	bad := strings.Replace(string(data), "caller: Zoë", "caller: Ann", 1)
	if _, ps := ledger.Parse(path, []byte(bad)); len(ps) != 1 || !strings.Contains(ps[0].Msg, "hand 1: Ann never calls") || ps[0].Fix != "name another caller" {
		t.Errorf("a caller the field's check refuses: %v", ps)
	}
}
