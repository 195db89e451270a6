package nine

import (
	"fmt"
	"io"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// printOutcome writes the score for people, with the players what they
// pay, and a blank line before a verdict that follows.
func printOutcome(opts *scoreOptions, out *outcome) {
	w := opts.io.Out
	printScore(w, opts, out.res)
	if out.pay != nil {
		printChips(w, out.res, out.pay)
	}
	if out.verdict != nil {
		fmt.Fprintln(w)
	}
}

func printScore(w io.Writer, opts *scoreOptions, res *ninedragons.Result) {
	fmt.Fprintf(w, "Split:    %s\n", ninedragons.FormatSplit(res.Split))
	fmt.Fprintf(w, "Flowers:  %s\n", orNone(ninedragons.Deck.Format(res.Flowers)))
	round := res.Round.String()
	if !opts.given("round") && opts.record.File == "" && !opts.asked {
		round += " (the default)"
	}
	fmt.Fprintf(w, "Round:    %s\n", round)
	seat := orNone(res.Seat.String())
	if opts.winner != "" && res.Seat != ninedragons.NoWind {
		seat += " (" + opts.winner + ")"
	}
	fmt.Fprintf(w, "Seat:     %s\n", seat)
	fmt.Fprintf(w, "Source:   %s\n", sourceText(res.Source, opts))
	printItems(w, res.Items)
	fmt.Fprintf(w, "Total:    %s\n", words.Plural(res.Points, "point"))
	for _, n := range res.LeftOut {
		fmt.Fprintf(w, "Note:     %s\n", n)
	}
	if opts.explain {
		printAlternatives(w, res)
	}
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

func sourceText(s tiles.Source, opts *scoreOptions) string {
	switch {
	case opts.kongReplacement:
		return "self-picked, the replacement tile after a kong"
	case s == tiles.SelfDrawn:
		return "self-picked from the wall"
	case s == tiles.Discard:
		return "a discard by " + opts.discardBy
	}
	return "not given"
}

func printItems(w io.Writer, items []ninedragons.Item) {
	t := cmdutil.Table{Align: "lr"}
	for _, it := range items {
		t.Row("  "+it.Name, fmt.Sprint(it.Points), it.Reason)
	}
	if len(items) == 0 {
		t.Line("  no item: a complete hand is worth 0")
	}
	t.Print(w)
}

func printAlternatives(w io.Writer, res *ninedragons.Result) {
	if len(res.Alternatives) == 0 {
		fmt.Fprintln(w, "\nNo other split: the tiles split into four sets and a pair one way only.")
		return
	}
	fmt.Fprintf(w, "\nOther %s of the same tiles:\n", words.PluralWord(len(res.Alternatives), "split"))
	for _, a := range res.Alternatives {
		fmt.Fprintf(w, "\nSplit:    %s\n", ninedragons.FormatSplit(a.Split))
		printItems(w, a.Items)
		if diff := res.Points - a.Points; diff == 0 {
			fmt.Fprintf(w, "Total:    %s, the same as the split above\n", words.Plural(a.Points, "point"))
		} else {
			fmt.Fprintf(w, "Total:    %s, %d fewer\n", words.Plural(a.Points, "point"), diff)
		}
	}
}

// printChips writes who pays the winner what, and why.
func printChips(w io.Writer, res *ninedragons.Result, p *ninedragons.Payments) {
	band := ""
	if p.Band.Name != "" {
		band = ", " + p.Band.Name
	}
	each := fmt.Sprintf("%d a player", p.Chips)
	if p.Chips != p.Band.Chips {
		each = fmt.Sprintf("%d a player × stakes %d = %d", p.Band.Chips, p.Chips/p.Band.Chips, p.Chips)
	}
	fmt.Fprintf(w, "\nChips to %s (%s%s: %s):\n", p.Winner, words.Plural(res.Points, "point"), band, each)
	t := cmdutil.Table{Align: "lr"}
	for _, l := range p.Losers {
		t.Row("  "+l.Name, fmt.Sprint(l.Payment), payWhy(res, p, l.Name))
	}
	t.Print(w)
	for _, why := range p.Liability {
		fmt.Fprintf(w, "Liable:   %s\n", why)
	}
	fmt.Fprintf(w, "%s receives %d.\n", p.Winner, p.Total)
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

// printTransfers writes each player's transfer, signed, in seat order.
func printTransfers(w io.Writer, players []string, tr map[string]int) {
	t := cmdutil.Table{Align: "lr"}
	for _, p := range players {
		t.Row("  "+p, fmt.Sprintf("%+d", tr[p]))
	}
	t.Print(w)
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
	// Alternatives, with --explain, are the other splits: [] when there
	// is none (a nil pointer leaves the field out).
	Alternatives *[]splitJSON `json:"alternatives,omitempty"`
	*chipsJSON
	// With --record and --claim: the record written, the referee's check.
	cmdutil.ScoredJSON
}

type chipsJSON struct {
	Winner    string                `json:"winner"`
	Losers    []ninedragons.Payment `json:"losers"`
	Total     int                   `json:"total"`
	Liable    *string               `json:"liable"`
	Liability []string              `json:"liability"`
	Transfers map[string]int        `json:"transfers"`
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

func toScoreJSON(opts *scoreOptions, o *outcome, sj cmdutil.ScoredJSON) scoreJSON {
	res := o.res
	out := scoreJSON{splitJSON: toSplitJSON(res.SplitScore), Flowers: ninedragons.Deck.Codes(res.Flowers), Round: res.Round.String(),
		LeftOut: append([]string{}, res.LeftOut...)}
	if res.Seat != ninedragons.NoWind {
		s := res.Seat.String()
		out.Seat = &s
	}
	if opts.explain {
		alts := []splitJSON{}
		for _, a := range res.Alternatives {
			alts = append(alts, toSplitJSON(a))
		}
		out.Alternatives = &alts
	}
	if p := o.pay; p != nil {
		out.chipsJSON = &chipsJSON{Winner: p.Winner, Losers: p.Losers, Total: p.Total, Transfers: p.Transfers,
			Liability: append([]string{}, p.Liability...)}
		if p.Liable != "" {
			out.Liable = &p.Liable
		}
	}
	out.ScoredJSON = sj
	return out
}
