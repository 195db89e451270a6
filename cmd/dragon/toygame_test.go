package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil/cmdtest"
	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	"github.com/dragon-tools/dragon/cmd/dragon/root"
	"github.com/dragon-tools/dragon/ledger"
)

// Toy Dragons is a game added by the steps of docs/architecture.md's
// "Adding a game", in a test: a seated game of four whose winning "hand"
// is the points it is worth, written as a number. Each loser pays the
// points, the discarder double, all double when it is self-drawn. It keeps
// Nine Dragons' books in the ledger (step 2: the same seats and rotation),
// so the steps it walks are the command side's: its hand's description,
// its command group and menu (step 3), and its line in the list of the
// games (step 4).

// toyOutcome is a toy hand scored: its answers and, seated, the chips.
type toyOutcome struct {
	answers   hand.Answers
	points    int
	transfers map[string]int
}

// toyHand is Toy Dragons' account of a won hand.
var toyHand = &hand.Description[*toyOutcome]{
	Game: ledger.NineDragons,
	Questions: hand.Questions{
		hand.PlayersQuestion("players", "Players, East, South, West, North", cmdutil.PlayerCount(4, 4)),
		hand.WinnerQuestion("Who won?"),
		{ID: "hand", Kind: hand.Text, Label: func(a hand.Answers) string { return a["winner"] + "'s points" },
			Check: func(_ hand.Answers, s string) error { _, err := toyPoints(s); return err }},
		{ID: "source", Kind: hand.Choice, Flags: []string{"self-drawn", "discard-by"},
			Label: func(hand.Answers) string { return "Where did the winning tile come from?" },
			Options: func(a hand.Answers) []hand.Option {
				return append([]hand.Option{{Label: "self-drawn", Sets: hand.Answers{"self-drawn": "true"}}}, hand.DiscardOptions(a)...)
			}},
	},
	Seat: func(st ledger.State) ([]hand.Supplied, error) {
		seats := make([]string, 4)
		for name, w := range st.SeatWinds() {
			for i, x := range ledger.Winds {
				if x == w {
					seats[i] = name
				}
			}
		}
		return []hand.Supplied{{Key: "players", Value: strings.Join(seats, ","), Says: "seats " + strings.Join(seats, ", ")}}, nil
	},
	Score: func(a hand.Answers) (*toyOutcome, error) {
		n, err := toyPoints(a["hand"])
		if err != nil {
			return nil, err
		}
		out := &toyOutcome{answers: a, points: n}
		if !a.Has("players") {
			return out, nil
		}
		if !a.Yes("self-drawn") && !a.Has("discard-by") {
			return nil, errors.New("the chips depend on where the winning tile came from: give --self-drawn or --discard-by NAME")
		}
		out.transfers = map[string]int{}
		for _, p := range hand.Others(a.List("players"), a["winner"]) {
			pay := n
			if a.Yes("self-drawn") || p == a["discard-by"] {
				pay *= 2
			}
			out.transfers[p] = -pay
			out.transfers[a["winner"]] += pay
		}
		return out, nil
	},
	Kept:   []string{"winner", "hand", "self-drawn", "discard-by"},
	Record: func(a hand.Answers, out *toyOutcome) (hand.Answers, map[string]int) { return a, out.transfers },
	Recorded: func(a hand.Answers) error {
		if _, err := toyPoints(a["hand"]); err != nil {
			return &ledger.HandError{Player: a["winner"], Err: err}
		}
		return nil
	},
}

// toyPoints reads a toy hand: its points, 0 to 64.
func toyPoints(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 0 || n > 64 {
		return 0, fmt.Errorf("%q is not a toy hand; write its points, 0 to 64", s)
	}
	return n, nil
}

// toyScore is 'toy score': the seated flow on toyHand.
type toyScore struct {
	cmdutil.Seated[*toyOutcome, int]
}

func (o *toyScore) Verdict(*toyOutcome) *cmdutil.ClaimVerdict { return nil }

func (o *toyScore) ScoreJSON(out *toyOutcome, added cmdutil.ScoredJSON) any {
	return map[string]any{"points": out.points, "transfers": out.transfers, "recorded": added.Recorded}
}

func (o *toyScore) PrintScore(out *toyOutcome) {
	fmt.Fprintf(o.IO.Out, "Points: %d\n", out.points)
	for _, p := range out.answers.List("players") {
		fmt.Fprintf(o.IO.Out, "  %s %+d\n", p, out.transfers[p])
	}
}

// newToyCmd is the toy's command group (step 3).
func newToyCmd(ios *cmdutil.IOStreams) *cobra.Command {
	o := &toyScore{Seated: cmdutil.Seated[*toyOutcome, int]{IO: ios, Hand: toyHand, Words: cmdutil.SeatedWords{
		Example: "dragon toy score 7 --self-drawn", Piece: "tile", Players: "East, South, West, North", Money: "the chips"}}}
	score := o.Command(cmdutil.Help{Use: "score POINTS", Short: "Score a Toy Dragons hand"}, o, o.Fill, nil)
	return cmdutil.NewGroup("toy", "Toy Dragons: a game added by a test", "", "", score)
}

// toyGame is the toy's line in the list of the games (step 4).
var toyGame = cmdutil.Game{Name: ledger.NineDragons, Title: "Toy Dragons", Group: "toy", Command: newToyCmd, Hand: toyHand,
	Menu: []cmdutil.MenuItem{{Label: "Score a Toy Dragons hand", Args: []string{"toy", "score"}}}}

// TestAddAGame: a game added as docs/architecture.md says is served by
// everything that walks the list of the games, with no other edit: the
// root command and its help, the menu of 'dragon' alone and the hand's
// questions, the flags, shell completion, a ledger of its books, the
// record of a scored hand and the audit of 'ledger check'.
func TestAddAGame(t *testing.T) {
	saved := root.Games
	root.Games = append(append(cmdutil.Games{}, saved...), toyGame)
	t.Cleanup(func() { root.Games = saved })
	dir := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", dir)
	file := filepath.Join(dir, "toy.yaml")
	line := func(want string, args ...string) string {
		t.Helper()
		ios, out := cmdtest.Pipe()
		if code := run(args, ios); code != cmdutil.ExitOK || !strings.Contains(out.String(), want) {
			t.Fatalf("dragon %s: exit %d, want %q in:\n%s", strings.Join(args, " "), code, want, out)
		}
		return out.String()
	}
	line("toy         Toy Dragons: a game added by a test", "--help")
	line("Points: 7\n  Ann -7\n  Bo +28\n  Cy -14\n  Di -7", "toy", "score", "7", "--players", "Ann,Bo,Cy,Di", "--winner", "Bo", "--discard-by", "Cy")
	line("Ann\nBo\nCy\nDi\n", "__complete", "toy", "score", "7", "--players", "Ann,Bo,Cy,Di", "--winner", "")

	// The menu offers it, and its questions walk the hand.
	out, asked, code := runAsked(t, []string{"Score a Toy Dragons hand", "Ann,Bo,Cy,Di", "Cy", "12", "self-drawn"})
	if code != 0 || !strings.Contains(out, "Points: 12\n  Ann -24\n  Bo -24\n  Cy +72\n  Di -24") {
		t.Errorf("from the menu: exit %d, asked %q:\n%s", code, asked, out)
	}

	// Its ledger, a hand recorded in it, and the audit.
	line("Next: hand 1, East round: Ann is East.", "ledger", "new", file, "--game", "toy", "--players", "Ann,Bo,Cy,Di")
	line("Recorded as hand 1 in "+file, "toy", "score", "7", "--winner", "Bo", "--self-drawn", "--record", file)
	line("Recorded as hand 2 in "+file, "toy", "score", "5", "--winner", "Ann", "--discard-by", "Di", "--record", file)
	line("", "ledger", "check", file)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	tampered := bytes.Replace(data, []byte("hand: \"5\""), []byte("hand: \"6\""), 1)
	if bytes.Equal(tampered, data) {
		t.Fatalf("no toy hand of 5 in:\n%s", data)
	}
	if err := os.WriteFile(file, tampered, 0o644); err != nil {
		t.Fatal(err)
	}
	ios, out2 := cmdtest.Pipe()
	if code := run([]string{"ledger", "check", file}, ios); code != cmdutil.ExitError || !strings.Contains(out2.String(), "hand 2") {
		t.Errorf("a toy hand written otherwise: exit %d:\n%s", code, out2)
	}
}
