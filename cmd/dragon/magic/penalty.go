package magic

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/scoreflow"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
)

type penaltyOptions struct {
	io    *term.IOStreams
	table tableFlags
	json  bool
	hand  string
	claim cmdutil.Claim
}

func newPenaltyCmd(ios *term.IOStreams, runF func(*penaltyOptions) error) *cobra.Command {
	opts := &penaltyOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "penalty HAND",
		Short: "A loser's exact penalty points, with a plan: what to give up, what to obtain",
		Long: `Assess a loser's penalty points (VI, VII-4): the number of tiles he would
still have to obtain to complete his hand, exactly. The complete hands
counted keep his exposed sets and never hold a fifth copy of a tile, his
exposed tiles included: a hand holding four 1C cannot wait on a fifth.

Write the loser's 13 tiles (10 with --small-hands) as the rulebook does,
with '-' where a tile is missing, and exposed sets in square brackets:
  (1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)
  123C [333D] 344S 788D 4P

The plan says which tiles to give up and which to obtain; "2S or 5S" means
either tile will do, and "one of 2D+3D / 3D+5D" either pair of tiles. The
plan shown first is the one a person would choose: followed slot by slot,
with the most complete hands in reach. Other plans follow.

With --json: {"penalty": N, "plan": {"give_up": [tiles], "obtain":
[[options] per tile to obtain], "hands": N, "example": "complete hand",
"alternatives": [other plans, same shape], "more_plans": N}}. An option of
several tiles is written "2D 3D".

With --claim N, a referee checks a loser's figure: one line when it agrees;
otherwise the readings that give exactly N (another plan, aiming at a
complete hand farther away; a fifth copy of a tile; exposed sets broken
up; exchanges counted twice; only the '-' tiles counted; the discarder's
double), and exit code 3.`,
		Example: `  dragon magic penalty '(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)'
  dragon magic penalty 123C 123C 345S 14D 44P
  dragon magic penalty '[111C] 1C 234S 567S 789D' --json
  dragon magic penalty 123C 456C 789C 1S --small-hands
  dragon magic penalty 123C 123C 345S 789D 4D --without-suit P
  dragon magic penalty 123C 123C 344S 788D 4P - --claim 5`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.hand = strings.Join(args, " ")
			if len(args) == 0 {
				if !opts.io.CanPrompt() {
					return term.NeedTerminal("the loser's HAND", "give it on the command line, e.g. dragon magic penalty '123C 123C 344S 788D 4P -'")
				}
				if err := askPenalty(opts); err != nil {
					return err
				}
			}
			if runF != nil {
				return runF(opts)
			}
			return runPenalty(opts)
		},
	}
	opts.table.add(cmd)
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the penalty and the plans as JSON")
	opts.claim.Add(cmd, "penalty points")
	return cmd
}

func runPenalty(opts *penaltyOptions) error {
	g, err := opts.table.game()
	if err != nil {
		return err
	}
	h, err := g.Table.ParseHand(opts.hand, true)
	if err != nil {
		return err
	}
	a, err := g.Table.Assess(h)
	if err != nil {
		return err
	}
	verdict, err := penaltyVerdict(opts.claim, g.Table, h)
	if err != nil {
		return err
	}
	var note string
	if g.Version.FlatPayment > 0 {
		note = fmt.Sprintf("in version %s each loser pays a flat %s; penalty points are not used", g.Version.Name, words.Plural(g.Version.FlatPayment, "dollar"))
	}
	if opts.json {
		out := struct {
			Penalty int              `json:"penalty"`
			Plan    *penaltyPlanJSON `json:"plan"`
			Note    string           `json:"note,omitempty"`
			*cmdutil.ClaimJSON
		}{a.Penalty, assessmentJSON(a), note, verdict.JSON()}
		if err := cmdutil.WriteJSON(opts.io.Out, out); err != nil {
			return err
		}
		return verdict.Err()
	}
	scored := scoreflow.Scored{Verdict: verdict, Width: opts.io.Fit()}
	return scored.Print(opts.io.Out, func() { printAssessment(opts.io.Out, scored.Width, a, note) })
}

// printAssessment writes a loser's penalty and the plans for people,
// fitted to width (0: lines whole).
func printAssessment(w io.Writer, width int, a *magicdragon.Assessment, note string) {
	say := func(indent, format string, args ...any) { term.Para(w, width, indent, fmt.Sprintf(format, args...)) }
	say("  ", "Penalty: %s", words.Plural(a.Penalty, "point"))
	for i, p := range a.Plans {
		if i == 1 {
			fmt.Fprintln(w, "Other plans:")
		}
		if i == 0 {
			say("      ", "Plan: %s", describePlan(p))
		} else {
			say("    ", "  %s", describePlan(p))
		}
		if i == 0 && p.Example != nil {
			say("    ", "  e.g. %s (%s in reach this way)", magicdragon.FormatSplit(p.Example), words.Plural(p.Hands, "complete hand"))
		}
	}
	if a.MorePlans > 0 {
		say("    ", "  and %d more %s", a.MorePlans, words.PluralWord(a.MorePlans, "plan"))
	}
	if a.MoreHands > 0 {
		say("    ", "  (%d more complete %s as close were not sorted into plans)", a.MoreHands, words.PluralWord(a.MoreHands, "hand"))
	}
	if note != "" {
		say("      ", "Note: %s", note)
	}
}

// penaltyPlanJSON is a plan in --json output; the first plan carries the
// others as alternatives.
type penaltyPlanJSON struct {
	GiveUp       []string          `json:"give_up"`
	Obtain       [][]string        `json:"obtain"`
	Hands        int               `json:"hands"`
	Example      string            `json:"example,omitempty"`
	Alternatives []penaltyPlanJSON `json:"alternatives,omitempty"`
	MorePlans    int               `json:"more_plans,omitempty"`
	MoreHands    int               `json:"more_hands,omitempty"`
}

// assessmentJSON returns the first plan with the others as its
// alternatives, for any command that reports a loser.
func assessmentJSON(a *magicdragon.Assessment) *penaltyPlanJSON {
	if len(a.Plans) == 0 {
		return nil
	}
	one := func(p magicdragon.Plan) penaltyPlanJSON {
		j := penaltyPlanJSON{GiveUp: magicdragon.Deck.Codes(p.GiveUp), Obtain: [][]string{}, Hands: p.Hands}
		for _, c := range p.Obtain {
			var opts []string
			for _, o := range c {
				opts = append(opts, magicdragon.Deck.Format(o))
			}
			j.Obtain = append(j.Obtain, opts)
		}
		if p.Example != nil {
			j.Example = magicdragon.FormatSplit(p.Example)
		}
		return j
	}
	first := one(a.Plans[0])
	for _, p := range a.Plans[1:] {
		first.Alternatives = append(first.Alternatives, one(p))
	}
	first.MorePlans, first.MoreHands = a.MorePlans, a.MoreHands
	return &first
}

// maxOptionsShown bounds the options of one choice written out for people;
// --json lists them all.
const maxOptionsShown = 6

// describePlan says a plan in plain words, as the rulebook does: "give up
// 4S and 8D; obtain 2S or 5S, 6D or 9D, and 4P".
func describePlan(p magicdragon.Plan) string {
	var parts []string
	for _, c := range p.Obtain {
		var opts []string
		for i, o := range c {
			if i == maxOptionsShown && len(c) > maxOptionsShown+1 {
				opts = append(opts, fmt.Sprintf("%d more", len(c)-i))
				break
			}
			opts = append(opts, strings.Join(magicdragon.Deck.Codes(o), "+"))
		}
		if c.Slot() {
			parts = append(parts, strings.Join(opts, " or "))
		} else {
			parts = append(parts, "one of "+strings.Join(opts, " / "))
		}
	}
	obtain := "obtain " + words.JoinAnd(parts)
	if len(p.GiveUp) == 0 {
		return obtain
	}
	return "give up " + words.JoinAnd(magicdragon.Deck.Codes(p.GiveUp)) + "; " + obtain
}
