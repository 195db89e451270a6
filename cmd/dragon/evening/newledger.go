package evening

import (
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// newLedger asks what a new ledger needs (the game, the players in their
// order, the game's session options as the ledger describes them, the
// starting money where the game has some, the file) and starts it with
// 'ledger new', which keeps every option. It then offers the game's
// set-up of the first hand, and returns the file.
func (o *Options) newLedger() (string, error) {
	p := o.IO.Prompter
	titles := make([]string, len(o.Games))
	for i, g := range o.Games {
		titles[i] = g.Title
	}
	i, err := p.Select("Which game?", titles, 0)
	if err != nil {
		return "", err
	}
	h := books.Header{Game: o.Games[i].Name, Money: o.Games[i].Name.DefaultMoney()}
	if h.Players, err = askPlayers(p, h.Game); err != nil {
		return "", err
	}
	if h.Players, err = o.drawSeats(o.Games[i], h.Players); err != nil {
		return "", err
	}
	args := []string{"--game", string(h.Game), "--players", strings.Join(h.Players, ",")}
	for _, ru := range h.Game.Rules() {
		if ru.Applies(&h) != nil {
			continue
		}
		if err := o.askRule(ru, &h); err != nil {
			return "", err
		}
		args = append(args, ruleFlag(ru, h.Rules)...)
	}
	if h.Money.Start > 0 {
		s, err := p.Input("Money each player starts with", strconv.Itoa(h.Money.Start), cmdutil.WholeNumberAnswer(0, math.MaxInt))
		if err != nil {
			return "", err
		}
		args = append(args, "--money", s)
	}
	file, err := o.create(args)
	if err != nil {
		return "", err
	}
	o.setUpFirst(file)
	return file, nil
}

// drawSeats offers the game's seating draw, where it has one, and returns
// the players in the seat order it gives; as typed when declined.
func (o *Options) drawSeats(g cmdutil.Game, players []string) ([]string, error) {
	if g.DrawSeats == nil {
		return players, nil
	}
	yes, err := o.IO.Prompter.Confirm("Draw for the seats (each draws a tile, the highest deals first)", false)
	if err != nil || !yes {
		return players, err
	}
	return g.DrawSeats(o.IO, players)
}

// askPlayers asks for the players in the order game g keeps them,
// refusing at the question what a ledger of g would refuse.
func askPlayers(p term.Prompter, g books.Game) ([]string, error) {
	s, err := p.Input(g.PlayersQuestion()+" (e.g. Ann,Bo,Cy,Di)", "", func(s string) error {
		_, err := checkPlayers(g, s)
		return err
	})
	if err != nil {
		return nil, err
	}
	return checkPlayers(g, s)
}

// checkPlayers reads the players typed and refuses what a ledger of game
// g refuses (a name twice, too few or too many for the game), in the
// ledger's own words: a ledger of just a header is read, as 'ledger new'
// reads back what it writes.
func checkPlayers(g books.Game, s string) ([]string, error) {
	names, err := qa.ReadPlayers(s, func(int) error { return nil })
	if err != nil {
		return nil, err
	}
	header := struct {
		Version int      `yaml:"version"`
		Game    string   `yaml:"game"`
		Players []string `yaml:"players"`
		Hands   []int    `yaml:"hands"`
	}{books.FormatVersion, string(g), names, []int{}}
	data, err := yaml.Marshal(header)
	if err != nil {
		return nil, err
	}
	if _, ps := ledger.Parse("", data); len(ps.Errors()) > 0 {
		return nil, errors.New(ps.Errors()[0].Msg)
	}
	return names, nil
}

// askRule asks the question of session rule ru and sets it in h, asking
// again an answer the session does not take (with its reason).
func (o *Options) askRule(ru books.Rule, h *books.Header) error {
	for {
		v, err := answerRule(o.IO.Prompter, ru, h, o.IO.Width()-4) // a list indents its items by 4
		if err != nil {
			return err
		}
		if err := ru.Set(h, v); err != nil {
			return err
		}
		err = ru.Check(h)
		if err == nil {
			return nil
		}
		term.Para(o.IO.ErrOut, o.IO.Fit(), "   ", ">> "+term.Message(err))
	}
}

// answerRule asks rule ru's question as its kind wants, its default
// offered, and returns the answer as Rule.Set takes it. A Choice the
// session may leave out (its default is none) offers "none" first; each
// choice is offered in the game's words (a version with what it is), cut
// to width.
func answerRule(p term.Prompter, ru books.Rule, h *books.Header, width int) (string, error) {
	def := ru.Default(h)
	question := strings.TrimSuffix(ru.Asked(h.Game), "?")
	switch ru.Kind {
	case books.Switch:
		yes, err := p.Confirm(question, def == "true")
		return strconv.FormatBool(yes), err
	case books.Number:
		return p.Input(question, def, func(s string) error {
			if err := cmdutil.WholeNumberAnswer(ru.Min, ru.Max)(s); err != nil {
				return err
			}
			c := *h
			_ = ru.Set(&c, s)
			return ru.Check(&c)
		})
	}
	choices := ru.Choices(h)
	if def == "" {
		choices = append([]string{"none"}, choices...)
	}
	offered := make([]string, len(choices))
	for i, c := range choices {
		offered[i] = fit(ru.Offered(h.Game, c), width)
	}
	i, err := p.Select(ru.Asked(h.Game), offered, max(slices.Index(choices, def), 0))
	if err != nil || (def == "" && i == 0) {
		return "", err
	}
	return choices[i], nil
}

// ruleFlag is the flag of 'ledger new' that gives rule ru its value in r.
func ruleFlag(ru books.Rule, r books.Rules) []string {
	v := ru.Value(r)
	switch {
	case ru.Kind == books.Switch:
		return []string{"--" + ru.Flag + "=" + v}
	case v == "":
		return nil
	}
	return []string{"--" + ru.Flag, v}
}

// create asks for the new ledger's file, today's date by default, and
// starts the ledger there with 'ledger new' and the flags args; a file
// that is there already is refused at the question, and a file 'ledger
// new' cannot write is asked for again.
func (o *Options) create(args []string) (string, error) {
	for {
		file, err := o.IO.Prompter.Input("Ledger file", newName(time.Now()), func(s string) error {
			if s == "" {
				return errors.New("give the file's name, e.g. thursday.yaml")
			}
			if _, err := os.Lstat(s); err == nil {
				return fmt.Errorf("%s is there already; give the name of a new file (a ledger there is offered to go on with)", s)
			}
			return nil
		})
		if err != nil {
			return "", err
		}
		if err := o.Run(append([]string{"ledger", "new", file}, args...)...); err != nil {
			o.problem(err)
			continue
		}
		return file, nil
	}
}

// newName is the name offered for a new ledger: the day's date, with a
// number after it when a file of that name is there.
func newName(now time.Time) string {
	day := now.Format("2006-01-02")
	name := day + ".yaml"
	for n := 2; ; n++ {
		if _, err := os.Lstat(name); errors.Is(err, os.ErrNotExist) {
			return name
		}
		name = fmt.Sprintf("%s-%d.yaml", day, n)
	}
}

// setUpFirst offers each of the game's set-ups for the first hand of the
// new ledger file; what is declined is not done, and a set-up that stops
// leaves the ledger as started.
func (o *Options) setUpFirst(file string) {
	t, err := o.table(file)
	if err != nil {
		o.problem(err)
		return
	}
	for _, it := range t.game.Setup {
		yes, err := o.IO.Prompter.Confirm(fmt.Sprintf("Set up the first %s: %s", t.play(), it.Label), false)
		if err != nil || !yes {
			return
		}
		if err := o.paged(func() error { return t.setUp(it) }); err != nil {
			o.problem(err)
		}
	}
}
