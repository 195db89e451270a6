package qa

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// pebbles is a toy game of every player's part, kept as MAC I's (a game
// of totals): the players, then each one's pebbles, written as dominoes
// of the deck below; no domino more often than the deck has it, across
// everyone's answers; each scores his pebbles' count.
var pebbleDeck = tiles.NewDeck(&tiles.Deck{Game: "pebbles", Kinds: []tiles.KindInfo{{}, {Code: "A", Copies: 2}, {Code: "B", Copies: 1}}})

func pebbles(s string) []tiles.Kind {
	var out []tiles.Kind
	for _, f := range strings.Fields(s) {
		k, _ := pebbleDeck.Lookup(f)
		out = append(out, k)
	}
	return out
}

func pebbleGame() *Description[map[string]int] {
	return &Description[map[string]int]{
		Game: books.MAC,
		Questions: Questions{
			PlayersQuestion("players", "Players", func(n int) error { return nil }),
			{ID: "fished", Kind: Text, Each: func(a Answers) []string { return a.List("players") },
				Of: func(name string) Question {
					return Question{Label: func(Answers) string { return name + "'s pebbles" },
						Check: func(a Answers, s string) error {
							var held []Held
							for _, p := range a.List("fished") {
								held = append(held, Held{Name: p, Pieces: pebbles(a[EachKey("fished", p)])})
							}
							return TooMany(pebbleDeck, append(held, Held{Name: name, Pieces: pebbles(s)}))
						},
						Keep: func(a Answers, s string) { a[EachKey("fished", name)] = strings.ToUpper(s) }}
				}},
		},
		Seat: func(st books.State) ([]Supplied, error) {
			return []Supplied{{Key: "players", Value: strings.Join(st.Header.Players, ","), Says: "seats them"}}, nil
		},
		Score: func(a Answers) (map[string]int, error) {
			out := map[string]int{}
			for _, p := range a.List("fished") {
				out[p] = len(strings.Fields(a[EachKey("fished", p)]))
			}
			return out, nil
		},
		Kept:   []string{"fished"},
		Record: func(a Answers, n map[string]int) (Answers, map[string]int) { return a, n },
		Print: func(w io.Writer, _ int, n map[string]int) {
			for _, p := range slices.Sorted(maps.Keys(n)) {
				fmt.Fprintf(w, "%s %d\n", p, n[p])
			}
		},
	}
}

// TestEachWalk: a question asked of each player is asked of each in
// order, each answer under NAME, the names answered kept in order; the
// record keeps them in that order, as scores in a game of totals, and the
// audit reads them back the same.
func TestEachWalk(t *testing.T) {
	d := pebbleGame()
	a := Answers{}
	var asked, players []string
	for q := d.Next(a); q != nil; q = d.Next(a) {
		asked, players = append(asked, q.Label(a)), append(players, q.Player)
		answer := map[string]string{"players": "Cy,Ann,Bo", "fished:Cy": "a b", "fished:Ann": "", "fished:Bo": "a"}[q.ID]
		if err := q.Answer(a, answer); err != nil {
			t.Fatalf("%s: %v", q.ID, err)
		}
	}
	if got := strings.Join(asked, "|"); got != "Players|Cy's pebbles|Ann's pebbles|Bo's pebbles" || strings.Join(players, ",") != ",Cy,Ann,Bo" {
		t.Errorf("asked %q of %q", got, players)
	}
	if a["fished"] != "Cy,Ann,Bo" || a["fished:Cy"] != "A B" || !a.Has("fished:Ann") {
		t.Errorf("answers %v", a)
	}
	_, rec, err := d.Settle(a)
	if err != nil || rec.Transfers != nil || rec.Scores["Cy"] != 2 || rec.Scores["Bo"] != 1 || rec.Scores["Ann"] != 0 {
		t.Fatalf("Settle = %+v, %v", rec, err)
	}
	if fmt.Sprint(rec.Inputs.Hands) != "[{Cy A B} {Ann } {Bo A}]" {
		t.Errorf("the record keeps %v", rec.Inputs.Hands)
	}
	st := books.State{Header: &books.Header{Game: books.MAC, Players: []string{"Ann", "Bo", "Cy"}}}
	if got, err := d.Recompute(rec, st); err != nil || fmt.Sprint(got) != fmt.Sprint(rec.Scores) {
		t.Errorf("Recompute = %v, %v; recorded %v", got, err, rec.Scores)
	}
	if lines, err := d.Lines(rec.Scores, 0); err != nil || strings.Join(lines, "|") != "Ann 0|Bo 1|Cy 2" {
		t.Errorf("Lines = %q, %v", lines, err)
	}
	if _, err := d.Lines("the wrong result", 0); err == nil {
		t.Error("Lines took a result of another type")
	}
}

// TestEachRefusedNamingTheFirst: a piece two players cannot both hold is
// refused at the second player's answer, naming the first, and changes
// nothing; a player may give his part out of turn (NextOf).
func TestEachRefusedNamingTheFirst(t *testing.T) {
	d := pebbleGame()
	a := Answers{"players": "Ann,Bo,Cy"}
	q := d.NextOf(a, "Bo")
	if q == nil || q.ID != "fished:Bo" || q.Player != "Bo" {
		t.Fatalf("NextOf Bo = %+v", q)
	}
	if err := q.Answer(a, "B A"); err != nil {
		t.Fatal(err)
	}
	before := a.Clone()
	q = d.Next(a)
	err := q.Answer(a, "b")
	if q.ID != "fished:Ann" || err == nil || err.Error() != "the table holds 2 × B (Bo 1, Ann 1), but the game has only one; one of these is written wrong" {
		t.Errorf("%s: %v", q.ID, err)
	}
	if fmt.Sprint(a) != fmt.Sprint(before) {
		t.Errorf("a refused answer changed the answers: %v", a)
	}
	if err := q.Answer(a, "a"); err != nil {
		t.Fatal(err)
	}
	if err := d.Next(a).Answer(a, "a"); err == nil || !strings.Contains(err.Error(), "3 × A (Bo 1, Ann 1, Cy 1), but the game has only 2 of each") {
		t.Errorf("Cy's third A: %v", err)
	}
	if d.NextOf(a, "Bo") != nil || d.NextOf(a, "Zed") != nil {
		t.Error("NextOf asks a player who answered, or one not at the table")
	}
}

// TestChoiceCheckedAndTakenBack: a choice is checked with what its option
// sets; a refusal that takes answers back (Again) names them.
func TestChoiceCheckedAndTakenBack(t *testing.T) {
	q := Question{ID: "source", Kind: Choice, Label: func(Answers) string { return "How?" },
		Options: func(Answers) []Option {
			return []Option{{Label: "drawn", Sets: Answers{"self-drawn": "true"}}, {Label: "discarded", Sets: Answers{"discard-by": "Bo"}}}
		},
		Check: func(a Answers, _ string) error {
			if a.Yes("self-drawn") && a["hand"] == "poor" {
				return &Again{Err: errors.New("too poor"), Keys: []string{"hand"}}
			}
			return nil
		}}
	a := Answers{"hand": "poor"}
	err := q.Answer(a, "drawn")
	var again *Again
	if !errors.As(err, &again) || again.Error() != "too poor" || !slices.Equal(again.Keys, []string{"hand"}) || a.Has("source") || a.Has("self-drawn") {
		t.Errorf("drawn: %v, %v", err, a)
	}
	a.Forget(again.Keys...)
	if a.Has("hand") {
		t.Errorf("Forget kept %v", a)
	}
	if err := q.Answer(Answers{"hand": "poor"}, "discarded"); err != nil {
		t.Errorf("discarded: %v", err)
	}
}

// TestRefusedWhereTheTypedSays: a supplied answer may word its refusal
// after what was typed.
func TestRefusedWhereTheTypedSays(t *testing.T) {
	d := &Description[int]{Seat: func(books.State) ([]Supplied, error) {
		return []Supplied{{Key: "suit", Value: "P", Refused: func(t string) string { return "is not kept without " + t }}}, nil
	}}
	if _, err := d.Agree("t.yaml", books.State{}, Answers{"suit": "C"}); err == nil || err.Error() != "t.yaml is not kept without C; leave out --suit" {
		t.Errorf("Agree: %v", err)
	}
}

// TestEachPart: a hand's part asked of each player is its Each question's
// Part, "his own part" when it names none, and "" without such a question.
func TestEachPart(t *testing.T) {
	ask := func(Answers) []string { return []string{"Ann", "Bo"} }
	for _, tc := range []struct {
		qs   Questions
		want string
	}{
		{Questions{{ID: "winner", Kind: Player}}, ""},
		{Questions{{ID: "winner", Kind: Player}, {ID: "hands", Kind: Text, Each: ask, Part: "every player's hand"}}, "every player's hand"},
		{Questions{{ID: "hands", Kind: Text, Each: ask}}, "his own part"},
	} {
		if got := tc.qs.EachPart(); got != tc.want {
			t.Errorf("EachPart of %d questions = %q, want %q", len(tc.qs), got, tc.want)
		}
	}
}
