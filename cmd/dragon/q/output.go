package q

import (
	"fmt"
	"io"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/scoreflow"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// PrintScore writes the score for people, with the players what they
// pay, fitted to the screen it is shown on.
func (o *scoreOptions) PrintScore(out *outcome) {
	cmdutil.PrintRuleset(o.IO.Out, o.rulesetFile, out.rules.Name)
	printOutcome(o.IO.Out, o.IO.Fit(), out)
}

// printOutcome writes the score and, with the players, what they pay,
// fitted to width (0: lines whole): the words of a hand scored, for 'q
// score' and for the hand's Print.
func printOutcome(w io.Writer, width int, out *outcome) {
	printScore(w, width, out)
	if out.pay != nil {
		printPayments(w, width, out)
	}
}

// printScore writes the split, the items, the Fang with the readings that
// decided it, and the line that says the levels are a reconstruction;
// fitted to width (0: lines whole).
func printScore(w io.Writer, width int, out *outcome) {
	res, a := out.res, out.answers
	line := func(label, s string) { term.Para(w, width, "          ", label+s) }
	line("Split:    ", strings.Join(splitParts(res), " | "))
	for _, f := range facts(out) {
		line(fmt.Sprintf("%-10s", f[0]+":"), f[1])
	}
	t := cmdutil.Table{Align: "lr", Width: width}
	for _, it := range res.Items {
		t.Row("  "+it.Name, itemFang(it), it.Reason)
	}
	t.Print(w)
	line("Fang:     ", res.Fang.String())
	cmdutil.PrintDecided(w, width, res.Decided)
	if a.Has("fang") {
		line("Agreed:   ", agreed(out))
	}
	term.Para(w, width, "", res.Reconstruction)
}

// facts are what the hand was, each a label and its words: its wilds
// (when it has any), the round, the winner's seat, how its last card
// came.
func facts(out *outcome) [][2]string {
	res, a := out.res, out.answers
	var fs [][2]string
	if len(res.Wilds) > 0 {
		fs = append(fs, [2]string{"Wilds", wildsText(res)})
	}
	round := qmahjongg.SeatName(res.Context.Round)
	if !a.Has("round") { // neither given, asked nor the ledger's
		round += " (the default)"
	}
	return append(fs, [2]string{"Round", round}, [2]string{"Seat", seatText(a["winner"], out.win)},
		[2]string{"Source", sourceText(out.win.discardBy, res.Context)})
}

// agreed says the Fang the table agreed settles the hand.
func agreed(out *outcome) string {
	return fmt.Sprintf("%s (--fang) is settled; the rules give %s", fangText(out.settled), fangText(out.res.Fang))
}

// splitParts are the chosen split's groups, exposed groups in brackets
// and each wild card as the card it stands for.
func splitParts(res *qmahjongg.Result) []string {
	parts := make([]string, len(res.Split))
	for i, m := range res.Split {
		parts[i] = dragondeck.Deck.Format(m.Cards)
		if m.Exposed {
			parts[i] = "[" + parts[i] + "]"
		}
	}
	return parts
}

func wildsText(res *qmahjongg.Result) string {
	parts := make([]string, len(res.Wilds))
	for i, u := range res.Wilds {
		parts[i] = dragondeck.Deck.Code(u.Wild) + " as " + dragondeck.Deck.Code(u.As)
	}
	return strings.Join(parts, ", ")
}

func seatText(winner string, w win) string {
	switch {
	case w.ctx.Seat == "":
		return "not given: the location items are left out (give --seat, or --players and --winner)"
	case w.impliedSeat:
		return "East, the banker's (--banker-first-draw)"
	case winner != "":
		return qmahjongg.SeatName(w.ctx.Seat) + " (" + winner + ")"
	}
	return qmahjongg.SeatName(w.ctx.Seat)
}

func sourceText(discardBy string, ctx qmahjongg.Context) string {
	switch {
	case ctx.GongReplacement == qmahjongg.OwnGong:
		return "self-drawn, the replacement after his own gong"
	case ctx.GongReplacement == qmahjongg.DiscardGong:
		return "self-drawn, the replacement after a gong made with a discard"
	case ctx.BankerFirstDraw:
		return "self-drawn, before the banker's first discard"
	case ctx.BankerFirstDiscard && discardBy != "":
		return "the banker's first discard, by " + discardBy
	case ctx.BankerFirstDiscard:
		return "the banker's first discard"
	case ctx.Source == tiles.SelfDrawn:
		return "self-drawn"
	case ctx.Source == tiles.Discard:
		return "a discard by " + discardBy
	}
	return "not given: no self-drawn Fang is added (give --self-drawn or --discard-by NAME)"
}

// itemFang writes an item's Fang: the base level ("half", "2"), or what an
// addition adds ("+1", "-3").
func itemFang(it qmahjongg.Item) string {
	if it.Base {
		return it.Level.String()
	}
	return fmt.Sprintf("%+d", it.Level)
}

// printPayments writes who pays the winner what; fitted to width (0:
// lines whole).
func printPayments(w io.Writer, width int, out *outcome) {
	p := out.pay
	fmt.Fprintln(w)
	term.Para(w, width, "  ", paymentsTo(out)+":")
	tb := cmdutil.Table{Align: "lr", Width: width}
	for _, l := range p.Losers {
		tb.Row("  "+l.Name, fmt.Sprint(l.Amount), whyPays(out, l.Name))
	}
	tb.Print(w)
	term.Para(w, width, "  ", receives(p.Winner, p.Total))
}

// paymentsTo heads the payments: "Payments to Bo at 3 Fang (stake 1: a
// player 8, the banker 16)".
func paymentsTo(out *outcome) string {
	return fmt.Sprintf("Payments to %s at %s (stake %d: a player %d, the banker %d)", out.pay.Winner, fangText(out.settled), out.stake,
		qmahjongg.Amount(out.settled, out.stake, false), qmahjongg.Amount(out.settled, out.stake, true))
}

// whyPays says why the loser named pays what he pays.
func whyPays(out *outcome, name string) string {
	p, t := out.pay, out.win.table
	switch {
	case !out.res.Context.SelfDrawn():
		return "discarded the winning card: pays for everyone"
	case name == t.Banker():
		return "the banker pays double"
	case p.Winner == t.Banker():
		return "pays the banker double"
	}
	return ""
}

// receives is the line under the payments: "Bo receives 24."
func receives(winner string, total int) string {
	return fmt.Sprintf("%s receives %d.", winner, total)
}

// scoreJSON is the --json of 'q score'.
type scoreJSON struct {
	Fang         float64           `json:"fang"`
	ComputedFang float64           `json:"computed_fang"`
	Items        []itemJSON        `json:"items"`
	Split        [][]string        `json:"split"`
	Wilds        map[string]string `json:"wilds"`
	Round        string            `json:"round"`
	Seat         *string           `json:"seat"`
	Source       *string           `json:"source"`
	Winner       string            `json:"winner,omitempty"`
	Losers       []paymentJSON     `json:"losers,omitempty"`
	Total        *int              `json:"total,omitempty"`
	Stake        int               `json:"stake,omitempty"`
	Transfers    map[string]int    `json:"transfers,omitempty"`
	// Decided are the readings that decided the Fang; Reconstruction
	// says that the levels are a reconstruction, and where it is told.
	Decided        []claim.Decision `json:"decided"`
	Reconstruction string           `json:"reconstruction"`
	// With --record and --claim: the record written, the referee's check.
	scoreflow.ScoredJSONOf[float64]
}

type itemJSON struct {
	Name   string  `json:"name"`
	Fang   float64 `json:"fang"`
	Reason string  `json:"reason"`
}

type paymentJSON struct {
	Name    string `json:"name"`
	Payment int    `json:"payment"`
}

// ScoreJSON is the outcome in --json, with what the verdict and the
// record add.
func (o *scoreOptions) ScoreJSON(out *outcome, sj scoreflow.ScoredJSONOf[float64]) any {
	res := out.res
	j := scoreJSON{Fang: out.settled.Fang(), ComputedFang: res.Fang.Fang(), Items: []itemJSON{}, Split: [][]string{},
		Wilds: map[string]string{}, Round: res.Context.Round, Decided: cmdutil.Decided(res.Decided), Reconstruction: res.Reconstruction,
		ScoredJSONOf: sj}
	for _, it := range res.Items {
		j.Items = append(j.Items, itemJSON{Name: it.Name, Fang: it.Fang(), Reason: it.Reason})
	}
	for _, m := range res.Split {
		j.Split = append(j.Split, dragondeck.Deck.Codes(m.Cards))
	}
	for _, u := range res.Wilds {
		j.Wilds[dragondeck.Deck.Code(u.Wild)] = dragondeck.Deck.Code(u.As)
	}
	if s := res.Context.Seat; s != "" {
		j.Seat = &s
	}
	if s := sourceWord(res.Context); s != "" {
		j.Source = &s
	}
	if p := out.pay; p != nil {
		j.Winner, j.Total, j.Stake, j.Transfers = p.Winner, &p.Total, out.stake, p.Transfers
		for _, l := range p.Losers {
			j.Losers = append(j.Losers, paymentJSON{Name: l.Name, Payment: l.Amount})
		}
	}
	return j
}

// sourceWord is how the winning card came, for --json.
func sourceWord(ctx qmahjongg.Context) string {
	switch {
	case ctx.SelfDrawn():
		return "self-drawn"
	case ctx.Source == tiles.Discard:
		return "discard"
	}
	return ""
}
