package qa

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

var _ Form = (*Description[int])(nil)

// coin is a toy game: two players, the winner calls heads or tails and
// names a number; the loser pays the number, doubled on heads. Each kind
// of question is in it.
func coin() *Description[int] {
	return &Description[int]{
		Game: books.Magic,
		Questions: Questions{
			{ID: "players", Kind: Players, Label: func(Answers) string { return "Players" },
				Check: func(_ Answers, s string) error {
					if len(strings.Split(s, ",")) != 2 {
						return errors.New("two players")
					}
					return nil
				}},
			{ID: "winner", Kind: Player, Label: func(Answers) string { return "Who won?" },
				Options: func(a Answers) []Option { return PlayerOptions("winner", a.List("players")) }},
			// Heads is kept as self-drawn, tails as all natural.
			{ID: "call", Kind: Choice, Label: func(a Answers) string { return a["winner"] + " called" },
				Flags: []string{"self-drawn", "all-natural"},
				Options: func(Answers) []Option {
					return []Option{{Label: "heads", Sets: Answers{"self-drawn": "true"}}, {Label: "tails", Sets: Answers{"all-natural": "true"}}}
				}},
			{ID: "hand", Kind: Text, Label: func(Answers) string { return "How much?" },
				Check: func(a Answers, s string) error {
					if _, err := strconv.Atoi(s); err != nil {
						return fmt.Errorf("%q is not a number", s)
					}
					return nil
				}},
			{ID: "again", Kind: YesNo, Label: func(Answers) string { return "Again?" },
				Applies: func(a Answers) bool { return a.Yes("self-drawn") }},
		},
		Seat: func(st books.State) ([]Supplied, error) {
			return []Supplied{{Key: "players", Value: strings.Join(st.Header.Players, ","), Says: "seats them"},
				{Key: "stakes", Value: "2", Says: "plays for stakes of 2", Echo: true}}, nil
		},
		Score: func(a Answers) (int, error) {
			n, err := strconv.Atoi(a["hand"])
			n *= a.Number("stakes", 1)
			if a.Yes("self-drawn") {
				n *= 2
			}
			return n, err
		},
		Kept: []string{"winner", "hand", "self-drawn", "all-natural"},
		Record: func(a Answers, n int) (Answers, map[string]int) {
			tr := map[string]int{}
			for _, p := range a.List("players") {
				tr[p] = -n
			}
			tr[a["winner"]] = n
			return a, tr
		},
		Recorded: func(a Answers) error {
			if !a.Has("self-drawn") && !a.Has("all-natural") {
				return errors.New("no call")
			}
			return nil
		},
	}
}

// walk answers the questions of d in turn with given, and returns the
// labels asked.
func walk(t *testing.T, d *Description[int], a Answers, given ...string) []string {
	t.Helper()
	var asked []string
	for q := d.Next(a); q != nil; q = d.Next(a) {
		asked = append(asked, q.Label(a))
		if len(given) == 0 {
			t.Fatalf("no answer left for %q", q.Label(a))
		}
		if err := q.Answer(a, given[0]); err != nil {
			t.Fatalf("%q refused: %v", given[0], err)
		}
		given = given[1:]
	}
	return asked
}

// TestWalk: the questions are asked in order, each given the answers
// before it; a question one of whose flags is answered is not asked, nor
// one that does not apply.
func TestWalk(t *testing.T) {
	a := Answers{}
	asked := walk(t, coin(), a, "Ann,Bo", "Bo", "heads", "3", "true")
	if strings.Join(asked, "|") != "Players|Who won?|Bo called|How much?|Again?" {
		t.Errorf("asked %q", asked)
	}
	if a["winner"] != "Bo" || !a.Yes("self-drawn") || a["hand"] != "3" || a["call"] != "heads" || !a.Yes("again") {
		t.Errorf("answers %v", a)
	}
	a = Answers{"players": "Ann,Bo", "all-natural": "true"}
	asked = walk(t, coin(), a, "Ann", "4")
	if strings.Join(asked, "|") != "Who won?|How much?" {
		t.Errorf("with --players and --tails, asked %q", asked)
	}
}

// TestAnswerRefused: an answer the question refuses changes nothing.
func TestAnswerRefused(t *testing.T) {
	d := coin()
	a := Answers{"players": "Ann,Bo"}
	for _, tc := range []struct {
		id, answer, want string
	}{
		{"players", "Ann", "two players"},
		{"winner", "Cy", `"Cy" is not one of Ann, Bo`},
		{"hand", "x", `"x" is not a number`},
		{"again", "maybe", `"maybe": answer true or false`},
	} {
		q := d.question(tc.id)
		before := a.Clone()
		if err := q.Answer(a, tc.answer); err == nil || err.Error() != tc.want {
			t.Errorf("%s %q: %v, want %q", tc.id, tc.answer, err, tc.want)
		}
		if fmt.Sprint(a) != fmt.Sprint(before) {
			t.Errorf("%s %q refused changed the answers: %v", tc.id, tc.answer, a)
		}
	}
}

func (d *Description[R]) question(id string) *Question {
	for i := range d.Questions {
		if d.Questions[i].ID == id {
			return &d.Questions[i]
		}
	}
	return nil
}

// TestAgree: the ledger supplies its answers; a typed answer that says
// otherwise is refused naming the flag, with the value when it echoes.
func TestAgree(t *testing.T) {
	st := books.State{Header: &books.Header{Game: books.Magic, Players: []string{"Ann", "Bo"}}}
	a, err := coin().Agree("t.yaml", st, Answers{"winner": "Bo"})
	if err != nil || a["players"] != "Ann,Bo" || a["stakes"] != "2" || a["winner"] != "Bo" {
		t.Errorf("Agree = %v, %v", a, err)
	}
	for typed, want := range map[string]string{
		"players": "t.yaml seats them; leave out --players",
		"stakes":  "t.yaml plays for stakes of 2; leave out --stakes 5",
	} {
		_, err := coin().Agree("t.yaml", st, Answers{typed: map[string]string{"players": "Bo,Ann", "stakes": "5"}[typed]})
		if err == nil || err.Error() != want {
			t.Errorf("--%s: %v, want %q", typed, err, want)
		}
	}
	if flags := coin().Flags(); strings.Join(flags, ",") != "players,winner,self-drawn,all-natural,hand,again" {
		t.Errorf("Flags = %q", flags)
	}
}

// TestRecompute: the audit settles again only a win of its game recorded
// from the hand, in the state it was played in; everything else is the
// ledger's alone.
func TestRecompute(t *testing.T) {
	magic := books.State{Header: &books.Header{Game: books.Magic, Players: []string{"Ann", "Bo"}}}
	win := &books.HandRecord{Kind: books.Win, Inputs: &books.Inputs{Winner: "Ann", Hand: "3", SelfDrawn: true}}
	for _, tc := range []struct {
		name string
		h    *books.HandRecord
		st   books.State
		skip bool
	}{
		{"win_from_the_hand", win, magic, false},
		{"another_game", win, books.State{Header: &books.Header{Game: books.QMahjongg}}, true},
		{"transfers_only", &books.HandRecord{Kind: books.Win}, magic, true},
		{"no_hand", &books.HandRecord{Kind: books.Win, Inputs: &books.Inputs{Winner: "Ann"}}, magic, true},
		{"not_a_win", &books.HandRecord{Kind: books.Dead, Inputs: win.Inputs}, magic, true},
		{"refused", &books.HandRecord{Kind: books.Win, Inputs: &books.Inputs{Winner: "Ann", Hand: "3"}}, magic, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := coin().Recompute(tc.h, tc.st)
			switch {
			case tc.name == "refused":
				if err == nil || err.Error() != "no call" {
					t.Errorf("Recompute = %v, %v; want Recorded's refusal", got, err)
				}
			// 3 at the ledger's stakes of 2, doubled on heads: 12.
			case errors.Is(err, books.ErrSkip) != tc.skip || !tc.skip && (err != nil || got["Ann"] != 12 || got["Bo"] != -12):
				t.Errorf("Recompute = %v, %v; skip %v", got, err, tc.skip)
			}
		})
	}
}

// TestInputs: the answers kept go into the ledger's fields and come back
// from them the same; an answer the ledger has no field for is a mistake
// of the description.
func TestInputs(t *testing.T) {
	keys := []string{"winner", "hand", "self-drawn", "discard-by", "gong-replacement", "fang", "banker-first-draw", "banker-first-discard"}
	a := Answers{"winner": "Ann", "hand": "123s", "self-drawn": "true", "discard-by": "Bo",
		"gong-replacement": "own", "fang": "half", "banker-first-discard": "true"}
	in, err := Inputs(books.QMahjongg, a, keys)
	if err != nil || in.Winner != "Ann" || !in.SelfDrawn || in.Own["banker_first_draw"] != "" || in.Own["gong_replacement"] != "own" || in.Own["banker_first_discard"] != "true" {
		t.Errorf("Inputs = %+v, %v", in, err)
	}
	if back := FromInputs(books.QMahjongg, in, keys); fmt.Sprint(back) != fmt.Sprint(a) {
		t.Errorf("FromInputs = %v, want %v", back, a)
	}
	if back := FromInputs(books.QMahjongg, in, []string{"winner"}); fmt.Sprint(back) != "map[winner:Ann]" {
		t.Errorf("FromInputs of the winner alone = %v", back)
	}
	for _, key := range []string{"round", "fang"} {
		if _, err := Inputs(books.NineDragons, a, []string{key}); err == nil || err.Error() != `hand: a Nine Dragons ledger keeps no answer "`+key+`" of a win` {
			t.Errorf("a key a Nine Dragons ledger has no field for: %v", err)
		}
	}
}

// TestForm: a flow that walks every game (the evening, the page) sees a
// description as a Form: the questions through Next, and the result and
// the record through Result, as Settle makes them.
func TestForm(t *testing.T) {
	var f Form = coin()
	a := Answers{}
	for q := f.Next(a); q != nil; q = f.Next(a) {
		answer := map[string]string{"players": "Ann,Bo", "winner": "Ann", "call": "tails", "hand": "3"}[q.ID]
		if err := q.Answer(a, answer); err != nil {
			t.Fatalf("%s: %v", q.ID, err)
		}
	}
	if err := f.CheckAll(a); err != nil {
		t.Fatal(err)
	}
	res, rec, err := f.Result(a)
	if err != nil || res.(int) != 3 || rec.Kind != books.Win || rec.Inputs.Winner != "Ann" || rec.Inputs.Own["all_natural"] != "true" || rec.Transfers["Bo"] != -3 {
		t.Errorf("Result = %v, %+v, %v", res, rec, err)
	}
}

// TestShown: a result is laid out for a page by the game's Show, from the
// same result its words are printed from; a game without Show lays out
// none, and a result of another game's type is refused.
func TestShown(t *testing.T) {
	d := coin()
	var f Form = d
	if sh, err := f.Shown(3); sh != nil || err != nil {
		t.Errorf("without Show: %+v, %v", sh, err)
	}
	d.Show = func(n int) *Shown { return &Shown{Heading: strconv.Itoa(n) + " points"} }
	if sh, err := f.Shown(3); err != nil || sh == nil || sh.Heading != "3 points" {
		t.Errorf("with Show: %+v, %v", sh, err)
	}
	if _, err := f.Shown("3"); err == nil || !strings.Contains(err.Error(), "scores to int, not string") {
		t.Errorf("a string result: %v", err)
	}
}

// TestCountPlayers: players given by a flag, never asked, are counted as
// the question would count them: a game's seated score command takes
// --players only as many as the game seats.
func TestCountPlayers(t *testing.T) {
	qs := Questions{PlayersQuestion("players", "Players", func(n int) error {
		if n != 2 {
			return fmt.Errorf("%d players; two play", n)
		}
		return nil
	})}
	for typed, want := range map[string]string{"": "<nil>", "Ann,Bo": "<nil>", "Ann,Bo,Cy": "3 players; two play", "Ann": "1 players; two play"} {
		a := Answers{}
		if typed != "" {
			a["players"] = typed
		}
		if got := fmt.Sprint(qs.CountPlayers(a)); got != want {
			t.Errorf("--players %q: %s, want %s", typed, got, want)
		}
	}
}
