package evening

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/setup"
)

// maxExamined bounds the files of the directory whose header is read to
// find the ledgers, the most recently changed first: the question must
// come at once in any directory.
const maxExamined = 200

// found is a ledger of the directory.
type found struct {
	file   string
	header *books.Header
	state  *books.State // nil when the ledger does not read
}

// ledgers returns the ledgers of the current directory, the most recently
// changed first: the files whose header reads as a ledger's (only the
// header is read to tell), each with where it stands.
func ledgers() []found {
	entries, err := os.ReadDir(".")
	if err != nil {
		return nil
	}
	type file struct {
		name string
		mod  time.Time
	}
	var files []file
	for _, e := range entries {
		if !e.Type().IsRegular() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if info, err := e.Info(); err == nil {
			files = append(files, file{e.Name(), info.ModTime()})
		}
	}
	slices.SortStableFunc(files, func(a, b file) int {
		return cmp.Or(b.mod.Compare(a.mod), strings.Compare(a.name, b.name))
	})
	var out []found
	for _, f := range files[:min(len(files), maxExamined)] {
		h, err := ledger.ReadHeader(f.name)
		if err != nil {
			continue
		}
		fd := found{file: f.name, header: h}
		if cur, err := ledger.ReadCurrent(f.name); err == nil {
			fd.state = &cur.State
		}
		out = append(out, fd)
	}
	return out
}

// label offers the ledger to go on with: its game, its players (as they
// are now, renamed and seated, when it reads) and how far it has come.
func (f found) label() string {
	players := f.header.Players
	if f.state != nil {
		players = f.state.Header.Players
	}
	s := fmt.Sprintf("%s: %s, %s", words.Shown(f.file), f.header.Game.Title(), strings.Join(players, ", "))
	if f.state == nil {
		return s + "; it does not read"
	}
	return s + "; " + progress(*f.state)
}

// progress says how far a session has come: "3 hands played".
func progress(st books.State) string {
	if st.Over != "" {
		return st.Over
	}
	if st.Played == 0 {
		return "no " + st.Header.Game.Play() + " yet"
	}
	return words.Plural(st.Played, st.Header.Game.Play()) + " played"
}

// fit cuts s to width columns of the terminal, an ellipsis marking the
// cut: an item of a list must not wrap.
func fit(s string, width int) string {
	if setup.DisplayWidth(s) <= width {
		return s
	}
	rs := []rune(s)
	for len(rs) > 0 && setup.DisplayWidth(string(rs))+1 > width {
		rs = rs[:len(rs)-1]
	}
	return string(rs) + "…"
}

// The first question's other answers.
const (
	newLedger   = "Start a new ledger"
	singleHand  = "A single hand, no ledger (a penalty, Table I, …)"
	startsLabel = "Go on with an evening, or start one?"
)

// start asks which evening: a ledger of the directory to go on with, a
// new one, or a single hand with no ledger (then "" is returned once it
// is done). A ledger that does not read is refused, and the question
// asked again.
func (o *Options) start() (string, error) {
	for {
		fs := ledgers()
		items := make([]string, 0, len(fs)+2)
		for _, f := range fs {
			items = append(items, fit(f.label(), o.IO.Width()-4)) // a list indents its items by 4
		}
		items = append(items, newLedger, singleHand)
		i, err := o.IO.Prompter.Select(startsLabel, items, 0)
		switch {
		case err != nil:
			return "", err
		case i < len(fs) && fs[i].state == nil:
			_, err := ledger.ReadCurrent(fs[i].file)
			o.problem(fmt.Errorf("%w ('dragon ledger check %s' lists what to mend)", err, fs[i].file))
		case i < len(fs):
			return fs[i].file, nil
		case i == len(fs):
			file, err := o.newLedger()
			if !errors.Is(err, term.ErrCancelled) {
				return file, err
			}
			fmt.Fprintln(o.IO.Out, "No ledger was started.")
		default:
			return "", o.Single()
		}
	}
}
