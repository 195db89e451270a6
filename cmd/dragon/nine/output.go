package nine

import (
	"fmt"
	"io"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/scoreflow"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// PrintScore writes the score for people, with the players what they
// pay, fitted to the screen it is shown on.
func (o *scoreOptions) PrintScore(out *outcome) {
	cmdutil.PrintRuleset(o.IO.Out, o.rulesetFile, out.g.Rules.Name)
	printScore(o.IO.Out, o.IO.Fit(), out, o.explain)
}

// printScore writes the split, the items and the total with the band it
// reaches and the readings that decided it, the other splits with
// explain, and the chips when the players are known; fitted to width (0:
// lines whole).
func printScore(w io.Writer, width int, out *outcome, explain bool) {
	res := out.res
	line := func(label, s string) { term.Para(w, width, "          ", label+s) }
	line("Split:    ", ninedragons.FormatSplit(res.Split))
	for _, f := range facts(out) {
		line(fmt.Sprintf("%-10s", f[0]+":"), f[1])
	}
	printItems(w, width, res.Items)
	line("Total:    ", total(res))
	cmdutil.PrintDecided(w, width, res.Decided)
	for _, n := range res.LeftOut {
		line("Note:     ", n)
	}
	if explain {
		printAlternatives(w, width, res)
	}
	if out.pay != nil {
		printChips(w, width, out)
	}
}

// facts are what the hand was, each a label and its words: its flowers,
// the round, the winner's seat, how its last tile came.
func facts(out *outcome) [][2]string {
	res, a := out.res, out.answers
	round := res.Round.String()
	if !a.Has("round") { // neither given, asked nor the ledger's
		round += " (the default)"
	}
	seat := orNone(res.Seat.String())
	if a.Has("winner") && res.Seat != ninedragons.NoWind {
		seat += " (" + a["winner"] + ")"
	}
	return [][2]string{{"Flowers", orNone(ninedragons.Deck.Format(res.Flowers))}, {"Round", round}, {"Seat", seat}, {"Source", sourceText(res.Source, a)}}
}

// total is a score's total: "24 points, full house".
func total(res *ninedragons.Result) string {
	t := words.Plural(res.Points, "point")
	if res.Band.Name != "" {
		t += ", " + res.Band.Name
	}
	return t
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

func sourceText(s tiles.Source, a qa.Answers) string {
	switch {
	case a.Yes("kong-replacement"):
		return "self-picked, the replacement tile after a kong"
	case s == tiles.SelfDrawn:
		return "self-picked from the wall"
	case s == tiles.Discard:
		return "a discard by " + a["discard-by"]
	}
	return "not given"
}

func printItems(w io.Writer, width int, items []ninedragons.Item) {
	t := cmdutil.Table{Align: "lr", Width: width}
	for _, it := range items {
		t.Row("  "+it.Name, fmt.Sprint(it.Points), it.Reason)
	}
	if len(items) == 0 {
		t.Line("  no item: a complete hand is worth 0")
	}
	t.Print(w)
}

func printAlternatives(w io.Writer, width int, res *ninedragons.Result) {
	if len(res.Alternatives) == 0 {
		fmt.Fprintln(w, "\nNo other split: the tiles split into four sets and a pair one way only.")
		return
	}
	fmt.Fprintf(w, "\nOther %s of the same tiles:\n", words.PluralWord(len(res.Alternatives), "split"))
	for _, a := range res.Alternatives {
		fmt.Fprintln(w)
		term.Para(w, width, "          ", "Split:    "+ninedragons.FormatSplit(a.Split))
		printItems(w, width, a.Items)
		if diff := res.Points - a.Points; diff == 0 {
			fmt.Fprintf(w, "Total:    %s, the same as the split above\n", words.Plural(a.Points, "point"))
		} else {
			fmt.Fprintf(w, "Total:    %s, %d fewer\n", words.Plural(a.Points, "point"), diff)
		}
	}
}

// printChips writes who pays the winner what, and why: the rules that
// made one player pay for everyone, the sets nine pieces counted, and the
// readings that decided who pays.
func printChips(w io.Writer, width int, out *outcome) {
	res, p := out.res, out.pay
	fmt.Fprintln(w)
	term.Para(w, width, "  ", chipsTo(out)+":")
	t := cmdutil.Table{Align: "lr", Width: width}
	for _, l := range p.Losers {
		t.Row("  "+l.Name, fmt.Sprint(l.Payment), payWhy(res, p, l.Name))
	}
	t.Print(w)
	for _, why := range p.Liability {
		term.Para(w, width, "          ", "Liable:   "+why)
	}
	if c := counted(out); c != "" {
		term.Para(w, width, "          ", "Counted:  "+c)
	}
	cmdutil.PrintDecided(w, width, p.Decided)
	term.Para(w, width, "  ", receives(p))
}

// receives is the line under the chips: "Cy receives 24."
func receives(p *ninedragons.Payments) string {
	return fmt.Sprintf("%s receives %d.", p.Winner, p.Total)
}

// chipsTo heads the chips paid: "Chips to Cy (24 points, full house: 8
// a player)".
func chipsTo(out *outcome) string {
	res, p := out.res, out.pay
	band := ""
	if p.Band.Name != "" {
		band = ", " + p.Band.Name
	}
	each := fmt.Sprintf("%d a player", p.Chips)
	if p.Chips != p.Band.Chips {
		each = fmt.Sprintf("%d a player × stakes %d = %d", p.Band.Chips, p.Chips/p.Band.Chips, p.Chips)
	}
	return fmt.Sprintf("Chips to %s (%s%s: %s)", p.Winner, words.Plural(res.Points, "point"), band, each)
}

// counted says which shown sets nine pieces counted; "" when the rule
// did not apply.
func counted(out *outcome) string {
	n := out.pay.NinePieces
	if n == nil {
		return ""
	}
	return ninePiecesText(n, out.g.Rules.Alternatives.Has(claim.Index(ninedragons.Choices, ninedragons.NineBefore)))
}

// ninePiecesText says which shown sets nine pieces counted as showing
// when the winning tile was thrown, and the one it completed: counted
// too when the table reads nine-before the other way (finalToo).
func ninePiecesText(n *ninedragons.NinePieces, finalToo bool) string {
	s := "for nine pieces, " + ninedragons.FormatSplit(n.Counted) + ", shown before the winning discard"
	switch {
	case n.Completed.Type != 0 && finalToo:
		s += ", " + ninedragons.FormatSplit([]split.Meld{n.Completed}) + " (which it completed) among them"
	case n.Completed.Type != 0:
		s += "; not " + ninedragons.FormatSplit([]split.Meld{n.Completed}) + ", which it completed"
	}
	return s
}

func payWhy(res *ninedragons.Result, p *ninedragons.Payments, name string) string {
	switch {
	case p.Liable == name:
		return "pays for everyone"
	case p.Liable != "":
		return p.Liable + " pays for him"
	case res.Source == tiles.SelfDrawn:
		return "×2, self-picked"
	case -p.Transfers[name] > p.Chips:
		return "×2, discarded the winning tile"
	}
	return ""
}

type splitJSON struct {
	Points int                `json:"points"`
	Items  []ninedragons.Item `json:"items"`
	Split  [][]string         `json:"split"`
}

type scoreJSON struct {
	splitJSON
	Flowers []string `json:"flowers"`
	Round   string   `json:"round"`
	Seat    *string  `json:"seat"`
	LeftOut []string `json:"left_out"`
	// Band names the chips chart's band the points reach ("full house"),
	// null below the first.
	Band *string `json:"band"`
	// Decided are the readings that decided the points and, with the
	// players, who pays.
	Decided []claim.Decision `json:"decided"`
	// Alternatives, with --explain, are the other splits: [] when there
	// is none (a nil pointer leaves the field out).
	Alternatives *[]splitJSON `json:"alternatives,omitempty"`
	*chipsJSON
	// With --record and --claim: the record written, the referee's check.
	scoreflow.ScoredJSON
}

type chipsJSON struct {
	Winner     string                `json:"winner"`
	Losers     []ninedragons.Payment `json:"losers"`
	Total      int                   `json:"total"`
	Liable     *string               `json:"liable"`
	Liability  []string              `json:"liability"`
	NinePieces *ninePiecesJSON       `json:"nine_pieces,omitempty"`
	Transfers  map[string]int        `json:"transfers"`
}

// ninePiecesJSON is what nine pieces counted: the shown sets counted as
// showing before the winning discard, the one it completed (null for
// none), and whether the input said which.
type ninePiecesJSON struct {
	Counted   [][]string `json:"counted"`
	Completed []string   `json:"completed"`
	Said      bool       `json:"said"`
}

func toSplitJSON(s ninedragons.SplitScore) splitJSON {
	out := splitJSON{Points: s.Points, Items: s.Items, Split: [][]string{}}
	if out.Items == nil {
		out.Items = []ninedragons.Item{}
	}
	for _, m := range s.Split {
		out.Split = append(out.Split, ninedragons.FormatMeld(m))
	}
	return out
}

// ScoreJSON is the outcome in --json, with what the verdict and the
// record add.
func (o *scoreOptions) ScoreJSON(oc *outcome, sj scoreflow.ScoredJSON) any {
	res := oc.res
	out := scoreJSON{splitJSON: toSplitJSON(res.SplitScore), Flowers: ninedragons.Deck.Codes(res.Flowers), Round: res.Round.String(),
		LeftOut: append([]string{}, res.LeftOut...)}
	if res.Seat != ninedragons.NoWind {
		s := res.Seat.String()
		out.Seat = &s
	}
	if res.Band.Name != "" {
		out.Band = &res.Band.Name
	}
	out.Decided = cmdutil.Decided(res.Decided)
	if o.explain {
		alts := []splitJSON{}
		for _, a := range res.Alternatives {
			alts = append(alts, toSplitJSON(a))
		}
		out.Alternatives = &alts
	}
	if p := oc.pay; p != nil {
		out.chipsJSON = &chipsJSON{Winner: p.Winner, Losers: p.Losers, Total: p.Total, Transfers: p.Transfers,
			Liability: append([]string{}, p.Liability...)}
		if p.Liable != "" {
			out.Liable = &p.Liable
		}
		if n := p.NinePieces; n != nil {
			nj := &ninePiecesJSON{Counted: [][]string{}, Said: n.Said}
			for _, m := range n.Counted {
				nj.Counted = append(nj.Counted, ninedragons.FormatMeld(m))
			}
			if n.Completed.Type != 0 {
				nj.Completed = ninedragons.FormatMeld(n.Completed)
			}
			out.NinePieces = nj
		}
		out.Decided = cmdutil.Decided(res.Decided, p.Decided)
	}
	out.ScoredJSON = sj
	return out
}
