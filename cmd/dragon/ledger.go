package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/ledger"

	"github.com/dragon-tools/dragon/internal/words"
)

// recomputeHand works a recorded hand out again from its inputs for
// 'ledger check' (the referee's audit): Magic Dragon wins recorded from
// scored hands are settled again with the current rules.
var recomputeHand = ledger.Auditors{ledger.Magic: ledger.Recompute(recomputeMagic)}

func newLedgerCmd(ios *IOStreams) *cobra.Command {
	cmd := &cobra.Command{
		Use: "ledger",
		// A group runs no command of its own: "dragon ledger foo" is an error, not help.
		Args:  cobra.NoArgs,
		RunE:  func(cmd *cobra.Command, args []string) error { return cmd.Help() },
		Short: "Keep a session's play-money ledger: hands, balances, the dealer, settle-up",
		Long: `A ledger is one table's session in a YAML file: the game, the players in
seat order, the rules and stakes, the starting money, and every hand in the
order it was played. Balances, the dealer (banker, East), the game, cycle and
round, and the version in force are worked out from the hands every time.

Hands are only ever added. A mistake is corrected by a new record:
'dragon ledger undo' voids the last hand, an --adjust moves money. The file
can be read and edited by hand; 'dragon ledger check' says what is wrong, at
which line. Every write is atomic and takes the ledger's lock, so two
dragons adding at once never lose a hand, and a file with a problem is never
written.

Games: magic (Magic Dragon), qmahjongg (Q Mahjongg), ninedragons (Nine
Dragons), dominoes (Dancing Dragons), mac (MAC I).`,
		Example: `  dragon ledger new thursday.yaml --game magic --players Ann,Bo,Cy,Di --dealer-rule
  dragon ledger add thursday.yaml --transfer Ann=-6,Bo=+12,Cy=-3,Di=-3
  dragon ledger add thursday.yaml --tie
  dragon ledger show thursday.yaml
  dragon ledger settle thursday.yaml`,
	}
	cmd.AddCommand(
		newLedgerNewCmd(ios),
		newLedgerAddCmd(ios),
		newLedgerShowCmd(ios),
		newLedgerHistoryCmd(ios),
		newLedgerUndoCmd(ios),
		newLedgerSettleCmd(ios),
		newLedgerCheckCmd(ios),
	)
	return cmd
}

// ledgerFile is the Args check of every ledger command: one FILE.
func ledgerFile(cmd *cobra.Command, args []string) error {
	switch {
	case len(args) == 0:
		return fmt.Errorf("%s: give the ledger FILE, e.g. '%s session.yaml'", cmd.CommandPath(), cmd.CommandPath())
	case len(args) > 1:
		return fmt.Errorf("%s: one ledger FILE at a time; got %s", cmd.CommandPath(), strings.Join(args, " "))
	}
	return nil
}

// ledgerError says what became of the file when a ledger command fails:
// a ledger with a problem is refused as it is (check lists every problem),
// and a record with a problem is not written.
func ledgerError(file string, err error) error {
	var ps ledger.Problems
	if !errors.As(err, &ps) || len(ps) == 0 {
		return err
	}
	if ps[0].File != "" {
		return fmt.Errorf("%v; the ledger was left as it is ('dragon ledger check %s' lists every problem and its fix)", err, file)
	}
	return fmt.Errorf("%v; nothing was written", err)
}

// ---- ledger new ----

type ledgerNewOptions struct {
	io         *IOStreams
	file       string
	game       string
	players    string
	dealerRule bool
	version    string
	ultimate   bool
	money      int
	stakes     int
	match      int
	set        func(string) bool
}

func newLedgerNewCmd(ios *IOStreams) *cobra.Command {
	opts := &ledgerNewOptions{io: ios}
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
(--money changes the amount); the other games keep net results from 0.`,
		Example: `  dragon ledger new thursday.yaml --game magic --players Ann,Bo,Cy,Di
  dragon ledger new thursday.yaml --game magic --players Ann,Bo,Cy,Di --dealer-rule --ultimate
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
	f.StringVar(&opts.game, "game", "", "the `GAME`: magic, qmahjongg, ninedragons, dominoes or mac")
	f.StringVar(&opts.players, "players", "", "the players in seat order, comma-separated: `A,B,C,D`")
	f.BoolVar(&opts.dealerRule, "dealer-rule", false, "Magic Dragon's special dealer rule: the dealer keeps the deal after his win or a tie, at double rate")
	f.StringVar(&opts.version, "version", "", "the Magic Dragon `VERSION` played, A to G (default C)")
	f.BoolVar(&opts.ultimate, "ultimate", false, "Magic Dragon's ultimate cycles: one cycle each of versions C, D, E, F")
	f.IntVar(&opts.money, "money", 0, "each player's starting `MONEY` (Magic Dragon: 80)")
	f.IntVar(&opts.stakes, "stakes", 1, "multiply every payment by `N` (Magic Dragon: dollars per point)")
	f.IntVar(&opts.match, "match", 0, "Dancing Dragons and MAC I: the `N` hands or games the match lasts")
	return cmd
}

func runLedgerNew(opts *ledgerNewOptions) error {
	if opts.game == "" {
		return fmt.Errorf("ledger new: say which game with --game: magic, qmahjongg, ninedragons, dominoes or mac")
	}
	g, err := ledger.ParseGame(strings.ToLower(opts.game))
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
	if opts.stakes < 1 {
		return fmt.Errorf("ledger new: --stakes %d: the stakes multiply every payment, so they are 1 or more", opts.stakes)
	}
	if opts.match < 0 {
		return fmt.Errorf("ledger new: --match %d: give the number of hands the match lasts, or leave it out", opts.match)
	}
	if opts.set("money") {
		if opts.money < 0 {
			return fmt.Errorf("ledger new: --money %d: the starting money is 0 or more", opts.money)
		}
		h.Money.Start = opts.money
	}
	h.Rules = ledger.Rules{Version: strings.ToUpper(opts.version), Ultimate: opts.ultimate, DealerRule: opts.dealerRule, Stakes: opts.stakes, MatchLength: opts.match}
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
	fmt.Fprintf(w, "Players in seat order: %s%s.\n", strings.Join(cur.Header.Players, ", "), describeMoney(&cur.Header))
	fmt.Fprintln(w, nextLine(cur.State))
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
	case ledger.Dominoes, ledger.MAC:
		if r.MatchLength > 0 {
			unit := "hands"
			if h.Game == ledger.MAC {
				unit = "games"
			}
			parts = append(parts, fmt.Sprintf("a match of %d %s", r.MatchLength, unit))
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

// nextLine says what comes next: who deals which game.
func nextLine(st ledger.State) string {
	h := st.Header
	if st.Over != "" {
		return capitalize(st.Over) + "; 'dragon ledger settle' squares the money."
	}
	switch h.Game {
	case ledger.Magic:
		return fmt.Sprintf("Next: game %d, cycle %d, version %s: %s deals.", st.Game, st.Cycle, st.Version, st.Dealer)
	case ledger.QMahjongg:
		return fmt.Sprintf("Next: hand %d, %s round%s: %s is the banker (East).", st.Played+1, st.Round, gameSuffix(st), st.Dealer)
	case ledger.NineDragons:
		return fmt.Sprintf("Next: hand %d, %s round%s: %s is East.", st.Played+1, st.Round, gameSuffix(st), st.Dealer)
	case ledger.Dominoes:
		return fmt.Sprintf("Next: hand %d%s: %s leads.", st.Game, ofMatch(st), st.Dealer)
	}
	return fmt.Sprintf("Next: game %d%s.", st.Game, ofMatch(st))
}

func gameSuffix(st ledger.State) string {
	if st.Game > 1 {
		return fmt.Sprintf(" of game %d", st.Game)
	}
	return ""
}

func ofMatch(st ledger.State) string {
	if l := st.Header.Rules.MatchLength; l > 0 {
		return fmt.Sprintf(" of %d", l)
	}
	return ""
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// ---- ledger add ----

type ledgerAddOptions struct {
	io        *IOStreams
	file      string
	tie       bool
	dead      bool
	adjust    bool
	penalty   string
	transfer  string
	scores    string
	winner    string
	note      string
	at        string
	jsonOut   bool
	transfers map[string]int
}

func newLedgerAddCmd(ios *IOStreams) *cobra.Command {
	opts := &ledgerAddOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "add FILE (--transfer A=+N,B=-N | --tie | --dead | --scores A=N,… | --adjust … | --penalty NAME …)",
		Short: "Record a hand: a win with its transfers, a tie, a dead hand, an adjustment",
		Long: `Record what happened in a hand, as the next record of the ledger.

  --transfer A=+N,B=-N,…   a won hand and the money it moved (+ gained, - paid);
                           the amounts add up to 0. The winner is the one player
                           who gains, or --winner NAME.
  --tie                    Magic Dragon: the stock ran down to 12 tiles.
  --dead                   Q Mahjongg's Wongg, Nine Dragons' dead hand: nobody won.
  --scores A=N,B=N,…       Dancing Dragons, MAC I: everybody's score for the hand.
  --adjust --transfer …    move money without a hand (a correction, a loan).
  --penalty NAME --transfer …  NAME pays for a breach (a false declaration).

The dealer (banker, East) the hand was played under is written into the
record. The ledger is read and checked first: a file with a problem, or a
record that does not add up, is refused and nothing is written.`,
		Example: `  dragon ledger add thursday.yaml --transfer Ann=-6,Bo=+12,Cy=-3,Di=-3
  dragon ledger add thursday.yaml --tie --note 'stock ran out'
  dragon ledger add thursday.yaml --adjust --transfer Bo=-2,Cy=+2 --note 'hand 4 paid wrong'
  dragon ledger add q.yaml --dead
  dragon ledger add dominoes.yaml --scores Ann=12,Bo=0,Cy=30,Di=8`,
		Args: ledgerFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.file = args[0]
			return runLedgerAdd(opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.transfer, "transfer", "", "the money each player gained or paid: `A=+N,B=-N,…`")
	f.BoolVar(&opts.tie, "tie", false, "Magic Dragon: a game that ran out of tiles")
	f.BoolVar(&opts.dead, "dead", false, "a hand nobody won (Q Mahjongg's Wongg, Nine Dragons)")
	f.StringVar(&opts.scores, "scores", "", "Dancing Dragons, MAC I: everybody's score, `A=N,B=N,…`")
	f.BoolVar(&opts.adjust, "adjust", false, "an adjustment: move money (or totals) without a hand")
	f.StringVar(&opts.penalty, "penalty", "", "a penalty paid by `NAME` (with --transfer)")
	f.StringVar(&opts.winner, "winner", "", "the winner, when more than one player gains")
	f.StringVar(&opts.note, "note", "", "a note kept with the record")
	f.StringVar(&opts.at, "at", "", "when it was played, e.g. '2026-03-14 20:05' (default: now)")
	f.BoolVar(&opts.jsonOut, "json", false, "print the record and the state after it as JSON")
	return cmd
}

// kind works out which record the flags describe.
func (o *ledgerAddOptions) kind() (ledger.Kind, error) {
	var chosen []string
	if o.tie {
		chosen = append(chosen, "--tie")
	}
	if o.dead {
		chosen = append(chosen, "--dead")
	}
	if o.adjust {
		chosen = append(chosen, "--adjust")
	}
	if o.penalty != "" {
		chosen = append(chosen, "--penalty")
	}
	if len(chosen) > 1 {
		return "", fmt.Errorf("ledger add: %s record different things; give one", strings.Join(chosen, " and "))
	}
	switch {
	case o.tie || o.dead:
		if o.transfer != "" || o.scores != "" || o.winner != "" {
			return "", fmt.Errorf("ledger add: %s moves no money; leave out --transfer, --scores and --winner (record a payment with --adjust)", chosen[0])
		}
		if o.tie {
			return ledger.Tie, nil
		}
		return ledger.Dead, nil
	case o.adjust:
		if o.transfer == "" && o.scores == "" {
			return "", errors.New("ledger add: --adjust needs what it moves: --transfer A=+N,B=-N (or --scores for totals)")
		}
		if o.winner != "" {
			return "", errors.New("ledger add: an adjustment has no winner; leave out --winner")
		}
		return ledger.Adjustment, nil
	case o.penalty != "":
		if o.transfer == "" {
			return "", fmt.Errorf("ledger add: --penalty %s needs the money it moves: --transfer %s=-N,…", o.penalty, o.penalty)
		}
		return ledger.Penalty, nil
	case o.transfer != "" || o.scores != "":
		return ledger.Win, nil
	}
	return "", errors.New("ledger add: say what happened: --transfer A=+N,B=-N for a win, --tie, --dead, --scores, --adjust or --penalty (see 'dragon ledger add --help')")
}

func runLedgerAdd(opts *ledgerAddOptions) error {
	kind, err := opts.kind()
	if err != nil {
		return err
	}
	at, err := parseAt(opts.at)
	if err != nil {
		return err
	}
	a, err := ledger.Append(opts.file, func(st ledger.State) (*ledger.HandRecord, error) {
		return opts.record(st, kind, at)
	})
	if err != nil {
		return ledgerError(opts.file, err)
	}
	for _, w := range a.Warnings {
		fmt.Fprintf(opts.io.ErrOut, "dragon: %v\n", w)
	}
	if opts.jsonOut {
		return writeJSON(opts.io.Out, map[string]any{"record": recordJSON(a.Record), "state": stateJSON(opts.file, a.After, nil)})
	}
	w := opts.io.Out
	fmt.Fprintf(w, "Recorded hand %d: %s.\n", a.Record.Number, describeRecord(a.Record, a.After.Header))
	fmt.Fprintln(w, nextLine(a.After))
	return nil
}

// record builds the record the flags describe, in state st.
func (o *ledgerAddOptions) record(st ledger.State, kind ledger.Kind, at time.Time) (*ledger.HandRecord, error) {
	h := st.Header
	g := h.Game
	r := &ledger.HandRecord{Kind: kind, At: at, Note: o.note}
	var err error
	if o.transfer != "" {
		if r.Transfers, err = parseAmounts(h, "--transfer", o.transfer, true); err != nil {
			return nil, err
		}
	}
	if o.scores != "" {
		if !g.Totals() {
			return nil, fmt.Errorf("ledger add: --scores are kept for Dancing Dragons and MAC I; a %s hand is recorded with --transfer", g.Title())
		}
		if r.Scores, err = parseAmounts(h, "--scores", o.scores, false); err != nil {
			return nil, err
		}
	}
	switch kind {
	case ledger.Tie:
		if g != ledger.Magic {
			return nil, fmt.Errorf("ledger add: --tie is Magic Dragon's; a %s hand nobody wins is --dead", g.Title())
		}
	case ledger.Dead:
		if g == ledger.Magic {
			return nil, errors.New("ledger add: a Magic Dragon game that runs out of tiles is a --tie")
		}
		if g.Totals() {
			return nil, fmt.Errorf("ledger add: every %s hand has scores: --scores A=N,B=N,…", g.Title())
		}
	case ledger.Penalty:
		name, err := playerName(h, "--penalty", o.penalty)
		if err != nil {
			return nil, err
		}
		if r.Transfers[name] >= 0 {
			return nil, fmt.Errorf("ledger add: %s pays the penalty, so his amount must be below 0, e.g. --transfer %s=-N,…", name, name)
		}
		r.Inputs = &ledger.Inputs{Offender: name}
	case ledger.Win:
		if g.Totals() {
			if r.Scores == nil {
				return nil, fmt.Errorf("ledger add: a %s hand records everybody's --scores A=N,B=N,… (money alone is an --adjust)", g.Title())
			}
			if o.winner != "" {
				return nil, fmt.Errorf("ledger add: the %s winner follows from the scores; leave out --winner", g.Title())
			}
			break
		}
		if r.Transfers == nil {
			return nil, errors.New("ledger add: a win records the money it moved: --transfer A=+N,B=-N")
		}
		winner, err := o.winnerOf(h, r.Transfers)
		if err != nil {
			return nil, err
		}
		r.Inputs = &ledger.Inputs{Winner: winner}
	}
	return r, nil
}

// winnerOf is --winner, or the one player who gains.
func (o *ledgerAddOptions) winnerOf(h *ledger.Header, t map[string]int) (string, error) {
	if o.winner != "" {
		return playerName(h, "--winner", o.winner)
	}
	var gainers []string
	for _, p := range h.Players {
		if t[p] > 0 {
			gainers = append(gainers, p)
		}
	}
	if len(gainers) == 1 {
		return gainers[0], nil
	}
	if len(gainers) == 0 {
		return "", errors.New("ledger add: nobody gains in --transfer; name the winner with --winner, or record it with --adjust")
	}
	return "", fmt.Errorf("ledger add: %s gain; say who won with --winner", words.JoinAnd(gainers))
}

// playerName finds a player by name, in any case.
func playerName(h *ledger.Header, flag, s string) (string, error) {
	s = strings.TrimSpace(s)
	for _, p := range h.Players {
		if strings.EqualFold(p, s) {
			return p, nil
		}
	}
	return "", fmt.Errorf("ledger add: %s %s: %q is not a player; the players are %s", flag, s, s, strings.Join(h.Players, ", "))
}

// parseAmounts reads "Ann=+12,Bo=-12".
func parseAmounts(h *ledger.Header, flag, s string, signed bool) (map[string]int, error) {
	out := map[string]int{}
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		name, v, ok := strings.Cut(part, "=")
		if !ok {
			example := "Ann=+12"
			if !signed {
				example = "Ann=12"
			}
			return nil, fmt.Errorf("ledger add: %s: %q should be NAME=AMOUNT, like %s", flag, part, example)
		}
		p, err := playerName(h, flag, name)
		if err != nil {
			return nil, err
		}
		if _, dup := out[p]; dup {
			return nil, fmt.Errorf("ledger add: %s names %s twice", flag, p)
		}
		n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(v), "+"))
		if err != nil || strings.HasPrefix(strings.TrimPrefix(strings.TrimSpace(v), "+"), "+") {
			return nil, fmt.Errorf("ledger add: %s: %s=%s: the amount should be a whole number such as +12 or -4", flag, name, v)
		}
		if n > 1_000_000_000 || n < -1_000_000_000 {
			return nil, fmt.Errorf("ledger add: %s: %s=%s is more than this program keeps count of", flag, name, v)
		}
		out[p] = n
	}
	return out, nil
}

// describeRecord says what a record is: "win by Bo (Ann -6, Bo +12, …)".
func describeRecord(r *ledger.HandRecord, h *ledger.Header) string {
	var s string
	switch r.Kind {
	case ledger.Win:
		if h.Game.Totals() {
			s = "scores"
		} else {
			s = "win by " + r.Inputs.Winner
		}
	case ledger.Penalty:
		s = "penalty"
		if r.Inputs != nil && r.Inputs.Offender != "" {
			s += " paid by " + r.Inputs.Offender
		}
	case ledger.Void:
		s = fmt.Sprintf("void of hand %d", r.Voids)
	default:
		s = string(r.Kind)
	}
	if len(r.Scores) > 0 {
		s += " " + amountsText(h, r.Scores, false)
	}
	if len(r.Transfers) > 0 {
		s += " " + amountsText(h, r.Transfers, true)
	}
	return s
}

// amountsText writes amounts in seat order: "(Ann -6, Bo +12)".
func amountsText(h *ledger.Header, m map[string]int, signed bool) string {
	var parts []string
	for _, p := range h.Players {
		if v, ok := m[p]; ok {
			if signed {
				parts = append(parts, fmt.Sprintf("%s %+d", p, v))
			} else {
				parts = append(parts, fmt.Sprintf("%s %d", p, v))
			}
		}
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// ---- ledger undo ----

type ledgerUndoOptions struct {
	io      *IOStreams
	file    string
	note    string
	at      string
	jsonOut bool
}

func newLedgerUndoCmd(ios *IOStreams) *cobra.Command {
	opts := &ledgerUndoOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "undo FILE",
		Short: "Void the last hand: its money and its effect on the dealer",
		Long: `Void the last hand not yet voided, by adding a void record: history is never
rewritten. The hand's money goes back and the dealer (banker, East), game and
cycle are what they were before it. Undo again to void the hand before.`,
		Example: `  dragon ledger undo thursday.yaml
  dragon ledger undo thursday.yaml --note 'Bo had 15 tiles'`,
		Args: ledgerFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.file = args[0]
			return runLedgerUndo(opts)
		},
	}
	cmd.Flags().StringVar(&opts.note, "note", "", "why the hand is voided")
	cmd.Flags().StringVar(&opts.at, "at", "", "when, e.g. '2026-03-14 20:05' (default: now)")
	cmd.Flags().BoolVar(&opts.jsonOut, "json", false, "print the void and the state after it as JSON")
	return cmd
}

func runLedgerUndo(opts *ledgerUndoOptions) error {
	at, err := parseAt(opts.at)
	if err != nil {
		return err
	}
	a, err := ledger.Undo(opts.file, at, opts.note)
	if err != nil {
		return ledgerError(opts.file, err)
	}
	if opts.jsonOut {
		return writeJSON(opts.io.Out, map[string]any{"record": recordJSON(a.Record), "voided": recordJSON(a.Voided), "state": stateJSON(opts.file, a.After, nil)})
	}
	h := a.After.Header
	fmt.Fprintf(opts.io.Out, "Hand %d voids hand %d: %s.\n", a.Record.Number, a.Voided.Number, describeRecord(a.Voided, h))
	fmt.Fprintln(opts.io.Out, nextLine(a.After))
	return nil
}

// ---- ledger show ----

type ledgerReadOptions struct {
	io      *IOStreams
	file    string
	jsonOut bool
}

func newLedgerShowCmd(ios *IOStreams) *cobra.Command {
	opts := &ledgerReadOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "show FILE",
		Short: "Show where the session stands: balances, standings, who deals next",
		Long: `Show where the session stands: each player's money and the standings, who
deals next (the banker, East, the leader), the game and cycle or round, and
the Magic Dragon version in force. Everything is worked out from the hands.`,
		Example: `  dragon ledger show thursday.yaml
  dragon ledger show thursday.yaml --json`,
		Args: ledgerFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.file = args[0]
			return runLedgerShow(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.jsonOut, "json", false, "print as JSON: balances, dealer, standings, …")
	return cmd
}

func runLedgerShow(opts *ledgerReadOptions) error {
	cur, err := ledger.ReadCurrent(opts.file)
	if err != nil {
		return ledgerError(opts.file, err)
	}
	st := cur.State
	if opts.jsonOut {
		return writeJSON(opts.io.Out, stateJSON(opts.file, st, cur.Warnings))
	}
	h := &cur.Header
	w := opts.io.Out
	fmt.Fprintf(w, "%s: %s\n", opts.file, describeSession(h))
	fmt.Fprintln(w, progressLine(st))
	fmt.Fprintln(w, nextLine(st))
	fmt.Fprintln(w)
	winds := st.SeatWinds()
	money := !h.Game.Totals() || h.Money.Start > 0 || anyMoney(st)
	t := &table{align: "rl"}
	head := []string{"", "player"}
	if winds != nil {
		head = append(head, "seat")
		t.align += "l"
	}
	if h.Game.Totals() {
		head = append(head, "total")
		t.align += "r"
	}
	if money {
		head = append(head, "money")
		t.align += "r"
		if h.Money.Start > 0 {
			head = append(head, "net")
			t.align += "r"
		}
	}
	t.row(head...)
	for _, s := range st.Standings() {
		cells := []string{fmt.Sprintf("%d.", s.Place), s.Player}
		if winds != nil {
			cells = append(cells, winds[s.Player])
		}
		if h.Game.Totals() {
			cells = append(cells, strconv.Itoa(s.Total))
		}
		if money {
			cells = append(cells, strconv.Itoa(s.Balance))
			if h.Money.Start > 0 {
				cells = append(cells, fmt.Sprintf("%+d", s.Net))
			}
		}
		t.row(cells...)
	}
	t.print(w)
	for _, p := range cur.Warnings {
		fmt.Fprintf(opts.io.ErrOut, "dragon: %v\n", p)
	}
	return nil
}

func anyMoney(st ledger.State) bool {
	for _, v := range st.Balances {
		if v != st.Header.Money.Start {
			return true
		}
	}
	return false
}

// progressLine says how far the session has come.
func progressLine(st ledger.State) string {
	h := st.Header
	records := words.Plural(st.Records, "record")
	switch h.Game {
	case ledger.Magic:
		cycles := words.Plural(st.Cycles, "cycle") + " complete"
		if st.Cycles == 0 {
			cycles = "no cycle complete yet"
		}
		return fmt.Sprintf("%s played, %s (%s).", words.Plural(st.Played, "game"), cycles, records)
	case ledger.Dominoes, ledger.MAC:
		unit := "hand"
		if h.Game == ledger.MAC {
			unit = "game"
		}
		s := fmt.Sprintf("%s played (%s).", words.Plural(st.Played, unit), records)
		if st.Played > 0 {
			verb := "is ahead"
			if strings.Contains(st.Leaders(), " and ") {
				verb = "are ahead"
			}
			if st.Over != "" {
				verb = "wins the match"
				if strings.Contains(st.Leaders(), " and ") {
					verb = "share the match"
				}
			}
			rule := "highest"
			if h.Game.LowestWins() {
				rule = "lowest"
			}
			s += fmt.Sprintf(" %s %s (%s total wins).", st.Leaders(), verb, rule)
		}
		return s
	}
	return fmt.Sprintf("%s played (%s).", words.Plural(st.Played, "hand"), records)
}

// stateJSON is the state as 'ledger show --json' prints it.
func stateJSON(file string, st ledger.State, warnings ledger.Problems) map[string]any {
	h := st.Header
	m := map[string]any{
		"file":      file,
		"game":      string(h.Game),
		"title":     h.Game.Title(),
		"players":   h.Players,
		"balances":  st.Balances,
		"dealer":    st.Dealer,
		"role":      h.Game.Role(),
		"played":    st.Played,
		"records":   st.Records,
		"standings": st.Standings(),
		"rules": map[string]any{
			"version": h.Rules.Version, "ultimate": h.Rules.Ultimate, "dealer_rule": h.Rules.DealerRule,
			"stakes": h.Rules.Stakes, "match_length": h.Rules.MatchLength,
		},
		"money": map[string]any{"start": h.Money.Start, "bills": h.Money.Bills},
	}
	switch h.Game {
	case ledger.Magic:
		m["game_number"] = st.Game
		m["cycle"] = st.Cycle
		m["cycles_completed"] = st.Cycles
		m["version"] = st.Version
	case ledger.QMahjongg, ledger.NineDragons:
		m["game_number"] = st.Game
		m["round"] = st.Round
		m["round_number"] = st.RoundNumber
		m["seat_winds"] = st.SeatWinds()
	default:
		m["game_number"] = st.Game
		m["totals"] = st.Totals
		if st.Played > 0 {
			m["leaders"] = strings.Split(st.Leaders(), " and ")
		}
	}
	if st.Over != "" {
		m["over"] = st.Over
	}
	if st.Undoable > 0 {
		m["undoable"] = st.Undoable
	}
	if len(warnings) > 0 {
		m["warnings"] = warnings
	}
	return m
}

// ---- ledger history ----

func newLedgerHistoryCmd(ios *IOStreams) *cobra.Command {
	opts := &ledgerReadOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "history FILE",
		Short: "List the hands one by one, with the running balances",
		Long: `List every record in order: when, the game (or hand) and who dealt it, what
happened, and each player's money after it, with what the record changed in
brackets. A voided hand is marked with the void that cancelled it.`,
		Example: `  dragon ledger history thursday.yaml
  dragon ledger history thursday.yaml --json`,
		Args: ledgerFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.file = args[0]
			return runLedgerHistory(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.jsonOut, "json", false, "print every record with the state before and after it as JSON")
	return cmd
}

func runLedgerHistory(opts *ledgerReadOptions) error {
	l, err := ledger.Load(opts.file)
	if err != nil {
		return ledgerError(opts.file, err)
	}
	h := &l.Header
	steps := l.Steps()
	if opts.jsonOut {
		var out []map[string]any
		for _, s := range steps {
			e := recordJSON(s.Record)
			e["before"] = map[string]any{"dealer": s.Before.Dealer, "game_number": s.Before.Game, "cycle": s.Before.Cycle, "version": s.Before.Version, "round": s.Before.Round}
			e["balances"] = s.After.Balances
			if s.After.Totals != nil {
				e["totals"] = s.After.Totals
			}
			if s.VoidedBy != 0 {
				e["voided_by"] = s.VoidedBy
			}
			out = append(out, e)
		}
		if out == nil {
			out = []map[string]any{}
		}
		return writeJSON(opts.io.Out, map[string]any{"file": opts.file, "game": string(h.Game), "players": h.Players, "history": out})
	}
	w := opts.io.Out
	fmt.Fprintf(w, "%s: %s\n", opts.file, describeSession(h))
	if len(steps) == 0 {
		fmt.Fprintln(w, "No hands yet.")
		return nil
	}
	t := &table{align: "rllll" + strings.Repeat("r", len(h.Players))}
	head := []string{"#", "when"}
	head = append(head, historyPlayHead(h)...)
	head = append(head, "what")
	t.row(append(head, h.Players...)...)
	section := ""
	for _, s := range steps {
		r := s.Record
		if sec := historySection(h, s); sec != "" && sec != section {
			t.line("-- %s", sec)
			section = sec
		}
		cells := []string{strconv.Itoa(r.Number), r.At.Format("2006-01-02 15:04")}
		cells = append(cells, historyPlay(h, s)...)
		cells = append(cells, historyWhat(h, s))
		for _, p := range h.Players {
			v := s.After.Balances[p]
			d := v - s.Before.Balances[p]
			if h.Game.Totals() {
				v = s.After.Totals[p]
				d = v - s.Before.Totals[p]
			}
			cell := strconv.Itoa(v)
			if d != 0 {
				cell = fmt.Sprintf("(%+d) %d", d, v)
			}
			cells = append(cells, cell)
		}
		t.row(cells...)
		if r.Note != "" {
			t.line("   note: %s", r.Note)
		}
	}
	t.print(w)
	if h.Game.Totals() && (h.Money.Start > 0 || anyMoney(l.State())) {
		fmt.Fprintf(w, "Money: %s\n", amountsText(h, l.State().Balances, false))
	}
	return nil
}

func historyPlayHead(h *ledger.Header) []string {
	switch h.Game {
	case ledger.Magic:
		return []string{"game", "dealer"}
	case ledger.QMahjongg:
		return []string{"hand", "banker"}
	case ledger.NineDragons:
		return []string{"hand", "East"}
	case ledger.Dominoes:
		return []string{"hand", "leads"}
	}
	return []string{"game", ""}
}

// historyPlay is the game (hand) a record was played in and its dealer;
// blank for records that are not hands.
func historyPlay(h *ledger.Header, s ledger.Step) []string {
	if !isHand(h, s.Record.Kind) {
		return []string{"", ""}
	}
	b := s.Before
	return []string{strconv.Itoa(b.Played + 1), b.Dealer}
}

func isHand(h *ledger.Header, k ledger.Kind) bool {
	switch k {
	case ledger.Win:
		return true
	case ledger.Tie:
		return h.Game == ledger.Magic
	case ledger.Dead:
		return h.Game == ledger.QMahjongg || h.Game == ledger.NineDragons
	}
	return false
}

// historySection heads the hands of each cycle (Magic Dragon) or round.
func historySection(h *ledger.Header, s ledger.Step) string {
	if !isHand(h, s.Record.Kind) {
		return ""
	}
	b := s.Before
	switch h.Game {
	case ledger.Magic:
		return fmt.Sprintf("cycle %d, version %s", b.Cycle, b.Version)
	case ledger.QMahjongg, ledger.NineDragons:
		if b.Game > 1 {
			return fmt.Sprintf("game %d, %s round", b.Game, b.Round)
		}
		return b.Round + " round"
	}
	return ""
}

// historyWhat says what happened in a step.
func historyWhat(h *ledger.Header, s ledger.Step) string {
	r := s.Record
	var what string
	switch r.Kind {
	case ledger.Win:
		if h.Game.Totals() {
			what = "scores"
		} else {
			what = r.Inputs.Winner + " wins"
			if r.Inputs.SelfDrawn {
				what += ", self-drawn"
			} else if r.Inputs.DiscardBy != "" {
				what += ", " + r.Inputs.DiscardBy + " discarded"
			}
		}
	case ledger.Dead:
		what = "dead hand"
		if h.Game == ledger.QMahjongg {
			what = "Wongg (dead)"
		}
	case ledger.Penalty:
		what = "penalty"
		if r.Inputs != nil && r.Inputs.Offender != "" {
			what += ": " + r.Inputs.Offender
		}
	case ledger.Void:
		what = fmt.Sprintf("void of hand %d", r.Voids)
	default:
		what = string(r.Kind)
	}
	if s.VoidedBy != 0 {
		what += fmt.Sprintf(" [voided by %d]", s.VoidedBy)
	}
	return what
}

// recordJSON is a record as the --json outputs print it.
func recordJSON(r *ledger.HandRecord) map[string]any {
	if r == nil {
		return nil
	}
	m := map[string]any{"number": r.Number, "at": ledger.FormatTime(r.At), "kind": string(r.Kind)}
	if r.Line > 0 {
		m["line"] = r.Line
	}
	if in := r.Inputs; in != nil {
		i := map[string]any{}
		set := func(k, v string) {
			if v != "" {
				i[k] = v
			}
		}
		set("winner", in.Winner)
		set("hand", in.Hand)
		set("discard_by", in.DiscardBy)
		set("dealer", in.Dealer)
		set("offender", in.Offender)
		if in.SelfDrawn {
			i["self_drawn"] = true
		}
		if in.AllNatural {
			i["all_natural"] = true
		}
		if len(in.Losers) > 0 {
			ls := map[string]string{}
			for _, l := range in.Losers {
				ls[l.Name] = l.Hand
			}
			i["losers"] = ls
		}
		m["inputs"] = i
	}
	if r.Transfers != nil {
		m["transfers"] = r.Transfers
	}
	if r.Scores != nil {
		m["scores"] = r.Scores
	}
	if r.Voids != 0 {
		m["voids"] = r.Voids
	}
	if r.Note != "" {
		m["note"] = r.Note
	}
	return m
}

// ---- ledger settle ----

func newLedgerSettleCmd(ios *IOStreams) *cobra.Command {
	opts := &ledgerReadOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "settle FILE",
		Short: "Who pays whom to square the session, in the fewest payments",
		Long: `Work out the settle-up: every player who ends below his starting money pays,
every player above is paid, in the fewest payments (never more than one less
than the players who are not square). With Magic Dragon's play money each
payment is also given in the fewest 10, 5 and 1 dollar bills.`,
		Example: `  dragon ledger settle thursday.yaml
  dragon ledger settle thursday.yaml --json`,
		Args: ledgerFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.file = args[0]
			return runLedgerSettle(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.jsonOut, "json", false, "print the payments as JSON")
	return cmd
}

func runLedgerSettle(opts *ledgerReadOptions) error {
	cur, err := ledger.ReadCurrent(opts.file)
	if err != nil {
		return ledgerError(opts.file, err)
	}
	st := cur.State
	h := &cur.Header
	pays := ledger.Settle(st)
	if opts.jsonOut {
		net := map[string]int{}
		for _, p := range h.Players {
			net[p] = st.Balances[p] - h.Money.Start
		}
		if pays == nil {
			pays = []ledger.Payment{}
		}
		return writeJSON(opts.io.Out, map[string]any{"file": opts.file, "net": net, "payments": pays})
	}
	w := opts.io.Out
	if len(pays) == 0 {
		fmt.Fprintf(w, "Settle-up of %s after %s: everyone is square, nothing to pay.\n", opts.file, words.Plural(st.Records, "record"))
	} else {
		var nets []string
		for _, s := range st.Standings() {
			nets = append(nets, fmt.Sprintf("%s %+d", s.Player, s.Net))
		}
		fmt.Fprintf(w, "Settle-up of %s after %s: %s.\n", opts.file, words.Plural(st.Records, "record"), strings.Join(nets, ", "))
	}
	t := &table{align: "lrl"}
	for _, p := range pays {
		cells := []string{"  " + p.From + " pays " + p.To, strconv.Itoa(p.Amount)}
		if len(p.Bills) > 0 {
			bills := make([]string, len(p.Bills))
			for i, b := range p.Bills {
				bills[i] = strconv.Itoa(b)
			}
			cells = append(cells, "in bills of "+strings.Join(bills, " "))
		}
		t.row(cells...)
	}
	t.print(w)
	if len(pays) > 0 {
		verb := "square"
		if len(pays) == 1 {
			verb = "squares"
		}
		fmt.Fprintf(w, "%s %s the table.\n", capitalize(words.Plural(len(pays), "payment")), verb)
	}
	if h.Game.Totals() && st.Played > 0 {
		fmt.Fprintln(w, progressLine(st))
	}
	return nil
}

// ---- ledger check ----

func newLedgerCheckCmd(ios *IOStreams) *cobra.Command {
	opts := &ledgerReadOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "check FILE",
		Short: "Check a ledger: silent when sound, else every problem at its line",
		Long: `Read the whole ledger and check it: the YAML and every field, the players'
names, that each hand's transfers add up to zero, the dealer (banker, East)
written in each hand against the rotation, voids, hands after the session's
end, and money going below zero. When a way to score the hands is wired in,
every hand is also recomputed from its inputs and compared with its
transfers (the referee's audit).

Prints nothing and exits 0 when the ledger is sound. Otherwise prints each
problem as FILE:LINE: what is wrong, the line as it stands, and a fix, and
exits 1.`,
		Example: `  dragon ledger check thursday.yaml
  dragon ledger check thursday.yaml --json`,
		Args: ledgerFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.file = args[0]
			return runLedgerCheck(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.jsonOut, "json", false, "print the problems as JSON")
	return cmd
}

func runLedgerCheck(opts *ledgerReadOptions) error {
	ps, err := ledger.Check(opts.file, recomputeHand)
	if err != nil {
		return err
	}
	if opts.jsonOut {
		if ps == nil {
			ps = ledger.Problems{}
		}
		if err := writeJSON(opts.io.Out, map[string]any{"file": opts.file, "problems": ps}); err != nil {
			return err
		}
	} else {
		printProblems(opts.io.Out, ps)
	}
	if len(ps) > 0 {
		return fmt.Errorf("%s: %s", opts.file, words.Plural(len(ps), "problem"))
	}
	return nil
}

// printProblems prints each problem, its line and its fix.
func printProblems(w io.Writer, ps ledger.Problems) {
	for _, p := range ps {
		fmt.Fprintln(w, p.Error())
		if p.Quote != "" {
			fmt.Fprintf(w, "  %4d | %s\n", p.Line, p.Quote)
		}
		if p.Fix != "" {
			fmt.Fprintf(w, "  fix: %s\n", p.Fix)
		}
	}
}

// parseAt reads --at, when a hand was played; "" is now (the zero time,
// which the ledger fills in).
func parseAt(s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	t, ok := ledger.ParseTime(s)
	if !ok {
		return time.Time{}, fmt.Errorf("--at %q is not a date and time; write it as 2026-03-14 20:05 or 2026-03-14T20:05:00+01:00", s)
	}
	return t, nil
}
