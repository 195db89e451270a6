package ledgercmd

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

type ledgerNewOptions struct {
	io      *term.IOStreams
	file    string
	game    string
	players string
	money   int
	// rules are the session's rules as their flags give them.
	rules []ruleFlag
	set   func(string) bool
	games cmdutil.Games
}

// ruleFlag is a rule of the session and the value its flag was given.
type ruleFlag struct {
	rule  books.Rule
	value func() string
}

// newLedgerNewCmd is 'ledger new'; runF, when not nil, is run in place of
// the command, given the options its flags set (a test's seam).
func newLedgerNewCmd(ios *term.IOStreams, games cmdutil.Games, runF func(*ledgerNewOptions) error) *cobra.Command {
	opts := &ledgerNewOptions{io: ios, games: games}
	cmd := &cobra.Command{
		Use:   "new FILE --game GAME --players A,B,C,D",
		Short: "Start a ledger for a session",
		Long: paras(`Start a ledger for a session: the game, the players in seat order, the
rules and the starting money. An existing file is never overwritten.

Each player needs a name the table can tell from the others': names that
differ only in case, in spaces, in a look-alike letter of another script
(a Cyrillic А for A) or a wide one (Ａ), or in a character that shows
nothing are one name, and a name mixing Latin with Cyrillic or Greek
letters is refused.`,
			seatOrderHelp(games),
			term.Refill(77, strings.TrimSpace(moneyHelp(games)+" "+rulesHelp(games)))),
		Example: `  dragon ledger new thursday.yaml --game magic --players Ann,Bo,Cy,Di
  dragon ledger new thursday.yaml --game magic --players Ann,Bo,Cy,Di --dealer-rule --ultimate
  dragon ledger new big.yaml --game magic --players Ann,Bo,Cy,Di,Ed,Flo,Gus
  dragon ledger new three.yaml --game magic --players Ann,Bo,Cy --without-suit P
  dragon ledger new nine.yaml --game ninedragons --players Ann,Bo,Cy,Di --minimum 1 --fifth-tile
  dragon ledger new q.yaml --game qmahjongg --players Ann,Bo,Cy
  dragon ledger new dominoes.yaml --game dominoes --players Ann,Bo,Cy,Di --match 10`,
		Args: ledgerFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.file = args[0]
			opts.set = func(name string) bool { return cmd.Flags().Changed(name) }
			if runF != nil {
				return runF(opts)
			}
			return runLedgerNew(opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.game, "game", "", "the `GAME`: "+games.Names()+" (or the command that scores it)")
	f.StringVar(&opts.players, "players", "", "the players in seat order, comma-separated: `A,B,C,D`")
	cmdutil.IntVar(f, &opts.money, "money", 0, moneyFlagHelp(games)).AtLeast(0)
	for _, ru := range books.AllRules() {
		opts.rules = append(opts.rules, ruleFlag{ru, ruleFlagVar(cmd, ru)})
	}
	_ = cmd.RegisterFlagCompletionFunc("game", games.Complete)
	return cmd
}

// ruleFlagVar defines the flag of rule ru on cmd, by the rule's kind, and
// returns what it was given, as typed.
func ruleFlagVar(cmd *cobra.Command, ru books.Rule) func() string {
	f := cmd.Flags()
	switch ru.Kind {
	case books.Switch:
		b := f.Bool(ru.Flag, false, ru.FlagHelp())
		return func() string { return strconv.FormatBool(*b) }
	case books.Number:
		def, _ := strconv.Atoi(ru.Default(&books.Header{}))
		n := new(int)
		cmdutil.IntVar(f, n, ru.Flag, def, ru.FlagHelp()).Within(ru.Min, ru.Max)
		return func() string { return strconv.Itoa(*n) }
	}
	s := f.String(ru.Flag, "", ru.FlagHelp())
	return func() string { return *s }
}

func runLedgerNew(opts *ledgerNewOptions) error {
	h, err := opts.header()
	if err != nil {
		return err
	}
	if err := ledger.Create(opts.file, h); err != nil {
		var ps books.Problems
		if errors.As(err, &ps) && len(ps) > 0 && ps[0].Fix != "" {
			return fmt.Errorf("ledger new: %v (%s)", err, ps[0].Fix)
		}
		return fmt.Errorf("ledger new: %v", err)
	}
	cur, err := ledger.ReadCurrent(opts.file)
	if err != nil {
		return err
	}
	term.Paras(opts.io.Shown(), opts.io.Fit(), "  ",
		fmt.Sprintf("Started %s: %s.", opts.file, cur.Header.Describe()),
		fmt.Sprintf("Players in %s: %s%s.", cur.Header.Game.Order(), strings.Join(cur.Header.Players, ", "), describeMoney(&cur.Header)),
		cmdutil.NextLine(cur.State))
	return nil
}

// header is the ledger's header the flags describe, every flag checked;
// nothing is written.
func (opts *ledgerNewOptions) header() (books.Header, error) {
	if opts.game == "" {
		return books.Header{}, fmt.Errorf("ledger new: say which game with --game: %s", opts.games.Names())
	}
	g, err := opts.games.ParseGame(opts.game)
	if err != nil {
		return books.Header{}, fmt.Errorf("ledger new: --game: %v", err)
	}
	if opts.players == "" {
		return books.Header{}, fmt.Errorf("ledger new: name the players in seat order with --players, e.g. --players Ann,Bo,Cy,Di")
	}
	h := books.Header{Game: g, Players: books.Players(opts.players), Money: g.DefaultMoney()}
	if err := opts.setRules(&h); err != nil {
		return books.Header{}, err
	}
	if opts.set("money") {
		h.Money.Start = opts.money
	}
	return h, nil
}

// setRules sets the session's rules from the flags given, the others to
// their defaults, refusing a flag of a rule the game does not have, or
// whose value the session does not take.
func (opts *ledgerNewOptions) setRules(h *books.Header) error {
	var given []ruleFlag
	for _, rf := range opts.rules {
		if !opts.set(rf.rule.Flag) {
			continue
		}
		if !rf.rule.For(h.Game) {
			names := make([]string, len(rf.rule.Games()))
			for i, x := range rf.rule.Games() {
				names[i] = x.Title()
			}
			return fmt.Errorf("ledger new: --%s is a rule of %s, not of %s", rf.rule.Flag, words.JoinAnd(names), h.Game.Title())
		}
		if err := rf.rule.Set(h, rf.value()); err != nil {
			return fmt.Errorf("ledger new: --%s: %v", rf.rule.Flag, err)
		}
		given = append(given, rf)
	}
	h.DefaultRules()
	for _, rf := range given {
		if err := rf.rule.Check(h); err != nil {
			flag := "--" + rf.rule.Flag
			if rf.rule.Kind != books.Switch {
				flag += " " + rf.value()
			}
			msg := fmt.Sprintf("ledger new: %s: %v", flag, err)
			if c := rf.rule.Choices(h); rf.rule.Kind == books.Choice && !slices.Contains(c, rf.rule.Value(h.Rules)) {
				msg += " (the choices are " + strings.Join(c, ", ") + ")"
			}
			return errors.New(msg)
		}
	}
	return nil
}

// describeSession says what is played: "Magic Dragon, version C, dealer rule".
func describeSession(h *books.Header) string { return h.Describe() }

func describeMoney(h *books.Header) string {
	if h.Money.Start == 0 {
		return ""
	}
	s := fmt.Sprintf(", with %d each", h.Money.Start)
	if len(h.Money.Bills) > 0 {
		s += " in bills of " + words.JoinAnd(bills(h.Money.Bills))
	}
	return s
}
