package scoreflow

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// offered is a Prompter that answers each question with the next of
// given and keeps what it was asked: the label, and the answer offered
// before anything is typed.
type offered struct {
	given []string
	asked []string
}

func (p *offered) next(label, def string) string {
	p.asked = append(p.asked, label+" ["+def+"]")
	s := p.given[0]
	p.given = p.given[1:]
	return s
}

func (p *offered) Input(label, def string, validate func(string) error) (string, error) {
	s := p.next(label, def)
	return s, validate(s)
}

func (p *offered) Select(label string, items []string, def int) (int, error) {
	s := p.next(label, items[def])
	for i, it := range items {
		if it == s {
			return i, nil
		}
	}
	return 0, fmt.Errorf("no item %q", s)
}

func (p *offered) Confirm(label string, def bool) (bool, error) {
	return p.next(label, fmt.Sprint(def)) == "y", nil
}

// TestAskAnswers: each question is offered its Default; a choice the
// question refuses is asked again with the reason on a line; a refusal
// that takes answers back asks their questions again, offering what was
// given.
func TestAskAnswers(t *testing.T) {
	f := &qa.Description[int]{Questions: qa.Questions{
		{ID: "hand", Kind: qa.Text, Label: func(qa.Answers) string { return "Hand" }},
		{ID: "size", Kind: qa.Choice, Label: func(qa.Answers) string { return "Size" },
			Options: func(qa.Answers) []qa.Option {
				return []qa.Option{{Label: "small"}, {Label: "big"}, {Label: "huge"}}
			},
			Default: func(qa.Answers) string { return "big" },
			Check: func(a qa.Answers, s string) error {
				switch {
				case s == "huge":
					return errors.New("nothing is huge")
				case s == "big" && a["hand"] == "poor":
					return &qa.Again{Err: errors.New("a poor hand is not big"), Keys: []string{"hand"}}
				}
				return nil
			}},
		{ID: "again", Kind: qa.YesNo, Label: func(qa.Answers) string { return "Again?" },
			Default: func(qa.Answers) string { return "true" }},
	}}
	p := &offered{given: []string{"poor", "huge", "big", "rich", "big", "n"}}
	var errOut bytes.Buffer
	a := qa.Answers{}
	if err := newAnswerer(&term.IOStreams{Prompter: p, ErrOut: &errOut}, f).walk(a); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(p.asked, "|"); got != "Hand []|Size [big]|Size [huge]|Hand [poor]|Size [big]|Again? [true]" {
		t.Errorf("asked %q", got)
	}
	if errOut.String() != "nothing is huge\na poor hand is not big\n" {
		t.Errorf("the reasons shown: %q", errOut.String())
	}
	if a["hand"] != "rich" || a["size"] != "big" || a["again"] != "false" {
		t.Errorf("answers %v", a)
	}
}

// winnerAndLosers is a hand of a winner's tiles and each loser's hand,
// the players supplied.
func winnerAndLosers() *qa.Description[int] {
	return &qa.Description[int]{Questions: qa.Questions{
		qa.WinnerQuestion("Who won?"),
		{ID: "hand", Kind: qa.Text, Label: func(a qa.Answers) string { return a["winner"] + "'s tiles" }},
		{ID: "losers", Kind: qa.Text,
			Each: func(a qa.Answers) []string { return qa.Others(a.List("players"), a["winner"]) },
			Of: func(name string) qa.Question {
				return qa.Question{Label: func(qa.Answers) string { return name + "'s hand" },
					Check: func(a qa.Answers, s string) error {
						if s == a["hand"] {
							return errors.New("the winner holds those")
						}
						return nil
					}}
			}},
	}}
}

// TestChangeKeepsWhatStillApplies: the winner changed, the answers whose
// question is still asked as it was and still passes its check are kept
// unasked, the old winner is offered for editing, and only the rest is
// asked, the winner's tiles given before ready to edit (typed for the
// wrong winner, they are most often the right winner's); an answer kept
// that its check now refuses is asked again, saying why.
func TestChangeKeepsWhatStillApplies(t *testing.T) {
	p := &offered{given: []string{"Bo", "bo-tiles", "ann-hand", "cy-hand", "Ann", "cy-hand", "bo-hand", "new-cy"}}
	var errOut bytes.Buffer
	ios := &term.IOStreams{Prompter: p, ErrOut: &errOut}
	h := &AnsweredHand{ios: ios, f: winnerAndLosers(), typed: qa.Answers{}, supplied: qa.Answers{"players": "Ann,Bo,Cy"}}
	if err := h.walk(newAnswerer(ios, h.f)); err != nil {
		t.Fatal(err)
	}
	p.asked = nil
	if err := h.Change(0); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(p.asked, "|"); got != "Who won? [Bo]|Ann's tiles [bo-tiles]|Bo's hand []|Cy's hand [cy-hand]" {
		t.Errorf("asked %q", got)
	}
	if want := "Cy's hand: the answer kept is refused now: the winner holds those\n"; errOut.String() != want {
		t.Errorf("said %q, want %q", errOut.String(), want)
	}
	var asked []string
	for _, g := range h.Asked {
		asked = append(asked, g.Label+"="+g.Answer)
	}
	if got := strings.Join(asked, "|"); got != "Who won?=Ann|Ann's tiles=cy-hand|Bo's hand=bo-hand|Cy's hand=new-cy" {
		t.Errorf("answers %q", got)
	}
	if h.Walked["losers"] != "Bo,Cy" || h.Given()["players"] != "" {
		t.Errorf("walked %v, given %v", h.Walked, h.Given())
	}
}

// TestChangeKeepsEveryOtherAnswer: a loser's hand changed, the rest is
// kept and nothing else is asked.
func TestChangeKeepsEveryOtherAnswer(t *testing.T) {
	p := &offered{given: []string{"Bo", "bo-tiles", "ann-hand", "cy-hand", "ann-new"}}
	ios := &term.IOStreams{Prompter: p, ErrOut: &bytes.Buffer{}}
	h := &AnsweredHand{ios: ios, f: winnerAndLosers(), typed: qa.Answers{}, supplied: qa.Answers{"players": "Ann,Bo,Cy"}}
	if err := h.walk(newAnswerer(ios, h.f)); err != nil {
		t.Fatal(err)
	}
	p.asked = nil
	if err := h.Change(2); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(p.asked, "|"); got != "Ann's hand [ann-hand]" {
		t.Errorf("asked %q", got)
	}
	if h.Walked["losers:Ann"] != "ann-new" || h.Walked["losers:Cy"] != "cy-hand" || h.Walked["hand"] != "bo-tiles" {
		t.Errorf("walked %v", h.Walked)
	}
}

// TestAskedSaysYesOrNo: a yes-or-no question's answer is listed as the
// table said it, not as it is filed.
func TestAskedSaysYesOrNo(t *testing.T) {
	for answer, want := range map[string]string{"true": "Fifth tile? yes", "false": "Fifth tile? no", "": "Fifth tile? none"} {
		if got := (Asked{ID: "fifth", Label: "Fifth tile?", Answer: answer}).String(); got != want {
			t.Errorf("answer %q listed as %q, want %q", answer, got, want)
		}
	}
}

// TestChangeOffersYesOnlyToItsQuestion: a yes given about one player's
// discard is not offered as the answer about another's, once a change
// rewords the question (Nine Dragons' fifth tile, the discarder changed):
// the question's own default is. Asked as it was, the yes is kept.
func TestChangeOffersYesOnlyToItsQuestion(t *testing.T) {
	f := &qa.Description[int]{Questions: qa.Questions{
		{ID: "by", Kind: qa.Text, Label: func(qa.Answers) string { return "Who discarded it" }},
		{ID: "unseen", Kind: qa.YesNo, Label: func(a qa.Answers) string { return "Did " + a["by"] + " throw an unseen tile?" }},
	}}
	for _, by := range []string{"Bo", "Cy"} {
		p := &offered{given: []string{"Cy", "y", by, "n"}}
		ios := &term.IOStreams{Prompter: p, ErrOut: io.Discard}
		h := &AnsweredHand{ios: ios, f: f, typed: qa.Answers{}, supplied: qa.Answers{}}
		if err := h.walk(newAnswerer(ios, h.f)); err != nil {
			t.Fatal(err)
		}
		p.asked = nil
		if err := h.Change(0); err != nil {
			t.Fatal(err)
		}
		want, unseen := "Who discarded it [Cy]|Did Bo throw an unseen tile? [false]", "false"
		if by == "Cy" {
			want, unseen = "Who discarded it [Cy]", "true"
		}
		if got := strings.Join(p.asked, "|"); got != want || h.Walked["unseen"] != unseen {
			t.Errorf("discarder %s: asked %q, unseen %s; want %q, %s", by, got, h.Walked["unseen"], want, unseen)
		}
	}
}
