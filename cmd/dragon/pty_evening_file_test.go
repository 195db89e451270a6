package main

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/root"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
)

// A game's evening is written in its own folder, the folder of its group
// in the one list of the games: <group>/testdata/evening.txt (issue 31).
// A line is a word and what it takes, a word in double quotes holding
// spaces (Go's quoting); # starts a comment line. The facts say what the
// evening comes to (players, mend, standing, records, winner, declarer,
// settles); a section, [options], [setup], [win] or [other] (once for
// each other record), holds the steps a person takes there, each a
// person's method: pick, answer, enter, yes, no, expect, readOn,
// pagesBefore.

// eveningFile is where the evening of the game g is written, a path
// relative to cmd/dragon.
func eveningFile(g cmdutil.Game) string { return g.Group + "/testdata/evening.txt" }

// eveningOf is the evening of the game g, read from its folder; a file
// missing or malformed fails the test.
func eveningOf(t *testing.T, g cmdutil.Game) evening {
	t.Helper()
	e, err := readEveningOf(g)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// readEveningOf reads the evening of the game g from its folder.
func readEveningOf(g cmdutil.Game) (evening, error) {
	data, err := os.ReadFile(eveningFile(g))
	if err != nil {
		return evening{}, fmt.Errorf("the evening of %s: %w", g.Title, err)
	}
	e, err := readEvening(eveningFile(g), string(data))
	e.game = g
	return e, err
}

// listedGame is the game named name in the one list of the games.
func listedGame(t *testing.T, name books.Game) cmdutil.Game {
	t.Helper()
	i := slices.IndexFunc(root.Games, func(g cmdutil.Game) bool { return g.Name == name })
	if i < 0 {
		t.Fatalf("no game %s in the list", name)
	}
	return root.Games[i]
}

// steps are what a person does at the terminal, a line of the file each.
type steps []step

// step is a line of a section: a person's method and its words, and
// where the line is (file:line).
type step struct {
	verb string
	args []string
	at   string
}

// play takes the steps at p's terminal; a step that fails the test is
// named by its line.
func (s steps) play(p *person) {
	p.t.Helper()
	i := 0
	defer func() {
		if i < len(s) {
			p.t.Errorf("the evening stopped at %s: %s %q", s[i].at, s[i].verb, s[i].args)
		}
	}()
	for ; i < len(s); i++ {
		stepVerbs[s[i].verb].do(p, s[i].args)
	}
}

// stepVerbs are the words of a section's lines: what each takes and what
// the person does.
var stepVerbs = map[string]struct {
	takes []string
	do    func(p *person, a []string)
}{
	"pick":        {[]string{"a list's label", "the item chosen"}, func(p *person, a []string) { p.pick(a[0], a[1]) }},
	"answer":      {[]string{"a question's label", "the answer typed"}, func(p *person, a []string) { p.answer(a[0], a[1]) }},
	"enter":       {[]string{"a question's label"}, func(p *person, a []string) { p.enter(a[0]) }},
	"yes":         {[]string{"a question's label"}, func(p *person, a []string) { p.yes(a[0]) }},
	"no":          {[]string{"a question's label"}, func(p *person, a []string) { p.no(a[0]) }},
	"expect":      {[]string{"the text awaited"}, func(p *person, a []string) { p.expect(a[0]) }},
	"readOn":      {[]string{"the text read on to"}, func(p *person, a []string) { p.readOn(a[0]) }},
	"pagesBefore": {[]string{"the text the stops are passed before"}, func(p *person, a []string) { p.pagesBefore(a[0]) }},
}

// eveningFacts are the words of the facts' lines: what each takes and
// where it goes; the required are in every evening.
var eveningFacts = map[string]struct {
	takes    []string
	required bool
	set      func(e *evening, a []string)
}{
	"players":  {[]string{"the players, parted by commas"}, true, func(e *evening, a []string) { e.players = a[0] }},
	"mend":     {[]string{"the answer's label at the review", "the answer typed first", "the one typed in its place"}, true, func(e *evening, a []string) { e.mend = mend{a[0], a[1], a[2]} }},
	"standing": {[]string{"a row of the standings after the win"}, true, func(e *evening, a []string) { e.standing = a[0] }},
	"records":  {[]string{"the kinds of record the ledger holds"}, true, func(e *evening, a []string) { e.records = a[0] }},
	"winner":   {[]string{"the winner of the first record"}, false, func(e *evening, a []string) { e.winner = a[0] }},
	"declarer": {[]string{"who declared a win falsely"}, false, func(e *evening, a []string) { e.declarer = a[0] }},
	"settles":  {[]string{"what the settle-up of a match says"}, false, func(e *evening, a []string) { e.settles = a[0] }},
}

// eveningSections are the sections of an evening, each where its steps go.
var eveningSections = map[string]func(e *evening) *steps{
	"[options]": func(e *evening) *steps { return &e.options },
	"[setup]":   func(e *evening) *steps { return &e.setup },
	"[win]":     func(e *evening) *steps { return &e.win },
	"[other]":   func(e *evening) *steps { e.others = append(e.others, nil); return &e.others[len(e.others)-1] },
}

// readEvening reads an evening from text, the file named file; an error
// names the file, the line and what would be right.
func readEvening(file, text string) (evening, error) {
	r := eveningReader{said: map[string]int{}}
	for i, line := range strings.Split(text, "\n") {
		if err := r.line(file, i+1, line); err != nil {
			return r.e, fmt.Errorf("%s:%d: %w", file, i+1, err)
		}
	}
	if err := r.sectionDone(); err != nil {
		return r.e, fmt.Errorf("%s:%d: %w", file, r.at, err)
	}
	return r.e, completeEvening(file, r.e, r.said)
}

// eveningReader is an evening as read so far: the section the lines go
// in (its name, and the line it starts at) and the line each fact and
// section was said at.
type eveningReader struct {
	e       evening
	in      *steps
	section string
	at      int
	said    map[string]int
}

// line reads the line n of the file.
func (r *eveningReader) line(file string, n int, line string) error {
	if t := strings.TrimSpace(line); t == "" || strings.HasPrefix(t, "#") {
		return nil
	}
	w, err := lineWords(line)
	if err != nil {
		return err
	}
	switch v := w[0]; {
	case eveningSections[v] != nil:
		return r.startSection(v, n, len(w))
	case stepVerbs[v].do != nil && r.in == nil:
		return fmt.Errorf("%s before any section: a step goes under [options], [setup], [win] or [other]", v)
	case stepVerbs[v].do != nil:
		if err := takes(w, stepVerbs[v].takes); err != nil {
			return err
		}
		*r.in = append(*r.in, step{v, w[1:], fmt.Sprintf("%s:%d", file, n)})
	case eveningFacts[v].set != nil:
		return r.fact(w, n)
	default:
		return fmt.Errorf("%s is not a section ([options], [setup], [win], [other]), a fact (%s) or a step (%s)", shortQuote(v),
			strings.Join(slices.Sorted(maps.Keys(eveningFacts)), ", "), strings.Join(slices.Sorted(maps.Keys(stepVerbs)), ", "))
	}
	return nil
}

// startSection starts the section v at line n, a line of w words; the
// one before it must hold a step, and a section but [other] comes once.
func (r *eveningReader) startSection(v string, n, w int) error {
	if w > 1 {
		return fmt.Errorf("%s stands alone on its line", v)
	}
	if err := r.sectionDone(); err != nil {
		return err
	}
	if at := r.said[v]; at > 0 && v != "[other]" {
		return fmt.Errorf("%s again: it is at line %d", v, at)
	}
	r.said[v], r.section, r.at, r.in = n, v, n, eveningSections[v](&r.e)
	return nil
}

// sectionDone refuses a section left with no step.
func (r *eveningReader) sectionDone() error {
	if r.in != nil && len(*r.in) == 0 {
		return fmt.Errorf("the %s at line %d holds no step", r.section, r.at)
	}
	return nil
}

// fact reads the fact line w, line n: once each.
func (r *eveningReader) fact(w []string, n int) error {
	f := eveningFacts[w[0]]
	if err := takes(w, f.takes); err != nil {
		return err
	}
	if at := r.said[w[0]]; at > 0 {
		return fmt.Errorf("%s again: it is at line %d", w[0], at)
	}
	f.set(&r.e, w[1:])
	r.said[w[0]] = n
	return nil
}

// cut is s for a message: its first 40 characters and "…" after them.
func cut(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

// shortQuote quotes s, cut, for a message.
func shortQuote(s string) string { return strconv.Quote(cut(s)) }

// completeEvening refuses an evening that lacks a won hand or a required fact.
func completeEvening(file string, e evening, said map[string]int) error {
	if len(e.win) == 0 {
		return fmt.Errorf("%s: no [win]: the steps of a won hand, after \"Score the hand\", up to its review", file)
	}
	for _, w := range slices.Sorted(maps.Keys(eveningFacts)) {
		if f := eveningFacts[w]; f.required && said[w] == 0 {
			return fmt.Errorf("%s: no %s line: %s takes %s", file, w, w, strings.Join(f.takes, ", "))
		}
	}
	return nil
}

// takes refuses the line's words w unless they are its word and what it
// takes.
func takes(w []string, want []string) error {
	if len(w)-1 == len(want) {
		return nil
	}
	return fmt.Errorf("%s takes %s (%s), not %d", w[0], words.Plural(len(want), "word"), strings.Join(want, ", "), len(w)-1)
}

// lineWords splits a line into its words: a word in double quotes, as Go
// quotes a string, may hold spaces. A word is never empty, a quote is
// never inside a bare word nor glued to the next, and the line holds no
// control character but a tab.
func lineWords(line string) ([]string, error) {
	if i := strings.IndexFunc(line, func(r rune) bool { return r != '\t' && unicode.IsControl(r) }); i >= 0 {
		return nil, fmt.Errorf("a control character, %q, in the line", line[i:i+1])
	}
	var out []string
	for line = strings.TrimSpace(line); line != ""; line = strings.TrimLeft(line, " \t") {
		w, rest, err := nextWord(line)
		if err != nil {
			return nil, err
		}
		if w == "" {
			return nil, fmt.Errorf("%s: an empty word; a step's text says something", cut(line))
		}
		out, line = append(out, w), rest
	}
	return out, nil
}

// nextWord is the first word of line, which starts with one, and the rest.
func nextWord(line string) (w, rest string, err error) {
	if line[0] != '"' {
		i := strings.IndexAny(line, " \t")
		if i < 0 {
			i = len(line)
		}
		if strings.Contains(line[:i], `"`) {
			return "", "", fmt.Errorf("%s: a quote inside a word; quote the whole word", cut(line[:i]))
		}
		return line[:i], line[i:], nil
	}
	q, err := strconv.QuotedPrefix(line)
	if err != nil {
		return "", "", fmt.Errorf("%s: a word in double quotes is a Go string: it ends with a quote, its escapes Go's (\\\" \\\\ \\t)", cut(line))
	}
	if rest = line[len(q):]; rest != "" && rest[0] != ' ' && rest[0] != '\t' {
		return "", "", fmt.Errorf("%s: a space after a quoted word", cut(line))
	}
	w, _ = strconv.Unquote(q)
	return w, rest, nil
}

// TestEveningFileRefused: a malformed evening is refused at its first bad
// line, with the file, the line and what would be right; an evening
// lacking what every evening says is refused by the file.
func TestEveningFileRefused(t *testing.T) {
	t.Parallel()
	const facts = "players Ann,Bo\nmend a b c\nstanding \"1. Bo 8\"\nrecords win\n"
	for _, tc := range []struct{ text, want string }{
		{facts + "[win]\npick \"Who won?\"\n", `x/evening.txt:6: pick takes 2 words (a list's label, the item chosen), not 1`},
		{facts + "[win]\npick \"Who won? Bo\n", `x/evening.txt:6: "Who won? Bo: a word in double quotes is a Go string: it ends with a quote, its escapes Go's (\" \\ \t)`},
		{facts + "[win]\nexpect \"\"\n", `x/evening.txt:6: "": an empty word; a step's text says something`},
		{facts + "[win]\npick \"Who won?\" B\"o\n", `x/evening.txt:6: B"o: a quote inside a word; quote the whole word`},
		{facts + "[win]\npick \"Who won?\"Bo\n", `x/evening.txt:6: "Who won?"Bo: a space after a quoted word`},
		{facts + "winner B\x00o\n[win]\nyes Again\n", `x/evening.txt:5: a control character, "\x00", in the line`},
		{facts + "[win]\npick \"Who won?\" Bo\n[win]\nyes Again\n", `x/evening.txt:7: [win] again: it is at line 5`},
		{facts + "[win]\npick \"Who won?\" Bo\n[other]\n[other]\nyes Again\n", `x/evening.txt:8: the [other] at line 7 holds no step`},
		{facts + "[win]\n", `x/evening.txt:5: the [win] at line 5 holds no step`},
		{facts + "[win] # the won hand\npick \"Who won?\" Bo\n", `x/evening.txt:5: [win] stands alone on its line`},
		{facts + "winner Bo\nwinner Cy\n[win]\nyes Again\n", `x/evening.txt:6: winner again: it is at line 5`},
		{facts + strings.Repeat("x", 100) + "\n", `x/evening.txt:5: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" is not a section ([options], [setup], [win], [other]), a fact (declarer, mend, players, records, settles, standing, winner) or a step (answer, enter, expect, no, pagesBefore, pick, readOn, yes)`},
		{facts + "pick \"Who won?\" Bo\n", `x/evening.txt:5: pick before any section: a step goes under [options], [setup], [win] or [other]`},
		{facts + "[wins]\n", `x/evening.txt:5: "[wins]" is not a section ([options], [setup], [win], [other]), a fact (declarer, mend, players, records, settles, standing, winner) or a step (answer, enter, expect, no, pagesBefore, pick, readOn, yes)`},
		{"# a comment\n\nwinner\n", `x/evening.txt:3: winner takes 1 word (the winner of the first record), not 0`},
		{facts + "[options]\nno Stakes\n", `x/evening.txt: no [win]: the steps of a won hand, after "Score the hand", up to its review`},
		{"players Ann,Bo\nmend a b c\nrecords win\n[win]\nenter Stakes\n", `x/evening.txt: no standing line: standing takes a row of the standings after the win`},
	} {
		if _, err := readEvening("x/evening.txt", tc.text); err == nil || err.Error() != tc.want {
			t.Errorf("%q:\n got %v\nwant %s", tc.text, err, tc.want)
		}
	}
	if e, err := readEvening("x/evening.txt", facts+"[win]\npick \"Who won?\" Bo\n# a \"quote in a comment\n[other]\nno Again\n[other]\nyes \"Record this hand?\"\n"); err != nil || len(e.win) != 1 || len(e.others) != 2 || e.others[1][0].args[0] != "Record this hand?" {
		t.Errorf("a sound evening read as %+v, %v", e, err)
	}
}
