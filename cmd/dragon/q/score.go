package q

import (
	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/scoreflow"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
)

// scoreOptions are the options of 'q score': the hand's answers, the
// rules, and how to show the score.
type scoreOptions struct {
	scoreflow.Seated[*outcome, float64]
	rulesetFile string
	claim       levelFlag
}

// seatedWords are Q Mahjongg's words for what every seated game has.
var seatedWords = scoreflow.SeatedWords{Example: "dragon q score W3 F1 1C 2C 3C 4B 5B 6B --self-drawn", Piece: "card",
	Players: "clockwise from the banker", Money: "the payments", MoneyFlags: []string{"stakes", "fang"},
	Supplies: "its players, banker, round and stakes apply"}

// scoreHelp is the help of 'score'.
var scoreHelp = cmdutil.Help{
	Use:   "score HAND [--players A,B,C,D --winner NAME]",
	Short: "Score a winning Q Mahjongg hand in Fang, item by item, and what every player pays",
	Long: `Score a winning hand of the Dragon Deck: the use of the wild Feng Shui cards
and the split that score most, the Fang item by item (six is the limit),
and, with --players and --winner, what every player pays the winner.

The round is East unless --round says otherwise. The scorer's location
comes from --players (clockwise from the banker, who is East) and
--winner, or from --seat; without one the location items are left out.
The winning card was drawn (--self-drawn, or --gong-replacement own or
discard after a gong) or discarded (--discard-by NAME); with neither no
self-drawn Fang is added. The output says what was left out.

Payments: --stakes N is what a player collects at one Fang (default 2; it
must be even, half Fang pays half); each level doubles it and the banker's
amounts are double. Self-drawn, everyone pays; on a discard the discarder
pays for everyone. --fang LEVEL settles the level the table agreed
instead (half, 1–6); the output shows both.

With --claim LEVEL it checks a claimed Fang: exit 0 when it agrees, 3 when
it does not (showing the difference item by item and any reading that
gives the claim). --ruleset FILE plays a table's own booklet (see
rulesets/q-mahjongg.yaml in the repository).

The rules as applied: docs/rules/q-mahjongg.md in the repository.`,
	Example: `  dragon q score W3 F1 1C 2C 3C 4B 5B 6B --seat S --self-drawn
  dragon q score 'S2 S2 S2 GD F1 1C 2C 3C' --round W --seat E --json
  dragon q score '[GD GD GD GD] E1 E1 E1 N4 N4' --players Ann,Bo,Cy,Di --winner Ann --discard-by Cy
  dragon q score F1 F2 F3 F4 F5 1C 5C 9C --players Ann,Bo,Cy --winner Bo --self-drawn --fang 5
  dragon q score 'E1 F1 1C 2C 3C 4B 5B 6B' --seat E --claim 2`,
}

func newScoreCmd(ios *term.IOStreams, runF func(*scoreOptions) error) *cobra.Command {
	opts := &scoreOptions{Seated: scoreflow.Seated[*outcome, float64]{IO: ios, Hand: Hand, Words: seatedWords}}
	cmd := opts.Command(scoreHelp, opts, opts.fill, cmdutil.Seam(runF, opts))
	f := cmd.Flags()
	f.Var(cmdutil.NonEmpty(new(string), "own or discard"), "gong-replacement", "won on the replacement after a gong, `HOW`: own (a gong of his own draw: +2) or discard (made with a discard: +1)")
	f.Bool("banker-first-draw", false, "the banker won before his first discard (6 Fang)")
	f.Bool("banker-first-discard", false, "a player won on the banker's first discard (6 Fang)")
	cmdutil.IntVar(f, new(int), "stakes", 0, "what a player collects at one Fang, `N` even (default: the ruleset's, 2)").Within(2, qmahjongg.MaxStake)
	f.Var(&levelFlag{}, "fang", "settle the `LEVEL` the table agreed, half or 1–6, instead of the computed one")
	cmdutil.RulesetFlag(cmd, &opts.rulesetFile, "q-mahjongg.yaml")
	f.Var(&opts.claim, "claim", "a referee's check: compare a claimed `LEVEL` of Fang with the rules; exit 3 when they disagree")
	cmdutil.StakesAlias(f)
	return cmd
}

// fill plays a table's own booklet when --ruleset names one, and fills the
// hand's answers.
func (o *scoreOptions) fill(cmd *cobra.Command, args []string) error {
	if o.rulesetFile != "" {
		if o.Record.File != "" {
			return cmdutil.ErrLedgerRuleset
		}
		o.Hand = newHand(func() (*qmahjongg.Rules, error) { return loadRules(o.rulesetFile) })
	}
	return o.Fill(cmd, args)
}
