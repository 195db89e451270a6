//go:build toygame

// Package toy is the command group of Toy Dragons, the sixth game the
// test build has (-tags toygame): 'dragon toy score', its hand and its
// books, added by docs/architecture.md's "Adding a game" alone.
package toy

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/scoreflow"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/scoring/toydragons"
)

// scoreOptions is 'toy score': the seated flow on Hand.
type scoreOptions struct {
	scoreflow.Seated[*Outcome, int]
}

// Verdict: a toy hand has no claim to check.
func (o *scoreOptions) Verdict(*Outcome) *cmdutil.ClaimVerdict { return nil }

// ScoreJSON is a toy hand in --json: its points, the payments, the record.
func (o *scoreOptions) ScoreJSON(out *Outcome, added scoreflow.ScoredJSON) any {
	return map[string]any{"points": out.points, "transfers": out.transfers, "recorded": added.Recorded}
}

// PrintScore writes a toy hand for people.
func (o *scoreOptions) PrintScore(out *Outcome) { print(o.IO.Out, 0, out) }

// NewCmd is the toy's command group, 'dragon toy'.
func NewCmd(ios *term.IOStreams) *cobra.Command {
	o := &scoreOptions{Seated: scoreflow.Seated[*Outcome, int]{IO: ios, Hand: Hand, Words: scoreflow.SeatedWords{
		Example: "dragon toy score 7 --self-drawn", Piece: "tile", Players: "in seat order", Money: "the payments"}}}
	score := o.Command(cmdutil.Help{Use: "score POINTS", Short: "Score a Toy Dragons hand",
		Long: fmt.Sprintf(`Score a Toy Dragons hand: the winner's hand is worth the POINTS typed,
0 to %d. Each other player pays him the points; the player who discarded
the winning tile pays double, and every other player does when the
winner drew it himself.`, toydragons.MaxPoints),
		Example: `  dragon toy score 7 --self-drawn --players Ann,Bo,Cy,Di --winner Bo`}, o, o.Fill, nil)
	score.Flags().Bool("called", false, fmt.Sprintf("the winner called his limit hand (%d points) before it was complete: it is paid double", toydragons.MaxPoints))
	return cmdutil.NewGroup("toy", "Toy Dragons: the test build's sixth game",
		`Toy Dragons is the sixth game of the test build (-tags toygame): a hand is
the points it is worth. The rules as the program applies them:
docs/rules/toy-dragons.md in the repository.`,
		`  dragon toy score 7 --self-drawn --players Ann,Bo,Cy,Di --winner Bo`, score)
}

// Menu is what 'dragon' alone offers to do with Toy Dragons.
var Menu = []cmdutil.MenuItem{{Label: "Score a Toy Dragons hand", Args: []string{"toy", "score"}}}
