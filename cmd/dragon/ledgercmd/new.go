package ledgercmd

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
)

type ledgerNewOptions struct {
	io          *cmdutil.IOStreams
	file        string
	game        string
	players     string
	dealerRule  bool
	version     string
	ultimate    bool
	money       int
	stakes      int
	match       int
	smallHands  bool
	withoutSuit string
	set         func(string) bool
	games       cmdutil.Games
}

func newLedgerNewCmd(ios *cmdutil.IOStreams, games cmdutil.Games) *cobra.Command {
	opts := &ledgerNewOptions{io: ios, games: games}
	cmd := &cobra.Command{
		Use:   "new FILE --game GAME --players A,B,C,D",
		Short: "Start a ledger for a session",
		Long: `Start a ledger for a session: the game, the players in seat order, the
rules and the starting money. An existing file is never overwritten.

Seat order: for Magic Dragon the first player deals first and the deal
passes to the left, down the list; for Q Mahjongg the first is the first
banker (East) and the others follow clockwise; for Nine Dragons the list is
East, South, West, North; for Dancing Dragons it is the turn order and the
first leads.

Magic Dragon starts each player with 80 dollars in 1, 5 and 10 dollar bills
(--money changes the amount); the other games keep net results from 0. Seven
or eight play Magic Dragon with small hands (--small-hands is then the
default); three may play without one suit (--without-suit).`,
		Example: `  dragon ledger new thursday.yaml --game magic --players Ann,Bo,Cy,Di
  dragon ledger new thursday.yaml --game magic --players Ann,Bo,Cy,Di --dealer-rule --ultimate
  dragon ledger new big.yaml --game magic --players Ann,Bo,Cy,Di,Ed,Flo,Gus
  dragon ledger new three.yaml --game magic --players Ann,Bo,Cy --without-suit P
  dragon ledger new q.yaml --game qmahjongg --players Ann,Bo,Cy
  dragon ledger new dominoes.yaml --game dominoes --players Ann,Bo,Cy,Di --match 10`,
		Args: ledgerFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.file = args[0]
			opts.set = func(name string) bool { return cmd.Flags().Changed(name) }
			return runLedgerNew(opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.game, "game", "", "the `GAME`: "+games.Names()+" (or the command that scores it)")
	f.StringVar(&opts.players, "players", "", "the players in seat order, comma-separated: `A,B,C,D`")
	f.BoolVar(&opts.dealerRule, "dealer-rule", false, "Magic Dragon's special dealer rule: the dealer keeps the deal after his win or a tie, at double rate")
	f.StringVar(&opts.version, "version", "", "the Magic Dragon `VERSION` played, A to G (default C)")
	f.BoolVar(&opts.ultimate, "ultimate", false, "Magic Dragon's ultimate cycles: one cycle each of versions C, D, E, F")
	cmdutil.IntVar(f, &opts.money, "money", 0, "each player's starting `MONEY` (Magic Dragon: 80)").AtLeast(0)
	cmdutil.IntVar(f, &opts.stakes, "stakes", 1, fmt.Sprintf("multiply every payment by `N`, 1 to %d (Magic Dragon: dollars per point)", ledger.MaxStakes)).Within(1, ledger.MaxStakes)
	f.BoolVar(&opts.smallHands, "small-hands", false, "Magic Dragon for seven or eight: 10 tiles, three sets and a twin (the default for them)")
	f.StringVar(&opts.withoutSuit, "without-suit", "", "Magic Dragon for three with one `SUIT` removed: C, S, D or P")
	cmdutil.IntVar(f, &opts.match, "match", 0, "Dancing Dragons and MAC I: the `N` hands or games the match lasts").AtLeast(0)
	_ = cmd.RegisterFlagCompletionFunc("game", games.Complete)
	return cmd
}

func runLedgerNew(opts *ledgerNewOptions) error {
	if opts.game == "" {
		return fmt.Errorf("ledger new: say which game with --game: %s", opts.games.Names())
	}
	g, err := opts.games.ParseGame(opts.game)
	if err != nil {
		return fmt.Errorf("ledger new: --game: %v", err)
	}
	if opts.players == "" {
		return fmt.Errorf("ledger new: name the players in seat order with --players, e.g. --players Ann,Bo,Cy,Di")
	}
	h := ledger.Header{Game: g, Players: ledger.Players(opts.players), Money: g.DefaultMoney()}
	onlyFor := func(flag string, games ...ledger.Game) error {
		if !opts.set(flag) {
			return nil
		}
		for _, x := range games {
			if x == g {
				return nil
			}
		}
		names := make([]string, len(games))
		for i, x := range games {
			names[i] = x.Title()
		}
		return fmt.Errorf("ledger new: --%s is a rule of %s, not of %s", flag, strings.Join(names, " and "), g.Title())
	}
	for _, c := range []struct {
		flag  string
		games []ledger.Game
	}{
		{"dealer-rule", []ledger.Game{ledger.Magic}},
		{"version", []ledger.Game{ledger.Magic}},
		{"ultimate", []ledger.Game{ledger.Magic}},
		{"small-hands", []ledger.Game{ledger.Magic}},
		{"without-suit", []ledger.Game{ledger.Magic}},
		{"stakes", []ledger.Game{ledger.Magic, ledger.QMahjongg, ledger.NineDragons}},
		{"match", []ledger.Game{ledger.Dominoes, ledger.MAC}},
	} {
		if err := onlyFor(c.flag, c.games...); err != nil {
			return err
		}
	}
	if opts.ultimate && opts.version != "" {
		return fmt.Errorf("ledger new: --ultimate plays versions C, D, E and F in turn; leave out --version %s", opts.version)
	}
	if opts.set("money") {
		h.Money.Start = opts.money
	}
	h.Rules = ledger.Rules{Version: strings.ToUpper(opts.version), Ultimate: opts.ultimate, DealerRule: opts.dealerRule, Stakes: opts.stakes, MatchLength: opts.match,
		SmallHands: opts.smallHands, WithoutSuit: strings.ToUpper(opts.withoutSuit)}
	if err := ledger.Create(opts.file, h); err != nil {
		var ps ledger.Problems
		if errors.As(err, &ps) && len(ps) > 0 && ps[0].Fix != "" {
			return fmt.Errorf("ledger new: %v (%s)", err, ps[0].Fix)
		}
		return fmt.Errorf("ledger new: %v", err)
	}
	cur, err := ledger.ReadCurrent(opts.file)
	if err != nil {
		return err
	}
	w := opts.io.Out
	fmt.Fprintf(w, "Started %s: %s.\n", opts.file, describeSession(&cur.Header))
	fmt.Fprintf(w, "Players in %s: %s%s.\n", cur.Header.Game.Order(), strings.Join(cur.Header.Players, ", "), describeMoney(&cur.Header))
	fmt.Fprintln(w, cmdutil.NextLine(cur.State))
	return nil
}

// describeSession says what is played: "Magic Dragon, version C, dealer rule".
func describeSession(h *ledger.Header) string {
	parts := []string{h.Game.Title()}
	r := h.Rules
	switch h.Game {
	case ledger.Magic:
		if r.Ultimate {
			parts = append(parts, "ultimate cycles (C, D, E, F)")
		} else {
			parts = append(parts, "version "+r.Version)
		}
		if r.DealerRule {
			parts = append(parts, "dealer rule")
		}
		if r.SmallHands {
			parts = append(parts, "small hands")
		}
		if r.WithoutSuit != "" {
			parts = append(parts, "without suit "+r.WithoutSuit)
		}
	case ledger.Dominoes, ledger.MAC:
		if r.MatchLength > 0 {
			parts = append(parts, "a match of "+words.Plural(r.MatchLength, h.Game.Play()))
		}
	}
	if r.Stakes > 1 {
		parts = append(parts, fmt.Sprintf("stakes ×%d", r.Stakes))
	}
	return strings.Join(parts, ", ")
}

func describeMoney(h *ledger.Header) string {
	if h.Money.Start == 0 {
		return ""
	}
	s := fmt.Sprintf(", with %d each", h.Money.Start)
	if len(h.Money.Bills) > 0 {
		bills := make([]string, len(h.Money.Bills))
		for i, b := range h.Money.Bills {
			bills[i] = strconv.Itoa(b)
		}
		s += " in bills of " + words.JoinAnd(bills)
	}
	return s
}
