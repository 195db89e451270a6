package cmdutil

import (
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/dragon-tools/dragon/ledger/books"
)

// The flags many commands share are each owned by one helper here: the
// flag, its help, its check and its message are the same on every
// command that has it.

// NonEmptyString is a string flag's value that refuses "": `--version ”`
// is a slip of the shell, not a choice of the default, and is refused like
// any other bad value.
type NonEmptyString struct {
	p    *string
	want string
}

// NonEmpty returns a flag value that sets *p and refuses "" (or blanks),
// saying what the flag wants, e.g. "a VERSION, A to G".
func NonEmpty(p *string, want string) *NonEmptyString {
	return &NonEmptyString{p: p, want: want}
}

// Set takes the flag's value, refusing it empty.
func (v *NonEmptyString) Set(s string) error {
	if strings.TrimSpace(s) == "" {
		return fmt.Errorf("it is empty; give %s", v.want)
	}
	*v.p = s
	return nil
}

// String returns the value, for pflag.
func (v *NonEmptyString) String() string { return *v.p }

// Type is "string", as for any string flag.
func (v *NonEmptyString) Type() string { return "string" }

// RecordFlags are --record FILE and --at WHEN on a score command: the
// ledger the hand is appended to, and when it was played.
type RecordFlags struct {
	File string
	At   At
}

// Add puts --record and --at on fs for a ledger of game g; supplies says
// what the ledger supplies to the hand ("its seats, round and stakes
// apply"), or "".
func (r *RecordFlags) Add(fs *pflag.FlagSet, g books.Game, supplies string) {
	usage := "append the " + g.Play() + " to the " + g.Title() + " ledger `FILE`"
	if supplies != "" {
		usage += " (" + supplies + ")"
	}
	fs.Var(NonEmpty(&r.File, "the ledger FILE"), "record", usage)
	r.At.Add(fs, "with --record: ", "the "+g.Play()+" was played")
}

// Check refuses --at without --record: it dates a record, and none is
// written.
func (r *RecordFlags) Check(g books.Game) error {
	if r.At.Given() && r.File == "" {
		return fmt.Errorf("--at says when a recorded %s was played: give it with --record FILE", g.Play())
	}
	return nil
}

// DiscardBy puts --discard-by NAME on fs, storing it in p: who discarded
// the winning piece ("tile", "card").
func DiscardBy(fs *pflag.FlagSet, p *string, piece string) {
	fs.Var(NonEmpty(p, "the NAME of who discarded the winning "+piece), "discard-by", "the winning "+piece+" was a discard by `NAME`")
}

// OneSource refuses --self-drawn with --discard-by: what ("the winning
// tile") came from one place.
func OneSource(selfDrawn bool, discardBy, what string) error {
	if selfDrawn && discardBy != "" {
		return fmt.Errorf("--self-drawn and --discard-by both say where %s came from; give one", what)
	}
	return nil
}

// StakesAlias lets fs take --stake for --stakes, the one spelling every
// game's commands use; --stake is kept for the command lines written
// before, out of the help.
func StakesAlias(fs *pflag.FlagSet) {
	fs.SetNormalizeFunc(func(_ *pflag.FlagSet, name string) pflag.NormalizedName {
		if name == "stake" {
			return "stakes"
		}
		return pflag.NormalizedName(name)
	})
}
