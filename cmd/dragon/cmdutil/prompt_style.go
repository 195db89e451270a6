package cmdutil

import (
	"fmt"
	"strings"
	"text/template"

	"github.com/manifoldco/promptui"
)

// promptStyle is how prompts are drawn: in colour, without colour when
// NO_COLOR is set and not empty, in ASCII without attributes on a dumb
// terminal.
type promptStyle struct {
	color bool // colours (NO_COLOR unset or empty, and not TERM=dumb)
	attrs bool // bold, faint, underline, reverse (not TERM=dumb)
}

// stylesFor reads NO_COLOR (https://no-color.org: only a non-empty value
// counts) and TERM.
func stylesFor(getenv func(string) string) promptStyle {
	dumb := getenv("TERM") == "dumb"
	return promptStyle{color: getenv("NO_COLOR") == "" && !dumb, attrs: !dumb}
}

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

// input returns the templates of a prompt asking for l.
func (s promptStyle) input(l *promptLabel) *promptui.PromptTemplates {
	ask, good, bad, _ := s.marks()
	label := `{{ .Text | bold }}{{ ":" | bold }} `
	t := &promptui.PromptTemplates{
		Valid:           `{{ .Frame }}{{ if .Empty }}{{ "` + ask + `" | blue }}{{ else }}{{ "` + good + `" | green }}{{ end }} ` + label,
		Invalid:         `{{ .Frame }}{{ if .Empty }}{{ "` + ask + `" | blue }}{{ else }}{{ "` + bad + `" | red }}{{ end }} ` + label,
		ValidationError: `{{ ">>" | red }} {{ . | red }}{{ refused }}`,
		Success:         `{{ .Answered }}{{ .Text | faint }}{{ ":" | faint }} `,
		FuncMap:         s.funcs(),
	}
	t.FuncMap["refused"] = l.Refused
	return t
}

func (s promptStyle) selection(label string) *promptui.SelectTemplates {
	_, good, _, active := s.marks()
	// Keep the question beside the answer once chosen, so the screen reads
	// as a record of what was asked and answered: "Version: C", "Who won?
	// Ann".
	sep := ": "
	if strings.HasSuffix(label, "?") {
		sep = " "
	}
	return &promptui.SelectTemplates{
		Label:    "{{ . }}",
		Active:   active + " {{ . | underline }}",
		Inactive: "  {{ . }}",
		Selected: `{{ "` + good + `" | green }} ` + strings.ReplaceAll(label, "{{", "{ {") + sep + `{{ . }}`,
		FuncMap:  s.funcs(),
	}
}

// pointer draws the cursor: the character under it in reverse video, or on
// a dumb terminal a bar before it.
func (s promptStyle) pointer(under []rune) []rune {
	if !s.attrs {
		return append([]rune("|"), under...)
	}
	if len(under) == 0 {
		under = []rune(" ")
	}
	return []rune("\x1b[7m" + string(under) + "\x1b[27m")
}
