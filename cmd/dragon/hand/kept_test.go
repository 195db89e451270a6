package hand

import (
	"reflect"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
)

// keepingGames are the games whose wins keep a hand's answers.
var keepingGames = []ledger.Game{ledger.Magic, ledger.QMahjongg, ledger.NineDragons}

// TestKeptAsTheLedgerDescribes: every field the ledger keeps in a win,
// but a field of every player's hands, keeps the answer under its key
// with "-" for "_", and gives it back as it was: a name, words, a yes.
func TestKeptAsTheLedgerDescribes(t *testing.T) {
	for _, g := range keepingGames {
		for _, f := range g.Inputs(ledger.Win) {
			if f.Kind == ledger.PlayerHands {
				continue
			}
			key := strings.ReplaceAll(f.Key, "_", "-")
			a := Answers{key: map[ledger.FieldKind]string{ledger.PlayerName: "Bo", ledger.Text: "123C 44P", ledger.Flag: "true"}[f.Kind]}
			in, err := Inputs(g, a, []string{key})
			if err != nil {
				t.Errorf("%s %s: %v", g, key, err)
				continue
			}
			if f.Get(in) != a[key] {
				t.Errorf("%s %s: kept as %q; want %q", g, key, f.Get(in), a[key])
			}
			if back := FromInputs(in, []string{key}); !reflect.DeepEqual(back, a) {
				t.Errorf("%s %s: %v back; want %v", g, key, back, a)
			}
		}
	}
}

// TestKeptRefusesWhatTheLedgerDoesNot: a key no field of the game's wins
// keeps, a field of every player's hands, and a yes that is neither yes
// nor no are refused; a no keeps nothing, and gives nothing back.
func TestKeptRefusesWhatTheLedgerDoesNot(t *testing.T) {
	for _, c := range []struct {
		game ledger.Game
		a    Answers
		key  string
		want string
	}{
		{ledger.QMahjongg, Answers{"kong-replacement": "true"}, "kong-replacement", `hand: a Q Mahjongg ledger keeps no answer "kong-replacement" of a win`},
		{ledger.Magic, Answers{"losers": "Ann"}, "losers", `hand: a Magic Dragon ledger keeps no answer "losers" of a win`},
		{ledger.NineDragons, Answers{"players": "Ann,Bo,Cy,Di"}, "players", `keeps no answer "players"`},
		{ledger.NineDragons, Answers{"self-drawn": "yes"}, "self-drawn", `hand: self-drawn: ledger: self_drawn is true or false, not "yes"`},
	} {
		if _, err := Inputs(c.game, c.a, []string{c.key}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %v: %v; want %q", c.game, c.a, err, c.want)
		}
	}
	in, err := Inputs(ledger.NineDragons, Answers{"self-drawn": "false", "winner": "Bo"}, []string{"self-drawn", "winner", "discard-by"})
	if err != nil || in.SelfDrawn || in.Winner != "Bo" {
		t.Fatalf("a no: %+v, %v", in, err)
	}
	if back := FromInputs(in, []string{"self-drawn", "winner", "discard-by"}); !reflect.DeepEqual(back, Answers{"winner": "Bo"}) {
		t.Errorf("a no and an answer not given: %v back", back)
	}
}
