// Package evening is 'dragon' alone at a terminal: an evening at the table,
// for any of the games, from the first seat to the settle-up. It offers
// the ledgers of the directory to go on with, or starts one; then, hand
// after hand, it shows where the table stands and records what happened.
// The ledger is the evening's only state: leave, run 'dragon' again, and
// the evening goes on where it stopped.
//
// The loop is written once for every game. What it knows of a game it
// asks the game (the list of the games, books.Game), and a won hand it
// scores by walking the game's qa.Form: question → answer → what the
// ledger supplies → score → shown → confirmed → recorded under the
// ledger's lock. Whatever a command already does (start a ledger, record a
// tie or money typed, undo, the history, the check, the settle-up, a
// set-up) it does by running that command's line, so the evening and the
// flags cannot disagree.
package evening

import (
	"errors"
	"fmt"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
)

// Options are what the evening needs of the program around it.
type Options struct {
	IO *term.IOStreams
	// Games is the list of the games.
	Games cmdutil.Games
	// Run runs a command line of dragon as if it were typed.
	Run func(args ...string) error
	// Single is the menu of a single hand with no ledger: a hand scored,
	// a loser's penalty, Table I.
	Single func() error

	// screen counts the rows written while the evening runs (wait.go).
	screen *screen
}

// Run runs the evening: it starts a ledger or continues one, then plays
// the evening's loop on it until the table leaves. Ctrl-C at the first
// question writes nothing; at the loop it leaves (ErrCancelled), the
// hands recorded staying recorded.
func Run(o *Options) error {
	s, restore := o.counted()
	defer restore()
	file, err := o.start()
	if err != nil || file == "" {
		return err
	}
	return o.loop(file, s)
}

// problem says what went wrong, in one line broken between words to fit
// the screen, and the evening goes on.
func (o *Options) problem(err error) {
	if errors.Is(err, term.ErrCancelled) {
		fmt.Fprintln(o.IO.Out, "Stopped: nothing was recorded.")
		return
	}
	term.Para(o.IO.ErrOut, o.IO.Fit(), "  ", "dragon: "+term.Message(err))
}

// println writes lines for the table (s may hold several), each broken
// between words to fit the screen.
func (o *Options) println(s string) { term.Paras(o.IO.Out, o.IO.Fit(), "  ", words.Shown(s)) }
