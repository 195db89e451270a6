package nine

import (
	"errors"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/scoreflow"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
)

// scoreOptions are the options of 'nine score': the hand's answers, and
// how to show the score.
type scoreOptions struct {
	scoreflow.Seated[*outcome, int]
	explain     bool
	claim       cmdutil.Claim
	chips       scoreflow.ClaimFor
	rulesetFile string
}

// seatedWords are Nine Dragons' words for what every seated game has.
var seatedWords = scoreflow.SeatedWords{Example: "dragon nine score 123c 456c 789s 222b 55b --self-drawn", Piece: "tile",
	Players: "East, South, West, North", Money: "the chips", MoneyFlags: []string{"twelfth-by", "fifth-tile", "stakes", "winning-tile", "winning-set"},
	Supplies: "its seats, round, stakes and minimum hand apply"}

// scoreHelp is the help of 'score'.
var scoreHelp = cmdutil.Help{
	Use:   "score HAND [--players A,B,C,D --winner NAME]",
	Short: "Score a winning Nine Dragons hand, item by item, and the chips every player pays",
	Long: `Score a winning hand by the points table, with the split of its tiles that is
worth most, and, with --players and --winner, the chips each opponent pays.

The round is East unless --round says otherwise. The winner's seat comes
from --players (East, South, West, North) and --winner, or from --seat;
without one the seat wind and seat flower items are left out. The winning
tile came from the wall (--self-drawn, or --kong-replacement after a kong)
or from a discard (--discard-by NAME); with neither the self-pick item is
left out. The output says what was left out.

Chips by the chart: 1, 2, 4, 8 a player for 0–3 points, 16 for 4–6, 32 for
7–9, 64 for 10 or more; on a discard the discarder pays double, on a
self-pick all three do; --stakes multiplies it all. Nine pieces is applied
by itself; --twelfth-by NAME and --fifth-tile make one player pay for
everyone when the hand allows it.

Nine pieces counts the sets shown before the winning discard: a set the
discard completed (a pong or chow claimed to win) was not showing when it
was thrown. --winning-tile TILE says which tile won (and --winning-set N
which set it completed, when the tile is in a shown set and in hand too);
without them, when that could change who pays, the output names the
reading it took.

With --claim N it checks a claimed score: exit 0 when it agrees, 3 when it
does not (showing the difference item by item and any reading that gives
the claim). --claim-chips N --for NAME checks the chips a player claims
to pay (the winner: to receive) the same way.

Where the rules are loose the output names the reading that decided a
result ('dragon help readings' lists them); --ruleset FILE plays a table's
own (see rulesets/nine-dragons.yaml in the repository).

The rules as applied: docs/rules/nine-dragons.md in the repository.`,
	Example: `  dragon nine score 123c 456c 789s 222b 55b RF2 --seat S --self-drawn
  dragon nine score '111222333s 456s 99s' --explain
  dragon nine score '[E E E E] 111s 222s 333s 99s RF1' --seat E --kong-replacement
  dragon nine score '[123s] [456s] [789s] 222s 55s BF3' --players Ann,Bo,Cy,Di --winner Ann --discard-by Cy --winning-tile 8s
  dragon nine score 'red dragon RD RD GD GD GD 123c 456c WD WD' --claim 8 --json`,
}

func newScoreCmd(ios *term.IOStreams, runF func(*scoreOptions) error) *cobra.Command {
	opts := &scoreOptions{Seated: scoreflow.Seated[*outcome, int]{IO: ios, Hand: Hand, Words: seatedWords}}
	cmd := opts.Command(scoreHelp, opts, opts.fill, cmdutil.Seam(runF, opts))
	f := cmd.Flags()
	f.Bool("kong-replacement", false, "won on the replacement tile after his own kong (self-drawn)")
	f.Var(cmdutil.NonEmpty(new(string), "the NAME of the player whose discard gave the winner his twelfth shown tile"), "twelfth-by",
		"twelve pieces: `NAME`'s discard gave the winner his twelfth shown tile of one suit (kongs show four)")
	f.Bool("fifth-tile", false, "the fifth tile rule: the discarder threw an unseen tile with fewer than five in the wall")
	cmdutil.IntVar(f, new(int), "stakes", 1, "multiply every payment by `N`").Within(1, ninedragons.MaxStakes)
	cmdutil.IntVar(f, new(int), "minimum", 0, "the session's minimum hand, 0 to 3 `points`")
	f.Var(cmdutil.NonEmpty(new(string), "the winning TILE, such as 7s"), "winning-tile",
		"the `TILE` the hand was won on, such as 7s: nine pieces counts the sets shown before it")
	f.Var(cmdutil.NonEmpty(new(string), "the NUMBER of a bracketed set, or hand"), "winning-set",
		"the set the winning tile completed, when the tile alone does not say: its `NUMBER` among the bracketed sets (1 for the first), or hand")
	f.BoolVar(&opts.explain, "explain", false, "also show every other split and what it would be worth")
	opts.claim.Add(cmd, "points")
	f.Var(&opts.chips.Claim, "claim-chips", "a referee's check of the chips a player pays (the winner: receives), `N`, with --for; exit 3 when they disagree")
	f.StringVar(&opts.chips.For, "for", "", "with --claim-chips: the `NAME` of the player whose chips are claimed")
	cmdutil.RulesetFlag(cmd, &opts.rulesetFile, "nine-dragons.yaml")
	_ = cmd.RegisterFlagCompletionFunc("twelfth-by", cmdutil.CompletePlayer("twelfth-by"))
	return cmd
}

// fill plays a table's own ruleset when --ruleset names one, fills the
// hand's answers and refuses a claim of chips without what it needs.
func (o *scoreOptions) fill(cmd *cobra.Command, args []string) error {
	if o.rulesetFile != "" {
		if o.Record.File != "" {
			return cmdutil.ErrLedgerRuleset
		}
		o.Hand = newHand(func() (*ninedragons.Game, error) { return loadGame(o.rulesetFile) })
	}
	switch {
	case o.chips.Given != (o.chips.For != ""):
		return errors.New("a claim of chips names a figure and a player: give --claim-chips N and --for NAME together")
	case o.chips.Given && o.claim.Given:
		return errors.New("--claim checks the points and --claim-chips the chips: give one at a time")
	}
	if err := o.Fill(cmd, args); err != nil {
		return err
	}
	if !o.chips.Given {
		return nil
	}
	players := o.Answers.List("players")
	if o.Record.File != "" { // a ledger's players never change
		cur, err := cmdutil.ReadLedgerOf(o.Record.File, books.NineDragons)
		if err != nil {
			return err
		}
		players = cur.Header.Players
	}
	if players == nil {
		return errors.New("--claim-chips is about the chips: give --players A,B,C,D and --winner NAME")
	}
	return o.chips.CheckName(players, "this hand")
}
