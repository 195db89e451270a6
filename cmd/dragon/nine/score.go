package nine

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

type scoreOptions struct {
	io   *cmdutil.IOStreams
	hand string

	// The context of the win.
	round           string
	seat            string
	selfDrawn       bool
	discardBy       string
	kongReplacement bool

	// The table: who sits where, who won, who pays for everyone.
	players   []string // East, South, West, North
	winner    string
	twelfthBy string
	fifthTile bool
	stakes    int
	minimum   int

	explain bool
	json    bool
	claim   cmdutil.Claim
	// given says which flags were on the command line.
	given func(name string) bool
	// asked: the table answered the prompts (the round among them).
	asked bool

	// --record appends the hand to a ledger, which supplies the seats,
	// the round and the stakes.
	record cmdutil.RecordFlags
}

func newScoreCmd(ios *cmdutil.IOStreams) *cobra.Command {
	opts := &scoreOptions{io: ios}
	cmd := &cobra.Command{
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

With --claim N it checks a claimed score: exit 0 when it agrees, 3 when it
does not (showing the difference item by item and any reading that gives
the claim).

The rules as applied: docs/rules/nine-dragons.md in the repository.`,
		Example: `  dragon nine score 123c 456c 789s 222b 55b RF2 --seat S --self-drawn
  dragon nine score '111222333s 456s 99s' --explain
  dragon nine score '[E E E E] 111s 222s 333s 99s RF1' --seat E --kong-replacement
  dragon nine score '[123s] [456s] [789s] 222s 55s BF3' --players Ann,Bo,Cy,Di --winner Ann --discard-by Cy
  dragon nine score 'red dragon RD RD GD GD GD 123c 456c WD WD' --claim 8 --json`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.given = cmd.Flags().Changed
			if err := opts.complete(args); err != nil {
				return err
			}
			return runScore(opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.round, "round", "E", "the round's `WIND`: E, S, W or N")
	f.Var(cmdutil.NonEmpty(&opts.seat, "the winner's SEAT, E, S, W or N"), "seat", "the winner's `SEAT` wind, E, S, W or N (or give --players and --winner)")
	f.BoolVar(&opts.selfDrawn, "self-drawn", false, "the winning tile was picked from the wall")
	cmdutil.DiscardBy(f, &opts.discardBy, "tile")
	f.BoolVar(&opts.kongReplacement, "kong-replacement", false, "won on the replacement tile after his own kong (self-drawn)")
	f.StringSliceVar(&opts.players, "players", nil, "the four players of this hand, East, South, West, North: `NAMES` such as Ann,Bo,Cy,Di")
	f.Var(cmdutil.NonEmpty(&opts.winner, "the winner's NAME, one of --players"), "winner", "the winner's `NAME`, one of --players")
	f.Var(cmdutil.NonEmpty(&opts.twelfthBy, "the NAME of the player whose discard gave the winner his fourth shown set"), "twelfth-by",
		"twelve pieces: `NAME`'s discard gave the winner his fourth shown set of one suit")
	f.BoolVar(&opts.fifthTile, "fifth-tile", false, "the fifth tile rule: the discarder threw an unseen tile with fewer than five in the wall")
	cmdutil.IntVar(f, &opts.stakes, "stakes", 1, "multiply every payment by `N`").Within(1, ninedragons.MaxStakes)
	cmdutil.IntVar(f, &opts.minimum, "minimum", 0, "the session's minimum hand, 0 to 3 `points`")
	f.BoolVar(&opts.explain, "explain", false, "also show every other split and what it would be worth")
	f.BoolVar(&opts.json, "json", false, "print the score as JSON")
	opts.claim.Add(cmd, "points")
	opts.record.Add(f, ledger.NineDragons, "its seats, round and stakes apply")
	addCompletions(cmd)
	return cmd
}

// complete fills the options from the arguments, the ledger and, on a
// terminal, the prompts, and refuses flags that contradict each other.
func (o *scoreOptions) complete(args []string) error {
	o.hand = strings.Join(args, " ")
	// The ledger is read here only to ask at the table; --record with the
	// hand given takes the seats, the round and the stakes from the state
	// the record is appended to, under the ledger's lock.
	if o.record.File != "" && len(args) == 0 {
		if err := o.fromLedger(); err != nil {
			return err
		}
	}
	ask := func() error {
		o.asked = true
		return askScore(o)
	}
	if err := cmdutil.AskHand(o.io, args, "dragon nine score 123c 456c 789s 222b 55b --self-drawn", ask); err != nil {
		return err
	}
	return o.check()
}

// check refuses flags that contradict each other or lack what they need.
func (o *scoreOptions) check() error {
	if err := o.record.Check(ledger.NineDragons); err != nil {
		return err
	}
	seated := o.players != nil || o.record.File != "" // a ledger seats the players
	switch {
	case o.selfDrawn && o.discardBy != "":
		return errors.New("--self-drawn and --discard-by both say where the winning tile came from; give one")
	case o.kongReplacement && o.discardBy != "":
		return errors.New("--kong-replacement is a win on the tile drawn after a kong, so it cannot be on --discard-by; leave one out")
	case o.record.File != "" && o.winner == "":
		return errors.New("--record needs --winner NAME: the ledger records who won")
	case o.players != nil && o.winner == "":
		return errors.New("--players needs --winner NAME: the chips are paid to the winner")
	case o.winner != "" && !seated:
		return errors.New("--winner needs --players A,B,C,D (East, South, West, North): the chips are paid by the other three")
	}
	for _, flag := range []string{"twelfth-by", "fifth-tile", "stakes"} {
		if o.given(flag) && !seated {
			return fmt.Errorf("--%s is about the chips: give --players A,B,C,D and --winner NAME", flag)
		}
	}
	return nil
}

// win is the hand h and its context.
func (o *scoreOptions) win(h *ninedragons.Hand) (ninedragons.Win, error) {
	var err error
	w := ninedragons.Win{Hand: h, Source: tiles.SourceOf(o.selfDrawn, o.discardBy), Discarder: o.discardBy,
		KongReplacement: o.kongReplacement}
	if w.Round, err = ninedragons.ParseWind(o.round); err != nil {
		return w, fmt.Errorf("--round: %w", err)
	}
	w.Seat, err = o.seatWind()
	return w, err
}

// seatWind returns the winner's seat: from --players and --winner, or
// --seat; both must agree.
func (o *scoreOptions) seatWind() (ninedragons.Wind, error) {
	var seat ninedragons.Wind
	if o.seat != "" {
		w, err := ninedragons.ParseWind(o.seat)
		if err != nil {
			return 0, fmt.Errorf("--seat: %w", err)
		}
		seat = w
	}
	i := indexOf(o.players, o.winner)
	if o.players == nil || i < 0 || i >= 4 {
		return seat, nil // Settle names what is wrong with the table
	}
	fromPlayers := ninedragons.Wind(i + 1)
	if seat != ninedragons.NoWind && seat != fromPlayers {
		return 0, fmt.Errorf("--seat %s contradicts --players: %s sits %s (the players are East, South, West, North in order)", seat, o.winner, fromPlayers.Name())
	}
	return fromPlayers, nil
}

func indexOf(names []string, name string) int {
	for i, n := range names {
		if n == name {
			return i
		}
	}
	return -1
}

// outcome is everything a score command works out.
type outcome struct {
	win      ninedragons.Win
	res      *ninedragons.Result
	pay      *ninedragons.Payments
	verdict  *cmdutil.ClaimVerdict
	recorded *ledger.Appended
}

func runScore(opts *scoreOptions) error {
	g, err := newGame()
	if err != nil {
		return err
	}
	if err := g.Rules.CheckMinimum(opts.minimum); err != nil {
		return fmt.Errorf("--minimum: %w", err)
	}
	var out *outcome
	if opts.record.File != "" {
		out, err = recordHand(opts, g)
	} else {
		out, err = opts.score(g)
	}
	if err != nil {
		return err
	}
	if opts.claim.Given {
		out.verdict = judge(g, out.win, out.res, opts.claim.N)
	}
	s := cmdutil.Scored{Verdict: out.verdict, File: opts.record.File, Recorded: out.recorded}
	toJSON := func(sj cmdutil.ScoredJSON) any { return toScoreJSON(opts, out, sj) }
	return s.Write(opts.io.Out, opts.json, toJSON, func() { printOutcome(opts, out) })
}

// score scores the hand and, with the players, settles it.
func (o *scoreOptions) score(g *ninedragons.Game) (*outcome, error) {
	h, err := ninedragons.ParseHand(o.hand)
	if err != nil {
		return nil, err
	}
	return o.scoreHand(g, h)
}

// scoreHand scores the hand h and, with the players, settles it: the one
// path of 'nine score', of a record and of the ledger's audit.
func (o *scoreOptions) scoreHand(g *ninedragons.Game, h *ninedragons.Hand) (*outcome, error) {
	w, err := o.win(h)
	if err != nil {
		return nil, err
	}
	out := &outcome{win: w}
	if out.res, err = g.Score(w); err != nil {
		return nil, err
	}
	if err := out.res.Meets(o.minimum); err != nil {
		return nil, err
	}
	if o.players == nil {
		return out, nil
	}
	if out.pay, err = g.Settle(o.settlement(w, out.res)); err != nil {
		if errors.Is(err, ninedragons.ErrNeedSource) {
			return nil, errors.New("the chips depend on where the winning tile came from: give --self-drawn or --discard-by NAME")
		}
		return nil, err
	}
	return out, nil
}

// settlement is what the chips of the win depend on.
func (o *scoreOptions) settlement(w ninedragons.Win, res *ninedragons.Result) ninedragons.Settlement {
	return ninedragons.Settlement{Players: o.players, Winner: o.winner, Hand: w.Hand, Points: res.Points,
		Source: res.Source, Discarder: o.discardBy, TwelfthBy: o.twelfthBy, FifthTile: o.fifthTile, Stakes: o.stakes}
}
