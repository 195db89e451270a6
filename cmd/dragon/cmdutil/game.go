package cmdutil

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
	"github.com/dragon-tools/dragon/scoring/claim"
)

// Game is one entry of the one list of the games (cmd/dragon/root's
// games.go): all the rest of the program needs to know about a game is
// here, so adding a game is adding its folders and one entry.
type Game struct {
	// Name is the game's id in the ledger: "magic", "nine", ...
	Name books.Game
	// Title is the game's name as people write it: "Magic Dragon".
	Title string
	// Group is the name of the command group the game adds: "magic" for
	// "dragon magic". Knowing it without building the group lets a
	// command line build the one group it runs.
	Group string
	// Command builds the command group the game adds ("dragon magic").
	Command func(*term.IOStreams) *cobra.Command
	// Hand is the game's account of a hand (qa.Description): what it
	// needs, the questions that ask it, in order, with the check of each
	// answer, how it is scored, put into words and recorded. The score
	// command's flags and prompts, the evening and the table's page walk
	// it; it is the game's audit in 'ledger check' too (its Recompute).
	Hand qa.Form
	// FalseDeclaration is the game's penalty for declaring a win falsely,
	// for 'false-declaration' and the evening (FalseDeclared); nil when
	// the game has none.
	FalseDeclaration *FalseDeclarationGame
	// Describer says what a recorded hand scored (its points, Fang or
	// chips) for 'ledger report'; nil when the ledger says all there is.
	Describer report.Describer
	// Rulebook is what the ledger needs of the game's own rules (its
	// versions, the suits a table may remove); nil when it needs none.
	Rulebook func() books.Rulebook
	// Menu is what 'dragon' alone offers to do with the game, a single
	// hand with no ledger.
	Menu []MenuItem
	// DrawSeats is the seating draw of a new table of the game: it
	// writes the draw and returns the players in seat order, the first
	// dealer first; nil where the players sit as they agree.
	DrawSeats func(ios *term.IOStreams, players []string) ([]string, error)
	// Setup are the set-ups the evening offers before a hand (the dice,
	// the Yin-Yang numbers, the deal); none when the game has none.
	Setup []SetupItem
	// Completions complete the values of the flags only this game has,
	// by the flag's name, on whichever command carries the flag (Magic
	// Dragon's --version on 'setup yinyang' too); nil when it has none.
	Completions map[string]cobra.CompletionFunc
	// Readings are the places where the game's rules are loose, each
	// with the choice the program makes and the alternative, in the
	// order of its rules document: 'dragon help readings' lists them.
	Readings []claim.Choice
	// Standing names the readings that decided where a session of the
	// game stands (who won a match that ended in a tie); NextLine says
	// them. Nil when none can.
	Standing func(st books.State) []claim.Decision
}

// MenuItem is one thing `dragon` alone offers to do: the command line it
// stands for, run as if typed, so the menu and the flags cannot disagree.
type MenuItem struct {
	Label string
	Args  []string
	// Ask, when set, asks for more of the command line first; g is the
	// game whose item it is ("" for an item of every game), so that a
	// ledger asked for is one of that game.
	Ask func(p term.Prompter, g books.Game) ([]string, error)
	// Reference marks a reference card (a table of units): the menu lists
	// them after the things to do at the table.
	Reference bool
}

// Games is the list of the games.
type Games []Game

// Auditors gives each game's Hand as its Auditor, for ledger.Check,
// saying why a hand cannot be recomputed as Message does: 'ledger check'
// shows the reason inside a problem, not on the error line that drops the
// Go package names ("ninedragons: …") for every other message.
func (gs Games) Auditors() books.Auditors {
	a := books.Auditors{}
	for _, g := range gs {
		if g.Hand != nil {
			a[g.Name] = forPeople{g.Hand}
		}
	}
	return a
}

// FalseDeclared works out the penalty of a false declaration by declarer
// at the table of the ledger's state st, as the evening records it: the
// players and the stakes are those the game's hand takes from the ledger
// (its Seat). It returns each player's transfer and the line that says
// it; an error for a game without the penalty.
func (g Game) FalseDeclared(st books.State, declarer string) (map[string]int, string, error) {
	if g.FalseDeclaration == nil || g.Hand == nil {
		return nil, "", fmt.Errorf("%s has no false declaration penalty", g.Title)
	}
	a, err := g.Hand.Agree("the ledger", st, qa.Answers{})
	if err != nil {
		return nil, "", err
	}
	fd := g.FalseDeclaration
	o := &FalseDeclaration{Declarer: declarer, Players: a.List("players"), Game: *fd,
		Stakes: a.Number("stakes", fd.StakesDefault), StakesGiven: a.Has("stakes")}
	return fd.Pay(o)
}

// Describers gives each game that has one its Describer, for the report.
func (gs Games) Describers() report.Describers {
	d := report.Describers{}
	for _, g := range gs {
		if g.Describer != nil {
			d[g.Name] = g.Describer
		}
	}
	return d
}

// forPeople is an Auditor whose errors read as Message writes them.
type forPeople struct{ books.Auditor }

// Recompute calls the game's Auditor and words its error for people,
// keeping the error itself (books.ErrSkip, the hand at fault) to unwrap.
func (a forPeople) Recompute(h *books.HandRecord, st books.State) (map[string]int, error) {
	m, err := a.Auditor.Recompute(h, st)
	if err != nil {
		err = peopleError{err}
	}
	return m, err
}

type peopleError struct{ error }

func (e peopleError) Error() string { return term.Message(e.error) }
func (e peopleError) Unwrap() error { return e.error }

// Register hands the ledger every game's rulebook, and NextLine every
// game's Standing, once, before any command reads or writes a ledger.
func (gs Games) Register() {
	for _, g := range gs {
		if g.Rulebook != nil {
			books.Register(g.Name, g.Rulebook())
		}
		if g.Standing != nil {
			if standings == nil {
				standings = map[books.Game]func(books.State) []claim.Decision{}
			}
			standings[g.Name] = g.Standing
		}
	}
}

// ParseGame reads a --game value: a game's name in the ledger
// ("ninedragons") or the command group that scores it ("nine"), in any
// case, since a player who scores with 'dragon nine' will type that.
func (gs Games) ParseGame(s string) (books.Game, error) {
	for _, g := range gs {
		if strings.EqualFold(s, g.Group) {
			return g.Name, nil
		}
	}
	return books.ParseGame(strings.ToLower(s))
}

// Names lists the games' names in the ledger, as a choice: "magic,
// qmahjongg, …, or mac".
func (gs Games) Names() string {
	names := make([]string, len(gs))
	for i, g := range gs {
		names[i] = string(g.Name)
	}
	return words.JoinOr(names)
}

// Complete offers the games' names, each with its title, for a flag's
// shell completion.
func (gs Games) Complete(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	var out []cobra.Completion
	for _, g := range gs {
		out = append(out, cobra.CompletionWithDesc(string(g.Name), g.Title))
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}
