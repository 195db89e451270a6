package ledgercmd

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/internal/yamlfile"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

type ledgerAddOptions struct {
	io       *term.IOStreams
	file     string
	tie      bool
	dead     bool
	adjust   bool
	penalty  string
	transfer string
	scores   string
	winner   string
	note     string
	at       cmdutil.At
	jsonOut  bool
	noNext   bool
	// kind is the record the flags describe.
	kind books.Kind
}

// newLedgerAddCmd is 'ledger add', its help saying the records of the
// games of the list; runF, when not nil, is run in place of the command.
func newLedgerAddCmd(ios *term.IOStreams, games cmdutil.Games, runF func(*ledgerAddOptions) error) *cobra.Command {
	opts := &ledgerAddOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "add FILE (--transfer A=+N,B=-N | --tie | --dead | --scores A=N,… | --adjust … | --penalty NAME …)",
		Short: "Record a hand: a win with its transfers, a tie, a dead hand, an adjustment",
		Long: paras("Record what happened in a hand, as the next record of the ledger.", recordHelp(games),
			term.Refill(77, writtenHelp(games)+` records are kept in the order played, so a time before the record
above is refused, and so is one more than 5 minutes after now (a hand is
recorded once played). The ledger is read and checked first: a file with an
error, a read-only file, or a record that does not add up or whose winner is
not paid, is refused and nothing is written.`)),
		Example: `  dragon ledger add thursday.yaml --transfer Ann=-6,Bo=+12,Cy=-3,Di=-3
  dragon ledger add thursday.yaml --tie --note 'stock ran out'
  dragon ledger add thursday.yaml --adjust --transfer Bo=-2,Cy=+2 --note 'hand 4 paid wrong'
  dragon ledger add q.yaml --dead
  dragon ledger add dominoes.yaml --scores Ann=12,Bo=0,Cy=30,Di=8`,
		Args: ledgerFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.file = args[0]
			var err error
			if opts.kind, err = opts.kindOf(); err != nil {
				return err
			}
			if runF != nil {
				return runF(opts)
			}
			return runLedgerAdd(opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.transfer, "transfer", "", "the money each player gained or paid: `A=+N,B=-N,...`")
	f.BoolVar(&opts.tie, "tie", false, strings.Join(titlesOf(games, isHand(books.Tie)), ", ")+": a game that ran out of tiles")
	f.BoolVar(&opts.dead, "dead", false, "a hand nobody won: "+deadHands(games))
	f.StringVar(&opts.scores, "scores", "", strings.Join(titlesOf(games, books.Game.Totals), ", ")+": everybody's score, `A=N,B=N,...`")
	f.BoolVar(&opts.adjust, "adjust", false, "an adjustment: move money (or totals) without a hand")
	f.StringVar(&opts.penalty, "penalty", "", "a penalty paid by `NAME` (with --transfer)")
	f.StringVar(&opts.winner, "winner", "", "the `NAME` of the winner, when more than one player gains")
	f.StringVar(&opts.note, "note", "", "a `NOTE` kept with the record")
	opts.at.Add(f, "", "it was played")
	f.BoolVar(&opts.jsonOut, "json", false, "print the record and the state after it as JSON")
	noNextFlag(f, &opts.noNext)
	return cmd
}

// noNextFlag is --no-next, hidden: say what was recorded and not what
// comes next, for the evening, which shows that with the standings at
// once after it ("Next: game 3" said twice otherwise).
func noNextFlag(f *pflag.FlagSet, p *bool) {
	f.BoolVar(p, "no-next", false, "say what was recorded, not what comes next")
	_ = f.MarkHidden("no-next")
}

// printRecorded says what was recorded (or voided), and what comes next
// unless noNext.
func printRecorded(ios *term.IOStreams, a *ledger.Appended, noNext bool) {
	lines := recordedLines(a)
	if noNext {
		lines = lines[:1]
	}
	term.Paras(ios.Shown(), ios.Fit(), "  ", lines...)
}

// kindOf works out which record the flags describe.
func (o *ledgerAddOptions) kindOf() (books.Kind, error) {
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
			return books.Tie, nil
		}
		return books.Dead, nil
	case o.adjust:
		if o.transfer == "" && o.scores == "" {
			return "", errors.New("ledger add: --adjust needs what it moves: --transfer A=+N,B=-N (or --scores for totals)")
		}
		if o.winner != "" {
			return "", errors.New("ledger add: an adjustment has no winner; leave out --winner")
		}
		return books.Adjustment, nil
	case o.penalty != "":
		if o.transfer == "" {
			return "", fmt.Errorf("ledger add: --penalty %s needs the money it moves: --transfer %s=-N,…", o.penalty, o.penalty)
		}
		return books.Penalty, nil
	case o.transfer != "" || o.scores != "":
		return books.Win, nil
	}
	return "", errors.New("ledger add: say what happened: --transfer A=+N,B=-N for a win, --tie, --dead, --scores, --adjust or --penalty (see 'dragon ledger add --help')")
}

func runLedgerAdd(opts *ledgerAddOptions) error {
	at, err := opts.at.Time()
	if err != nil {
		return err
	}
	a, err := ledger.Append(opts.file, func(st books.State) (*books.HandRecord, error) {
		return opts.record(st, opts.kind, at)
	})
	if err != nil {
		return ledgerError(opts.file, opts.at.Error(err))
	}
	cmdutil.PrintWarnings(opts.io.ErrOut, a)
	if opts.jsonOut {
		return cmdutil.WriteJSON(opts.io.Out, map[string]any{"record": recordJSON(a.Record, a.After.Header.Players), "state": stateJSON(opts.file, a.After, nil)})
	}
	printRecorded(opts.io, a, opts.noNext)
	return nil
}

// recordedLines say what was recorded (or voided) and what comes next, as
// 'ledger add' and 'ledger undo' print them and the table's page shows
// them: the record named as the table counts it (books.Game.RecordName).
func recordedLines(a *ledger.Appended) []string {
	h, n := a.After.Header, a.After.Played
	s := fmt.Sprintf("Recorded %s: %s.", h.Game.RecordName(a.Record, n), report.RecordWords(a.Record, h))
	if a.Voided != nil { // the last hand of play before the void
		s = fmt.Sprintf("Voided %s: %s.", h.Game.RecordName(a.Voided, n+1), report.RecordWords(a.Voided, h))
	}
	return []string{s, cmdutil.NextLine(a.After)}
}

// record builds the record the flags describe, in state st.
func (o *ledgerAddOptions) record(st books.State, kind books.Kind, at time.Time) (*books.HandRecord, error) {
	h := st.Header
	g := h.Game
	r := &books.HandRecord{Kind: kind, At: at, Note: o.note}
	var err error
	if o.transfer != "" {
		if r.Transfers, err = parseAmounts(h, "--transfer", o.transfer, true); err != nil {
			return nil, err
		}
	}
	if o.scores != "" {
		if !g.Totals() {
			return nil, fmt.Errorf("ledger add: --scores are kept for %s; a %s hand is recorded with --transfer", gamesOfTotals(), g.Title())
		}
		if r.Scores, err = parseAmounts(h, "--scores", o.scores, false); err != nil {
			return nil, err
		}
	}
	switch kind {
	case books.Tie, books.Dead:
		if err := nobodyWon(g, kind); err != nil {
			return nil, err
		}
	case books.Penalty:
		name, err := playerName(h, "--penalty", o.penalty)
		if err != nil {
			return nil, err
		}
		if r.Transfers[name] >= 0 {
			return nil, fmt.Errorf("ledger add: %s pays the penalty, so his amount must be below 0, e.g. --transfer %s=-N,…", name, name)
		}
		r.Inputs = &books.Inputs{Offender: name}
	case books.Win:
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
		r.Inputs = &books.Inputs{Winner: winner}
	}
	return r, nil
}

// nobodyWon refuses a hand nobody won (--tie, --dead) of a kind game g
// does not have, naming the one it has.
func nobodyWon(g books.Game, kind books.Kind) error {
	switch {
	case g.IsHand(kind):
		return nil
	case g.Totals():
		return fmt.Errorf("ledger add: every %s %s has scores: --scores A=N,B=N,…", g.Title(), g.Play())
	case g.IsHand(books.Tie):
		return fmt.Errorf("ledger add: a %s %s that runs out of tiles is a --tie", g.Title(), g.Play())
	case g.IsHand(books.Dead):
		return fmt.Errorf("ledger add: a %s %s nobody wins is --dead, not --tie", g.Title(), g.Play())
	}
	return fmt.Errorf("ledger add: every %s %s has a winner: give --transfer, or --winner", g.Title(), g.Play())
}

// winnerOf is --winner, or the one player who gains.
func (o *ledgerAddOptions) winnerOf(h *books.Header, t map[string]int) (string, error) {
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

// playerName finds a player by name as the ledger does (Header.Player: a
// name typed composed or not, "Zoé" or "Zoe" and an accent), else as the
// table tells names apart (players.Key): in any case, a wide letter typed
// narrow ("Bo" for "Ｂo"), a look-alike of another script; no two players
// of a ledger share a key, so at most one is found.
func playerName(h *books.Header, flag, s string) (string, error) {
	s = strings.TrimSpace(s)
	if p, ok := h.Player(s); ok {
		return p, nil
	}
	for _, p := range h.Players {
		if players.Key(p) == players.Key(s) {
			return p, nil
		}
	}
	return "", fmt.Errorf("ledger add: %s: %s is not a player; the players are %s", flag, words.Quote(s), strings.Join(h.Players, ", "))
}

// parseAmounts reads "Ann=+12,Bo=-12".
func parseAmounts(h *books.Header, flag, s string, signed bool) (map[string]int, error) {
	out := map[string]int{}
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		name, v, ok := strings.Cut(part, "=")
		if !ok {
			example := "Ann=+12"
			if !signed {
				example = "Ann=12"
			}
			return nil, fmt.Errorf("ledger add: %s: %s should be NAME=AMOUNT, like %s", flag, words.Quote(part), example)
		}
		p, err := playerName(h, flag, name)
		if err != nil {
			return nil, err
		}
		if _, dup := out[p]; dup {
			return nil, fmt.Errorf("ledger add: %s names %s twice", flag, p)
		}
		n, err := parseAmount(flag, p, v)
		if err != nil {
			return nil, err
		}
		out[p] = n
	}
	return out, nil
}

// parseAmount reads player p's amount v, given with flag.
func parseAmount(flag, p, v string) (int, error) {
	n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(v), "+"))
	if err != nil || strings.HasPrefix(strings.TrimPrefix(strings.TrimSpace(v), "+"), "+") {
		return 0, fmt.Errorf("ledger add: %s: %s's amount %s should be a whole number such as +12 or -4", flag, p, words.Quote(v))
	}
	if n > yamlfile.MaxInt || n < -yamlfile.MaxInt {
		return 0, fmt.Errorf("ledger add: %s: %s's amount %s is more than this program keeps count of", flag, p, words.Quote(strings.TrimSpace(v)))
	}
	return n, nil
}

// gamesOfTotals names the games whose hands are scores ("Dancing Dragons
// and MAC I"), from the one list.
func gamesOfTotals() string {
	var titles []string
	for _, g := range books.Games() {
		if g.Totals() {
			titles = append(titles, g.Title())
		}
	}
	return words.JoinAnd(titles)
}
