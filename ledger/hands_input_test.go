package ledger

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// countHands stands in for a game of totals: each player scores the number
// of words in his typed tiles, so an edited record differs.
func countHands(h *books.HandRecord, st books.State) (map[string]int, error) {
	if h.Kind != books.Win || h.Inputs == nil || len(h.Inputs.Hands) == 0 {
		return nil, books.ErrSkip
	}
	out := map[string]int{}
	for _, p := range h.Inputs.Hands {
		out[p.Name] = len(strings.Fields(p.Hand))
	}
	return out, nil
}

// TestHandsInput: a Dancing Dragons win keeps every player's discards under
// discards: (MAC I's fished cards under fished:), written and read back as
// appended, and the audit compares its scores, not transfers.
func TestHandsInput(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	for _, g := range []books.Game{books.Dominoes, books.MAC} {
		path := filepath.Join(t.TempDir(), string(g)+".yaml")
		if err := Create(path, books.Header{Version: 1, Game: g, Players: []string{"Ann", "Bo"}}); err != nil {
			t.Fatal(err)
		}
		_, err := Append(path, func(st books.State) (*books.HandRecord, error) {
			in := &books.Inputs{Hands: []books.NamedHand{{Name: "Ann", Hand: "6-6 1-5"}, {Name: "Bo", Hand: ""}}}
			return &books.HandRecord{Kind: books.Win, Inputs: in, Scores: map[string]int{"Ann": 2, "Bo": 0}}, nil
		})
		if err != nil {
			t.Fatalf("%s: %v", g, err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		want := g.HandsField() + ": {Ann: 6-6 1-5, Bo: \"\"}"
		if !strings.Contains(string(data), want) {
			t.Errorf("%s: no %q in\n%s", g, want, data)
		}
		if ps := CheckData(path, data, books.Auditors{g: books.Recompute(countHands)}); len(ps) != 0 {
			t.Errorf("%s: %v", g, ps)
		}
		edited := strings.Replace(string(data), "scores: {Ann: 2,", "scores: {Ann: 3,", 1)
		ps := CheckData(path, []byte(edited), books.Auditors{g: books.Recompute(countHands)})
		if len(ps) != 1 || !strings.Contains(ps[0].Msg, "hand 1: the stored scores (Ann=+3,Bo=+0) differ from the recomputation (Ann=+2,Bo=+0)") ||
			!strings.Contains(ps[0].Fix, "--adjust --scores Ann=-1") {
			t.Errorf("%s: edited scores: %v", g, ps)
		}
	}
}

// TestHandsInputOnlyItsGame: discards: belongs to Dancing Dragons; a MAC I
// record with it is a problem naming the fields MAC I has.
func TestHandsInputOnlyItsGame(t *testing.T) {
	t.Parallel()
	src := `version: 1
game: mac
players: [Ann, Bo]
hands:
  - at: 2026-03-14 20:00
    kind: win
    inputs: {discards: {Ann: GD}}
    scores: {Ann: 5, Bo: 0}
`
	ps := CheckData("m.yaml", []byte(src), nil)
	if len(ps) == 0 || !strings.Contains(ps[0].Error(), "discards") {
		t.Errorf("%v", ps)
	}
}

// TestHandsInputNamesPlayers: the players of discards: are the ledger's.
func TestHandsInputNamesPlayers(t *testing.T) {
	t.Parallel()
	src := `version: 1
game: dominoes
players: [Ann, Bo]
hands:
  - at: 2026-03-14 20:00
    kind: win
    inputs: {discards: {Ann: 6-6, Zed: ""}}
    scores: {Ann: 12, Bo: 0}
`
	ps := CheckData("d.yaml", []byte(src), nil)
	if len(ps) != 1 || !strings.Contains(ps[0].Msg, "hand 1: discards: \"Zed\" is not a player") {
		t.Errorf("%v", ps)
	}
}
