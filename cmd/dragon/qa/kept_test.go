package qa

import (
	"reflect"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// keepingGames are the games whose wins keep a hand's answers: every
// game of the ledger's.
var keepingGames = books.Games()

// TestKeptAsTheLedgerDescribes: every field the ledger keeps in a win
// keeps the answer under its key with "-" for "_", and gives it back as
// it was: a name, words, a yes, or every player's answer to one question.
func TestKeptAsTheLedgerDescribes(t *testing.T) {
	for _, g := range keepingGames {
		for _, f := range g.Inputs(books.Win) {
			key := strings.ReplaceAll(f.Key, "_", "-")
			a := keptExample(f, key)
			in, err := Inputs(g, a, []string{key})
			if err != nil {
				t.Errorf("%s %s: %v", g, key, err)
				continue
			}
			if f.Kind != books.PlayerHands && f.Get(in) != a[key] {
				t.Errorf("%s %s: kept as %q; want %q", g, key, f.Get(in), a[key])
			}
			if f.Kind == books.PlayerHands && len(f.Hands(in)) != 2 {
				t.Errorf("%s %s: kept %v; want Ann's and Bo's", g, key, f.Hands(in))
			}
			if back := FromInputs(g, in, []string{key}); !reflect.DeepEqual(back, a) {
				t.Errorf("%s %s: %v back; want %v", g, key, back, a)
			}
		}
	}
}

// keptExample is an answer of the kind field f keeps, under key.
func keptExample(f books.InputField, key string) Answers {
	if f.Kind == books.PlayerHands {
		return Answers{key: "Ann,Bo", EachKey(key, "Ann"): "6-6 1-5", EachKey(key, "Bo"): ""}
	}
	return Answers{key: map[books.FieldKind]string{books.PlayerName: "Bo", books.Text: "123C 44P", books.Flag: "true"}[f.Kind]}
}

// TestKeptRefusesWhatTheLedgerDoesNot: a key no field of the game's wins
// keeps and a yes that is neither yes nor no are refused; a no keeps
// nothing, and gives nothing back.
func TestKeptRefusesWhatTheLedgerDoesNot(t *testing.T) {
	for _, c := range []struct {
		game books.Game
		a    Answers
		key  string
		want string
	}{
		{books.QMahjongg, Answers{"kong-replacement": "true"}, "kong-replacement", `hand: a Q Mahjongg ledger keeps no answer "kong-replacement" of a win`},
		{books.NineDragons, Answers{"losers": "Ann"}, "losers", `hand: a Nine Dragons ledger keeps no answer "losers" of a win`},
		{books.NineDragons, Answers{"players": "Ann,Bo,Cy,Di"}, "players", `keeps no answer "players"`},
		{books.NineDragons, Answers{"self-drawn": "yes"}, "self-drawn", `hand: self-drawn: ledger: self_drawn is true or false, not "yes"`},
	} {
		if _, err := Inputs(c.game, c.a, []string{c.key}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %v: %v; want %q", c.game, c.a, err, c.want)
		}
	}
	in, err := Inputs(books.NineDragons, Answers{"self-drawn": "false", "winner": "Bo"}, []string{"self-drawn", "winner", "discard-by"})
	if err != nil || in.SelfDrawn || in.Winner != "Bo" {
		t.Fatalf("a no: %+v, %v", in, err)
	}
	if back := FromInputs(books.NineDragons, in, []string{"self-drawn", "winner", "discard-by"}); !reflect.DeepEqual(back, Answers{"winner": "Bo"}) {
		t.Errorf("a no and an answer not given: %v back", back)
	}
}
