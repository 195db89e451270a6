package term

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/chzyer/readline"

	"github.com/dragon-tools/dragon/internal/lineedit"
	"github.com/dragon-tools/dragon/internal/words"
)

// lineAsker asks for a line of text. On a terminal that can move its
// cursor it edits the line as a shell does, with lineedit; promptui's
// Prompt cannot be taught to (see prompter.go). On one that cannot (a dumb
// terminal) it writes not one escape byte: it reads a plain line in the
// terminal's own cooked mode, and a list is a numbered list answered with
// a number.
type lineAsker struct {
	in    io.Reader
	out   io.Writer
	style promptStyle

	keys   *lineedit.Keys // the terminal's keys, for every prompt in turn
	editor *lineedit.Editor
	lines  *plainLines // a dumb terminal's lines
}

func newLineAsker(in io.Reader, out io.Writer, columns func() int, style promptStyle) *lineAsker {
	keys := lineedit.NewKeys(in)
	return &lineAsker{
		in: in, out: out, style: style,
		keys:   keys,
		editor: lineedit.NewEditor(keys, out, columns),
		lines:  &plainLines{in: bufio.NewReader(in), got: make(chan lineRead, 1)},
	}
}

// input asks for a line as Prompter.Input does.
func (a *lineAsker) input(label, def string, validate func(string) error) (string, error) {
	if a.style.dumb() {
		return a.plainInput(label, def, validate)
	}
	restore, err := rawMode(a.in)
	if err != nil {
		return "", err
	}
	defer restore()
	s, err := a.editor.ReadLine(a.question(label, def, validate))
	if errors.Is(err, lineedit.ErrInterrupted) || errors.Is(err, io.EOF) {
		return "", ErrCancelled
	}
	return strings.TrimSpace(s), err
}

// question is how an Input prompt looks, as promptui's did: a mark that
// says whether the answer as it stands would be taken, the label in bold,
// the reason an answer was refused in red under it, and once answered the
// mark of an answer taken and the label faint beside the answer, laid out
// as the question was, so that a long label breaks between the same
// words.
func (a *lineAsker) question(label, def string, validate func(string) error) lineedit.Question {
	paint := a.style.paint()
	ask, good, bad, _ := a.style.marks()
	check := func(s string) error { return checked(validate, s) }
	return lineedit.Question{
		Prompt:  " " + paint("bold", label+":") + " ",
		Default: def,
		History: label,
		Mark: func(answer []rune) string {
			switch {
			case len(answer) == 0:
				return paint("blue", ask)
			case len(answer) <= maxAnswer && check(string(answer)) == nil:
				return paint("green", good)
			}
			return paint("red", bad)
		},
		Refuse: func(s string) string {
			if err := check(s); err != nil {
				return paint("red", ">> "+Message(err))
			}
			return ""
		},
		// The answer taken is laid out with the label, so that it too
		// breaks between words, not at the terminal's edge.
		Answered: func(s string) lineedit.View {
			return lineedit.View{Mark: paint("green", good), Prompt: " " + paint("faint", label+":") + " " + words.Shown(strings.TrimSpace(s))}
		},
	}
}

// maxAnswer is more characters than any answer dragon asks for (a hand,
// the names of the players, a file's path). The answer is checked at every
// key, for its mark; a longer one, which cannot be right, is refused
// unread, for reading it would cost its length at every key typed.
const maxAnswer = 1024

var errTooLong = fmt.Errorf("this answer is longer than %d characters, more than any answer here", maxAnswer)

// checked returns why answer s is refused, or nil: too long, or what
// validate says of it without its spaces around.
func checked(validate func(string) error, s string) error {
	if utf8.RuneCountInString(s) > maxAnswer {
		return errTooLong
	}
	if validate == nil {
		return nil
	}
	return validate(strings.TrimSpace(s))
}

// rawMode puts the terminal behind in in raw mode, if it is one, and
// returns what restores it: the caller defers it, so a panic restores the
// terminal too.
func rawMode(in io.Reader) (restore func(), err error) {
	f, ok := in.(*os.File)
	if !ok || !readline.IsTerminal(int(f.Fd())) {
		return func() {}, nil
	}
	fd := int(f.Fd())
	state, err := readline.MakeRaw(fd)
	if err != nil {
		return nil, err
	}
	return func() { _ = readline.Restore(fd, state) }, nil
}

// selectKeys hands promptui's Select the keys a list answers to, read
// through lineedit's decoder from the same keys as every prompt: Up and
// Down (and Ctrl-P, Ctrl-N), Enter, Ctrl-C and Ctrl-D. Other keys do
// nothing: promptui would take Left and Right to page, h, j, k, l to
// move, and readline the Delete key for Ctrl-D on an empty line, which
// cancels.
func (a *lineAsker) selectKeys() io.ReadCloser { return &selectReader{keys: a.keys} }

type selectReader struct {
	keys    *lineedit.Keys
	pending []byte
}

func (s *selectReader) Read(b []byte) (int, error) {
	for len(s.pending) == 0 {
		k, err := s.keys.Next()
		if err != nil {
			return 0, err
		}
		s.pending = selectBytes(k)
	}
	n := copy(b, s.pending)
	s.pending = s.pending[n:]
	return n, nil
}

// Close leaves the terminal open: readline closes its input after every
// prompt, and the next prompt reads on.
func (s *selectReader) Close() error { return nil }

// selectBytes is what readline reads for a key a list answers to.
func selectBytes(k lineedit.Key) []byte {
	switch k {
	case lineedit.KeyUp, lineedit.KeyCtrlP:
		return []byte{readline.CharPrev}
	case lineedit.KeyDown, lineedit.KeyCtrlN:
		return []byte{readline.CharNext}
	case lineedit.KeyEnter, lineedit.KeyCtrlC, lineedit.KeyCtrlD:
		return []byte{byte(k)}
	}
	return nil
}

// plainInput asks for a line on a dumb terminal: the question, a plain
// line typed, and a refused answer's reason on a line of its own before
// the question is asked again. Enter alone answers def, shown in brackets.
func (a *lineAsker) plainInput(label, def string, validate func(string) error) (string, error) {
	ask, _, _, _ := a.style.marks()
	prompt := ask + " " + label + ": "
	if def != "" {
		prompt = ask + " " + label + " [" + def + "]: "
	}
	for {
		s, err := a.readPlain(prompt)
		if err != nil {
			return "", err
		}
		if s == "" {
			s = strings.TrimSpace(def)
		}
		if err := checked(validate, s); err != nil {
			fmt.Fprintln(a.out, ">> "+Message(err))
			continue
		}
		return s, nil
	}
}

// plainSelect asks to choose one of items on a dumb terminal: the question,
// the items numbered, and a number read; anything else is refused and the
// number asked again. The item chosen is written beside the question.
func (a *lineAsker) plainSelect(label string, items []string, def int) (int, error) {
	ask, good, _, _ := a.style.marks()
	fmt.Fprintln(a.out, ask+" "+label)
	for i, item := range items {
		fmt.Fprintf(a.out, "%4d) %s\n", i+1, item)
	}
	prompt := fmt.Sprintf("Choose 1-%d (Enter for %d): ", len(items), def+1)
	for {
		s, err := a.readPlain(prompt)
		if err != nil {
			return 0, err
		}
		n, err := strconv.Atoi(s)
		switch {
		case s == "":
			n = def + 1
		case err != nil || n < 1 || n > len(items):
			fmt.Fprintf(a.out, ">> %q is not a number from 1 to %d\n", s, len(items))
			continue
		}
		fmt.Fprintln(a.out, good+" "+label+LabelSep(label)+items[n-1])
		return n - 1, nil
	}
}

// readPlain asks prompt and reads a line on a dumb terminal, without its
// spaces around, and without what the terminal passes on of keys that are
// not text (an arrow is ESC [ A): an answer is never written back with an escape byte
// in it. A cancel (Ctrl-C, or Ctrl-D on an empty line) ends the line the
// terminal shows, so that what is written next starts a line of its own.
func (a *lineAsker) readPlain(prompt string) (string, error) {
	s, err := a.lines.next(func() { fmt.Fprint(a.out, prompt) })
	if err != nil {
		fmt.Fprintln(a.out)
		return "", err
	}
	var d lineedit.Decoder
	var text []rune
	for _, k := range d.Decode(nil, []byte(s)) {
		switch {
		case k.Printable():
			text = append(text, rune(k))
		case k == '\t':
			text = append(text, ' ')
		}
	}
	return strings.TrimSpace(string(text)), nil
}

// plainLines reads lines in the terminal's cooked mode. There Ctrl-C is a
// signal, not a key: a question waits for the line or the signal, and
// the read goes on in its own goroutine, so a cancelled question's read
// gives its line to the next question.
type plainLines struct {
	in      *bufio.Reader
	got     chan lineRead
	reading bool // a read is under way
}

type lineRead struct {
	s   string
	err error
}

// next asks with ask and returns the next line, or ErrCancelled at Ctrl-C
// or Ctrl-D on an empty line. Ctrl-C is caught before the question is
// shown: one typed as soon as it shows cancels it, and does not end dragon
// as a signal nobody catches does.
func (p *plainLines) next(ask func()) (string, error) {
	interrupt := make(chan os.Signal, 1)
	signal.Notify(interrupt, os.Interrupt)
	defer signal.Stop(interrupt)
	ask()
	if !p.reading {
		p.reading = true
		go func() {
			s, err := p.in.ReadString('\n')
			p.got <- lineRead{s, err}
		}()
	}
	select {
	case r := <-p.got:
		p.reading = false
		if r.err != nil && r.s == "" {
			return "", ErrCancelled
		}
		return r.s, nil
	case <-interrupt:
		return "", ErrCancelled
	}
}
