package ledgercmd

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/ledger"
)

func newLedgerHistoryCmd(ios *cmdutil.IOStreams, runF func(*ledgerReadOptions) error) *cobra.Command {
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
			if runF != nil {
				return runF(opts)
			}
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
	now := l.State()
	if opts.jsonOut {
		var out []map[string]any
		for _, s := range steps {
			e := recordJSON(s.Record, s.Before.Header.Players)
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
		return cmdutil.WriteJSON(opts.io.ShownOnTerminal(), map[string]any{"file": opts.file, "game": string(h.Game), "players": now.Header.Players, "history": out})
	}
	w, width := opts.io.Shown(), opts.io.Fit()
	cmdutil.Para(w, width, "  ", fmt.Sprintf("%s: %s", opts.file, describeSession(h)))
	if len(steps) == 0 {
		fmt.Fprintln(w, "No hands yet.")
		return nil
	}
	if slices.ContainsFunc(steps, func(s ledger.Step) bool { return s.Record.Kind == ledger.Rename }) {
		cmdutil.Para(w, width, "  ", "Players are named as they are now; a rename shows the names it changed.")
	}
	if t := historyTable(h, now, steps); t.Fits(width) {
		t.Print(w)
	} else {
		historyBlocks(w, width, h, now, steps)
	}
	if h.Game.Totals() && (h.Money.Start > 0 || anyMoney(now)) {
		cmdutil.Para(w, width, "  ", fmt.Sprintf("Money: %s", cmdutil.AmountsText(now.Header, now.Balances, false)))
	}
	return nil
}

// historyTable is every record a row, with each player's money (or
// total) after it, the cycles or rounds heading their hands. The players'
// columns are those at the table now, under their names now (state now).
func historyTable(h *ledger.Header, now ledger.State, steps []ledger.Step) *cmdutil.Table {
	players := now.Header.Players
	head := []string{"#", "when"}
	head = append(head, historyPlayHead(h)...)
	head = append(head, "what")
	t := &cmdutil.Table{Align: "r" + strings.Repeat("l", len(head)-1) + strings.Repeat("r", len(players))}
	t.Row(append(head, players...)...)
	section := ""
	for _, s := range steps {
		r := s.Record
		if sec := historySection(h, s); sec != "" && sec != section {
			t.Line("-- %s", sec)
			section = sec
		}
		cells := []string{strconv.Itoa(r.Number), r.At.Format("2006-01-02 15:04")}
		cells = append(cells, historyPlay(h, now, s)...)
		cells = append(cells, historyWhat(h, now, steps, s))
		t.Row(append(cells, historyAmounts(h, now, s)...)...)
		noteLines(t, r.Note)
	}
	return t
}

// historyAmounts is each player at the table now (state now): his money
// (or total) after step s, with what the record changed in brackets,
// whatever he was called then.
func historyAmounts(h *ledger.Header, now ledger.State, s ledger.Step) []string {
	var cells []string
	for _, p := range now.Header.Players {
		before, after := now.NameIn(s.Before, p), now.NameIn(s.After, p)
		v := s.After.Balances[after]
		d := v - s.Before.Balances[before]
		if h.Game.Totals() {
			v = s.After.Totals[after]
			d = v - s.Before.Totals[before]
		}
		cell := strconv.Itoa(v)
		if d != 0 {
			cell = fmt.Sprintf("(%+d) %d", d, v)
		}
		cells = append(cells, cell)
	}
	return cells
}

// historyBlocks writes every record as a block of its own, for a screen
// too narrow for the table: its number, time, hand and dealer, what
// happened, and each player's money (or total) named, each line fitted
// to width.
func historyBlocks(w io.Writer, width int, h *ledger.Header, now ledger.State, steps []ledger.Step) {
	section := ""
	for _, s := range steps {
		r := s.Record
		if sec := historySection(h, s); sec != "" && sec != section {
			cmdutil.Para(w, width, "   ", "-- "+sec)
			section = sec
		}
		head := fmt.Sprintf("%d  %s", r.Number, r.At.Format("2006-01-02 15:04"))
		if play := historyPlay(h, now, s); play[0] != "" {
			head += fmt.Sprintf("  %s %s", h.Game.Play(), play[0])
			if len(play) > 1 {
				head += fmt.Sprintf(", %s %s", historyPlayHead(h)[1], play[1])
			}
		}
		cmdutil.Para(w, width, "    ", head)
		cmdutil.Para(w, width, "      ", "    "+historyWhat(h, now, steps, s))
		historyMoney(w, width, now.Header.Players, historyAmounts(h, now, s))
		t := &cmdutil.Table{Width: width}
		noteLines(t, r.Note)
		t.Print(w)
	}
}

// historyMoney writes each player's money (or total) after a record: on
// one line when it fits, else a player a line.
func historyMoney(w io.Writer, width int, players, amounts []string) {
	t := &cmdutil.Table{Align: "lr", Width: width}
	var line []string
	for i, a := range amounts {
		line = append(line, players[i]+" "+a)
		t.Row("    "+players[i], a)
	}
	if s := "    " + strings.Join(line, ", "); utf8.RuneCountInString(s) <= width {
		fmt.Fprintln(w, s)
		return
	}
	t.Print(w)
}

// noteLines puts a record's note under it; a note written with line
// breaks keeps to lines of its own, so the columns stay put.
func noteLines(t *cmdutil.Table, note string) {
	if note == "" {
		return
	}
	for i, line := range strings.Split(strings.ReplaceAll(note, "\r", ""), "\n") {
		// What a terminal would act on is shown as its escape: history is
		// written through IOStreams.Shown.
		if i == 0 {
			t.Line("   note: %s", line)
		} else {
			t.Line("         %s", line)
		}
	}
}

// historyPlayHead heads the columns of the hand of play and, in a game
// that has one, of who dealt (led, was East) it.
func historyPlayHead(h *ledger.Header) []string {
	if h.Game.RoleHead() == "" {
		return []string{h.Game.Play()}
	}
	return []string{h.Game.Play(), h.Game.RoleHead()}
}

// historyPlay is the game (hand) a record was played in and, in a game
// that has one, its dealer, named as he is now (state now); blank for
// records that are not hands.
func historyPlay(h *ledger.Header, now ledger.State, s ledger.Step) []string {
	cells := []string{"", ""}
	if h.Game.IsHand(s.Record.Kind) {
		b := s.Before
		cells = []string{strconv.Itoa(b.Played + 1), b.NameIn(now, b.Dealer)}
	}
	return cells[:len(historyPlayHead(h))]
}

// historySection heads the hands of each cycle (Magic Dragon) or round.
func historySection(h *ledger.Header, s ledger.Step) string {
	if !h.Game.IsHand(s.Record.Kind) {
		return ""
	}
	return s.Before.Section()
}

// historyWhat says what happened in a step s of steps: a void by the
// record it voids, named as the table counted it; the players of a hand
// or a penalty and the new seats named as they are now (state now), as
// the columns name them, and a rename as it was recorded.
func historyWhat(h *ledger.Header, now ledger.State, steps []ledger.Step, s ledger.Step) string {
	r := s.Record
	name := func(p string) string { return s.Before.NameIn(now, p) }
	var what string
	switch r.Kind {
	case ledger.Win:
		if h.Game.Totals() {
			what = "scores"
			if w := bestScore(h.Game, r.Scores); w != "" {
				what = name(w) + " wins"
			}
		} else {
			what = name(r.Inputs.Winner) + " wins"
			if r.Inputs.SelfDrawn {
				what += ", self-drawn"
			} else if r.Inputs.DiscardBy != "" {
				what += ", " + name(r.Inputs.DiscardBy) + " discarded"
			}
		}
	case ledger.Dead:
		what = h.Game.DeadHand()
	case ledger.Penalty:
		what = "penalty"
		if r.Inputs != nil && r.Inputs.Offender != "" {
			what += ": " + name(r.Inputs.Offender)
		}
	case ledger.Void:
		what = ledger.VoidOf(steps, r.Voids)
	case ledger.Rename:
		what = r.From + " renamed " + r.To
	case ledger.Seats:
		seats := make([]string, len(r.Seats))
		for i, p := range r.Seats {
			seats[i] = name(p)
		}
		what = "seats: " + strings.Join(seats, ", ")
	default:
		what = string(r.Kind)
	}
	if s.VoidedBy != 0 {
		what += fmt.Sprintf(" [voided by %d]", s.VoidedBy)
	}
	return what
}

// bestScore is who won a hand of a game of totals by its scores: the
// one highest (lowest where the lowest total wins); "" among equals.
func bestScore(g ledger.Game, scores map[string]int) string {
	best, tied := "", false
	for p, v := range scores {
		b := scores[best]
		switch {
		case best == "" || (g.LowestWins() && v < b) || (!g.LowestWins() && v > b):
			best, tied = p, false
		case v == b:
			tied = true
		}
	}
	if tied {
		return ""
	}
	return best
}

// recordJSON is a record as the --json outputs print it.
func recordJSON(r *ledger.HandRecord, players []string) map[string]any {
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
		m["transfers"] = cmdutil.Transfers(players, r.Transfers)
	}
	if r.Scores != nil {
		m["scores"] = r.Scores
	}
	if r.Voids != 0 {
		m["voids"] = r.Voids
	}
	if r.Kind == ledger.Rename {
		m["from"], m["to"] = r.From, r.To
	}
	if r.Seats != nil {
		m["seats"] = r.Seats
	}
	if r.Note != "" {
		m["note"] = r.Note
	}
	return m
}
