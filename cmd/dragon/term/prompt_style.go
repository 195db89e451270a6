package term

import (
	"fmt"
	"strings"
	"text/template"

	"github.com/manifoldco/promptui"
)

// promptStyle is how prompts are drawn: in colour, without colour when
// NO_COLOR is set and not empty, in ASCII without attributes and without
// a single escape byte on a dumb terminal.
type promptStyle struct {
	color bool // colours (NO_COLOR unset or empty, and not a dumb terminal)
	attrs bool // bold, faint, underline, reverse (not a dumb terminal)
}

// stylesFor reads NO_COLOR (https://no-color.org: only a non-empty value
// counts); vt says whether the terminal takes escape sequences (see
// console).
func stylesFor(getenv func(string) string, vt bool) promptStyle {
	return promptStyle{color: getenv("NO_COLOR") == "" && vt, attrs: vt}
}

// dumb says the terminal cannot move its cursor: a prompt is a plain line,
// a list a numbered one.
func (s promptStyle) dumb() bool { return !s.attrs }

// funcs are the templates' style functions, doing nothing where the
// terminal should not have them.
func (s promptStyle) funcs() template.FuncMap {
	m := template.FuncMap{}
	plain := func(v any) string { return fmt.Sprint(v) }
	for name, f := range promptui.FuncMap {
		attr := name == "bold" || name == "faint" || name == "italic" || name == "underline"
		if (attr && s.attrs) || (!attr && s.color) {
			m[name] = f
		} else {
			m[name] = plain
		}
	}
	return m
}

// marks are the signs before a question: asked, good answer, bad answer,
// chosen item.
func (s promptStyle) marks() (ask, good, bad, active string) {
	if !s.attrs {
		return "?", "+", "x", ">"
	}
	return "?", "✔", "✗", "▸"
}

// selection is how a list looks while it is open; promptui draws nothing
// once an item is chosen (Select.HideSelected), and chosen writes it.
func (s promptStyle) selection() *promptui.SelectTemplates {
	_, _, _, active := s.marks()
	return &promptui.SelectTemplates{
		Label:    "{{ . }}",
		Active:   active + " {{ . | underline }}",
		Inactive: "  {{ . }}",
		FuncMap:  s.funcs(),
	}
}

// chosen is what stays on the screen once item is chosen from the list
// label: the mark of an answer taken, the question and the item, broken
// between words to cols (0: a terminal that does not say), as a typed
// answer is. promptui's own line could not break: its screen buffer takes
// one line a write.
func (s promptStyle) chosen(label, item string, cols int) string {
	_, good, _, _ := s.marks()
	text := label + LabelSep(label) + item
	if cols > 0 {
		text = strings.Join(Wrap(text, cols, 2, 0), "\n") // after the mark and a space
	}
	return s.paint()("green", good) + " " + text
}

// LabelSep goes between a question and the answer chosen, kept beside it
// so the screen reads as a record of what was asked and answered:
// "Version: C", "Who won? Ann".
func LabelSep(label string) string {
	if strings.HasSuffix(label, "?") {
		return " "
	}
	return ": "
}

// paint returns how to style text with a style of promptui's FuncMap
// (bold, red…), as far as the terminal should have it.
func (s promptStyle) paint() func(style, text string) string {
	funcs := s.funcs()
	return func(style, text string) string { return funcs[style].(func(any) string)(text) }
}
