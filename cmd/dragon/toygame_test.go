package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
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
// points, the discarder double, all double when it is self-drawn. Its
// books in the ledger are its own (step 2): East passes after every hand
// East does not win, a dead hand too, and two rounds make a game. Then
// its hand's description, its command group and menu (step 3), and its
// line in the list of the games (step 4).

// toyName is the toy's name in its ledgers.
const toyName ledger.Game = "toy"

// toyBooks are the toy's books in the ledger (step 2), given to it with
// ledger.AddGame.
var toyBooks = ledger.Books{
	Title: "Toy Dragons", MinPlayers: 4, MaxPlayers: 4, Play: "hand",
	Hands:  []ledger.Kind{ledger.Win, ledger.Dead},
	Inputs: []string{"winner", "hand", "self_drawn", "discard_by", "offender", "east"},
	Role:   "east", RoleHead: "East", RoleDoes: "is East", DeadHand: "no toy",
	WorkedOut: "the seat winds and the round",
	Seating:   func(first string) string { return first + " is East, then South, West, North" },
	Rotation:  ledger.ByRound, Rounds: 2,
	Passes: func(s ledger.State, r *ledger.HandRecord) bool {
		return r.Kind == ledger.Dead || r.Inputs == nil || r.Inputs.Winner != s.Dealer
	},
}

// toyOutcome is a toy hand scored: its answers and, seated, the chips.
type toyOutcome struct {
	answers   hand.Answers
	points    int
	transfers map[string]int
}

// toyHand is Toy Dragons' account of a won hand.
var toyHand = &hand.Description[*toyOutcome]{
	Game: toyName,
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
	Print: printToy,
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

func (o *toyScore) PrintScore(out *toyOutcome) { printToy(o.IO.Out, 0, out) }

// printToy writes a toy hand scored: the toy's words for its result, of
// its score command and of the evening alike.
func printToy(w io.Writer, _ int, out *toyOutcome) {
	fmt.Fprintf(w, "Points: %d\n", out.points)
	for _, p := range out.answers.List("players") {
		fmt.Fprintf(w, "  %s %+d\n", p, out.transfers[p])
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
var toyGame = cmdutil.Game{Name: toyName, Title: "Toy Dragons", Group: "toy", Command: newToyCmd, Hand: toyHand,
	Menu: []cmdutil.MenuItem{{Label: "Score a Toy Dragons hand", Args: []string{"toy", "score"}}}}

// TestAddAGame: a game added as docs/architecture.md says is served by
// everything that walks the list of the games and the ledger's books,
// with no other edit: the root command and its help, the menu of 'dragon'
// alone and the hand's questions, the flags, shell completion, a ledger
// of its own books and its rotation, the record of a scored hand, 'ledger
// show' and 'ledger history', and the audit of 'ledger check'.
func TestAddAGame(t *testing.T) {
	// The ledger keeps the toy's books for the rest of the run; nothing
	// else reads a ledger of the toy.
	if err := ledger.AddGame(toyName, toyBooks); err != nil {
		t.Fatal(err)
	}
	saved := root.Games
	root.Games = append(append(cmdutil.Games{}, saved...), toyGame)
	t.Cleanup(func() { root.Games = saved })
	dir := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", dir)
	file := filepath.Join(dir, "toy.yaml")
	line := func(want string, args ...string) string {
		t.Helper()
		ios, out := cmdtest.Pipe()
		if code := runHere(args, ios); code != cmdutil.ExitOK || !strings.Contains(out.String(), want) {
			t.Fatalf("dragon %s: exit %d, want %q in:\n%s", strings.Join(args, " "), code, want, out)
		}
		return out.String()
	}
	line("toy         Toy Dragons: a game added by a test", "--help")
	line("Points: 7\n  Ann -7\n  Bo +28\n  Cy -14\n  Di -7", "toy", "score", "7", "--players", "Ann,Bo,Cy,Di", "--winner", "Bo", "--discard-by", "Cy")
	line("Ann\nBo\nCy\nDi\n", "__complete", "toy", "score", "7", "--players", "Ann,Bo,Cy,Di", "--winner", "")

	// The menu of a single hand offers it, and its questions walk the hand.
	out, asked, code := runAsked(t, []string{"A single hand, no ledger (a penalty, Table I, …)", "Score a Toy Dragons hand", "Ann,Bo,Cy,Di", "Cy", "12", "self-drawn"})
	if code != 0 || !strings.Contains(out, "Points: 12\n  Ann -24\n  Bo -24\n  Cy +72\n  Di -24") {
		t.Errorf("from the menu: exit %d, asked %q:\n%s", code, asked, out)
	}

	// Its books in the ledger: its ledger, hands recorded in it (East's
	// own win keeps him East; a dead hand moves East on, as the toy's books
	// say and Nine Dragons' do not), shown, its history and the audit.
	line("Next: hand 1, East round: Ann is East.", "ledger", "new", file, "--game", "toy", "--players", "Ann,Bo,Cy,Di")
	line("Recorded as hand 1 in "+file, "toy", "score", "7", "--winner", "Bo", "--self-drawn", "--record", file)
	line("Points: 5\n  Bo +20\n  Cy -5\n  Di -10\n  Ann -5", "toy", "score", "5", "--winner", "Bo", "--discard-by", "Di", "--record", file)
	line("Next: hand 4, East round: Cy is East.", "ledger", "add", file, "--dead")
	line("Next: hand 4, East round: Cy is East.", "ledger", "show", file)
	history := line("Toy Dragons", "ledger", "history", file)
	if !regexp.MustCompile(`East +what[^\n]*\n-- East round\n1 .* Ann +Bo wins, self-drawn .*\n2 .* Bo +Bo wins, Di discarded .*\n3 .* Bo +no toy `).MatchString(history) {
		t.Errorf("the toy's history, by its books:\n%s", history)
	}
	line("", "ledger", "check", file)

	// The evening goes on with its ledger, walking its hand as it walks
	// every game's: the loop is not the game's to write.
	t.Chdir(dir)
	out, asked, code = runAsked(t, []string{"toy.yaml: Toy Dragons, Ann, Bo, Cy, Di; 3 hands played",
		"Score the hand", "Di", "3", "a discard by Ann", "Record it", "A no toy: nobody won", "y", "Leave (the ledger keeps the evening)"})
	if code != 0 || !strings.Contains(out, "Points: 3\n  Cy -3\n  Di +12\n  Ann -6\n  Bo -3") || !strings.Contains(out, "Recorded as hand 4 in toy.yaml.") {
		t.Errorf("the toy's evening: exit %d, asked %q:\n%s", code, asked, out)
	}
	line("Next: hand 6, South round: Ann is East.", "ledger", "show", file)
	line("", "ledger", "check", file)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"# A Toy Dragons ledger kept by dragon: one table's session.\n# Balances, the seat winds and the round are worked out",
		"game: toy # Toy Dragons\nplayers: [Ann, Bo, Cy, Di] # Ann is East, then South, West, North\n",
		"    inputs:\n      winner: Bo\n      hand: \"5\"\n      discard_by: Di\n      east: Bo\n",
	} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the toy's ledger does not say %q:\n%s", want, data)
		}
	}
	tampered := bytes.Replace(data, []byte("hand: \"5\""), []byte("hand: \"6\""), 1)
	if bytes.Equal(tampered, data) {
		t.Fatalf("no toy hand of 5 in:\n%s", data)
	}
	if err := os.WriteFile(file, tampered, 0o644); err != nil {
		t.Fatal(err)
	}
	ios, out2 := cmdtest.Pipe()
	if code := runHere([]string{"ledger", "check", file}, ios); code != cmdutil.ExitError || !strings.Contains(out2.String(), "hand 2") {
		t.Errorf("a toy hand written otherwise: exit %d:\n%s", code, out2)
	}
}
