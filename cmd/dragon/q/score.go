package q

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

type scoreOptions struct {
	io   *cmdutil.IOStreams
	hand string

	// How the hand was won.
	round              string
	roundAsked         bool // answered at the prompt, not the default
	seat               string
	selfDrawn          bool
	discardBy          string
	gongReplacement    string
	bankerFirstDraw    bool
	bankerFirstDiscard bool

	// The table: who sits where (clockwise from the banker), who won.
	players []string
	winner  string
	stake   int
	fang    levelFlag

	rulesetFile string
	json        bool
	claim       levelFlag
	// given says which flags were on the command line.
	given func(name string) bool

	// --record appends the hand to a ledger, which supplies the players
	// (clockwise from its banker), the round and the stake.
	record cmdutil.RecordFlags
}

func newScoreCmd(ios *cmdutil.IOStreams) *cobra.Command {
	opts := &scoreOptions{io: ios}
	cmd := &cobra.Command{
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
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.given = cmd.Flags().Changed
			if err := opts.complete(args); err != nil {
				return err
			}
			return runScore(opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.round, "round", "E", "the `WIND` of the round: E, S, W or N (as many rounds as players)")
	f.Var(cmdutil.NonEmpty(&opts.seat, "the scorer's location, E, S, W or N"), "seat", "the scorer's `LOCATION`, E, S, W or N (or give --players and --winner)")
	f.BoolVar(&opts.selfDrawn, "self-drawn", false, "the winner drew the winning card himself")
	cmdutil.DiscardBy(f, &opts.discardBy, "card")
	f.Var(cmdutil.NonEmpty(&opts.gongReplacement, "own or discard"), "gong-replacement", "won on the replacement after a gong, `HOW`: own (a gong of his own draw: +2) or discard (made with a discard: +1)")
	f.BoolVar(&opts.bankerFirstDraw, "banker-first-draw", false, "the banker won before his first discard (6 Fang)")
	f.BoolVar(&opts.bankerFirstDiscard, "banker-first-discard", false, "a player won on the banker's first discard (6 Fang)")
	f.StringSliceVar(&opts.players, "players", nil, "the 2–4 players, clockwise from the banker (East first): `NAMES` such as Ann,Bo,Cy")
	f.Var(cmdutil.NonEmpty(&opts.winner, "the winner's NAME, one of --players"), "winner", "the winner's `NAME`, one of --players")
	cmdutil.IntVar(f, &opts.stake, "stakes", 0, "what a player collects at one Fang, `N` even (default: the ruleset's, 2)").Within(2, qmahjongg.MaxStake)
	f.Var(&opts.fang, "fang", "settle the `LEVEL` the table agreed, half or 1–6, instead of the computed one")
	f.Var(cmdutil.NonEmpty(&opts.rulesetFile, "the ruleset FILE"), "ruleset", "a table's own booklet `FILE` (YAML, like rulesets/q-mahjongg.yaml)")
	f.BoolVar(&opts.json, "json", false, "print the score as JSON")
	f.Var(&opts.claim, "claim", "a referee's check: compare a claimed `LEVEL` of Fang with the rules; exit 3 when they disagree")
	opts.record.Add(f, ledger.QMahjongg, "its players, banker, round and stakes apply")
	cmdutil.StakesAlias(f)
	return cmd
}

// complete fills the options from the arguments, the ledger and, on a
// terminal, the prompts, and refuses flags that contradict each other.
func (o *scoreOptions) complete(args []string) error {
	o.hand = strings.Join(args, " ")
	if o.record.File != "" && o.rulesetFile != "" {
		return errors.New("a ledger records hands by the built-in ruleset; leave out --ruleset")
	}
	// The ledger is read here only to ask at the table; --record with the
	// hand given takes the players, the round and the stake from the state
	// the record is appended to, under the ledger's lock.
	if o.record.File != "" && len(args) == 0 {
		if err := o.fromLedger(); err != nil {
			return err
		}
	}
	if err := cmdutil.AskHand(o.io, args, "dragon q score W3 F1 1C 2C 3C 4B 5B 6B --self-drawn", func() error { return askScore(o) }); err != nil {
		return err
	}
	return o.check()
}

// check refuses flags that contradict each other or lack what they need.
func (o *scoreOptions) check() error {
	if err := o.record.Check(ledger.QMahjongg); err != nil {
		return err
	}
	seated := o.players != nil || o.record.File != "" // a ledger seats the players
	switch {
	case o.selfDrawn && o.discardBy != "":
		return errors.New("--self-drawn and --discard-by both say where the winning card came from; give one")
	case o.gongReplacement != "" && o.discardBy != "":
		return errors.New("--gong-replacement is a win on the card drawn after a gong, so it cannot be on --discard-by; leave one out")
	case o.bankerFirstDraw && o.discardBy != "":
		return errors.New("--banker-first-draw is the banker's win before his first discard, counted as self-drawn; leave out --discard-by")
	case o.record.File != "" && o.winner == "":
		return errors.New("--record needs --winner NAME: the ledger records who won")
	case o.players != nil && o.winner == "":
		return errors.New("--players needs --winner NAME: the payments go to the winner")
	case o.winner != "" && !seated:
		return errors.New("--winner needs --players A,B,C,D (clockwise from the banker): the others pay")
	}
	for _, flag := range []string{"stakes", "fang"} {
		if o.given(flag) && !seated {
			return fmt.Errorf("--%s is about the payments: give --players A,B,C,D and --winner NAME", flag)
		}
	}
	return nil
}

// win is the hand and what the command line says about how it was won.
type win struct {
	hand  *qmahjongg.Hand
	ctx   qmahjongg.Context
	table *qmahjongg.Table // nil without --players
	// impliedSeat is set when a special occasion says where the scorer
	// sits (the banker, East).
	impliedSeat bool
}

// readWin reads the hand and its context and checks them against the
// table.
func (o *scoreOptions) readWin() (win, error) {
	h, err := qmahjongg.ParseHand(o.hand)
	if err != nil {
		return win{}, err
	}
	w := win{hand: h}
	if w.ctx, err = o.context(); err != nil {
		return w, err
	}
	if o.players != nil {
		t, err := qmahjongg.NewTable(o.players)
		if err != nil {
			return w, err
		}
		w.table = &t
		if err := t.CheckContext(w.ctx, o.winner); err != nil {
			return w, err
		}
		w.ctx.Seat, _ = t.Seat(o.winner)
		if err := o.bankerDiscard(t, &w.ctx); err != nil {
			return w, err
		}
	}
	if w.ctx.Seat == "" && o.bankerFirstDraw {
		w.ctx.Seat, w.impliedSeat = "E", true
	}
	return w, w.ctx.Validate()
}

// context reads the flags of the win.
func (o *scoreOptions) context() (qmahjongg.Context, error) {
	ctx := qmahjongg.Context{BankerFirstDraw: o.bankerFirstDraw, BankerFirstDiscard: o.bankerFirstDiscard}
	var err error
	if ctx.Round, err = windFlag("round", o.round); err != nil {
		return ctx, err
	}
	if o.seat != "" {
		if ctx.Seat, err = windFlag("seat", o.seat); err != nil {
			return ctx, err
		}
	}
	switch {
	case o.selfDrawn:
		ctx.Source = tiles.SelfDrawn
	case o.discardBy != "" || o.bankerFirstDiscard:
		ctx.Source = tiles.Discard
	}
	switch strings.ToLower(o.gongReplacement) {
	case "":
	case "own":
		ctx.GongReplacement = qmahjongg.OwnGong
	case "discard":
		ctx.GongReplacement = qmahjongg.DiscardGong
	default:
		return ctx, fmt.Errorf("--gong-replacement %q: write own (a gong of his own draw) or discard (a gong made with another's discard)", o.gongReplacement)
	}
	return ctx, nil
}

// bankerDiscard makes a win on the banker's first discard one on the
// banker's discard.
func (o *scoreOptions) bankerDiscard(t qmahjongg.Table, ctx *qmahjongg.Context) error {
	if !o.bankerFirstDiscard {
		return nil
	}
	if o.discardBy != "" && o.discardBy != t.Banker() {
		return fmt.Errorf("--banker-first-discard: the banker %s discarded the winning card, not %s; leave out --discard-by", t.Banker(), o.discardBy)
	}
	o.discardBy = t.Banker()
	return nil
}

// outcome is everything a score command works out.
type outcome struct {
	win      win
	res      *qmahjongg.Result
	settled  qmahjongg.Level // the level paid: --fang, or the computed one
	stake    int
	pay      *qmahjongg.Settlement
	verdict  *verdict
	recorded *ledger.Appended
}

func runScore(opts *scoreOptions) error {
	rules, err := loadRules(opts.rulesetFile)
	if err != nil {
		return err
	}
	var out *outcome
	if opts.record.File != "" {
		out, err = recordHand(opts, rules)
	} else {
		out, err = opts.compute(rules)
	}
	if err != nil {
		return err
	}
	if opts.claim.given {
		out.verdict = judge(out.win, out.res, rules, opts.claim.level)
	}
	s := cmdutil.ScoredOf[float64]{Verdict: out.verdict, File: opts.record.File, Recorded: out.recorded}
	toJSON := func(sj cmdutil.ScoredJSONOf[float64]) any { return toScoreJSON(opts, out, sj) }
	return s.Write(opts.io.Out, opts.json, toJSON, func() { printOutcome(opts, out) })
}

// compute scores the win and, with the players, settles it: the one path
// of 'q score' and of the ledger's audit.
func (o *scoreOptions) compute(rules *qmahjongg.Rules) (*outcome, error) {
	out := &outcome{}
	var err error
	if out.win, err = o.readWin(); err != nil {
		return nil, err
	}
	if out.res, err = qmahjongg.Score(out.win.hand, out.win.ctx, rules); err != nil {
		return nil, err
	}
	out.settled = out.res.Fang
	if o.fang.given {
		out.settled = o.fang.level
	}
	if out.win.table != nil {
		if out.pay, out.stake, err = o.settle(out, rules); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// settle works out the payments at the level settled.
func (o *scoreOptions) settle(out *outcome, rules *qmahjongg.Rules) (*qmahjongg.Settlement, int, error) {
	stake := rules.Stake
	if o.given("stakes") || o.record.File != "" {
		stake = o.stake
	}
	ctx := out.win.ctx
	if !ctx.SelfDrawn() && ctx.Source != tiles.Discard {
		return nil, 0, errors.New("the payments depend on how the winning card came: give --self-drawn or --discard-by NAME")
	}
	s, err := out.win.table.Settle(o.winner, ctx.SelfDrawn(), o.discardBy, out.settled, stake)
	return s, stake, err
}
