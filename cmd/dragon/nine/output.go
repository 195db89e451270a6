package nine

import (
	"fmt"
	"io"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// PrintScore writes the score for people, with the players what they pay.
func (o *scoreOptions) PrintScore(out *outcome) { printScore(o.IO.Out, out, o.explain) }

// printScore writes the split, the items and the total, the other splits
// with explain, and the chips when the players are known.
func printScore(w io.Writer, out *outcome, explain bool) {
	res, a := out.res, out.answers
	fmt.Fprintf(w, "Split:    %s\n", ninedragons.FormatSplit(res.Split))
	fmt.Fprintf(w, "Flowers:  %s\n", orNone(ninedragons.Deck.Format(res.Flowers)))
	round := res.Round.String()
	if !a.Has("round") { // neither given, asked nor the ledger's
		round += " (the default)"
	}
	fmt.Fprintf(w, "Round:    %s\n", round)
	seat := orNone(res.Seat.String())
	if a.Has("winner") && res.Seat != ninedragons.NoWind {
		seat += " (" + a["winner"] + ")"
	}
	fmt.Fprintf(w, "Seat:     %s\n", seat)
	fmt.Fprintf(w, "Source:   %s\n", sourceText(res.Source, a))
	printItems(w, res.Items)
	fmt.Fprintf(w, "Total:    %s\n", words.Plural(res.Points, "point"))
	for _, n := range res.LeftOut {
		fmt.Fprintf(w, "Note:     %s\n", n)
	}
	if explain {
		printAlternatives(w, res)
	}
	if out.pay != nil {
		printChips(w, res, out.pay)
	}
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

func sourceText(s tiles.Source, a hand.Answers) string {
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

// ScoreJSON is the outcome in --json, with what the verdict and the
// record add.
func (o *scoreOptions) ScoreJSON(oc *outcome, sj cmdutil.ScoredJSON) any {
	res := oc.res
	out := scoreJSON{splitJSON: toSplitJSON(res.SplitScore), Flowers: ninedragons.Deck.Codes(res.Flowers), Round: res.Round.String(),
		LeftOut: append([]string{}, res.LeftOut...)}
	if res.Seat != ninedragons.NoWind {
		s := res.Seat.String()
		out.Seat = &s
	}
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
	}
	out.ScoredJSON = sj
	return out
}
