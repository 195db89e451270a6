package setupcmd

import (
	"bytes"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/setup"
)

// builtinRules are the built-in ruleset's versions, standing in for the
// magic command group's MagicRules (a group's tests import no other group).
type builtinRules struct{}

func (builtinRules) Version(_, name string) (string, int, int, error) {
	rules, err := rulesets.MagicDragon()
	if err != nil {
		return "", 0, 0, err
	}
	if name == "" {
		name = rules.DefaultVersion
	}
	v, err := rules.Version(name)
	if err != nil {
		return "", 0, 0, err
	}
	return v.Name, v.Drawn, v.Dead, nil
}

func (builtinRules) CheckSuit(string) error { return nil }

func (builtinRules) Players() (int, int) { return 2, 8 }

func TestDrawStyle(t *testing.T) {
	for _, tc := range []struct {
		name string
		tty  bool
		env  map[string]string
		want setup.Style
	}{
		{"a_pipe_gets_ascii", false, map[string]string{"LANG": "en_US.UTF-8"}, setup.ASCII},
		{"a_utf8_terminal_gets_boxes", true, map[string]string{"LANG": "en_US.UTF-8"}, setup.Boxes},
		{"no_locale_set_gets_boxes", true, nil, setup.Boxes},
		{"lc_all_wins_over_lang", true, map[string]string{"LC_ALL": "C", "LANG": "en_US.UTF-8"}, setup.ASCII},
		{"a_latin1_locale_gets_ascii", true, map[string]string{"LC_CTYPE": "de_DE.ISO-8859-1"}, setup.ASCII},
		{"utf8_spelt_without_dash", true, map[string]string{"LANG": "C.utf8"}, setup.Boxes},
		{"a_dumb_terminal_gets_ascii", true, map[string]string{"TERM": "dumb"}, setup.ASCII},
		{"no_color_keeps_boxes", true, map[string]string{"NO_COLOR": "1"}, setup.Boxes},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ios := &term.IOStreams{OutTTY: tc.tty, NoColor: tc.env["NO_COLOR"] != ""}
			if got := drawStyle(ios, func(k string) string { return tc.env[k] }); got != tc.want {
				t.Fatalf("style %v, want %v", got, tc.want)
			}
		})
	}
}

// On a UTF-8 terminal the wall is drawn with box-drawing characters; the
// options are built directly, with a pretend terminal.
func TestSetupDrawsBoxesOnATerminal(t *testing.T) {
	var out bytes.Buffer
	ios := &term.IOStreams{Out: &out, ErrOut: &out, OutTTY: true}
	env := func(k string) string { return map[string]string{"LANG": "en_GB.UTF-8"}[k] }
	opts := &setupYinYangOptions{io: ios, getenv: env, players: "Cy,Di,Ann,Bo", dealer: "Cy", y1: 11, y2: 6, rules: builtinRules{},
		given: func(flag string) bool { return flag == "y1" || flag == "y2" }}
	if err := runSetupYinYang(opts); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "│·· ·· ·· ·· ·· D1 D1 A1 A1 B1 B1 C1 C1 D2 D2 A2 A2 B2│") {
		t.Fatalf("no box-drawn wall:\n%s", out.String())
	}
	out.Reset()
	dice := &setupDiceOptions{io: ios, getenv: env, players: "Ann,Bo,Cy,Di", dice: "3,5,6"}
	if err := runSetupDice(dice); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "14▶│··│") {
		t.Fatalf("no box-drawn break:\n%s", out.String())
	}
}

func TestFormatPieces(t *testing.T) {
	names := []string{"Ann", "Bo"}
	name := func(p setup.Pos) string { return names[p.Side] }
	for _, tc := range []struct {
		pieces []setup.Piece
		want   string
	}{
		{[]setup.Piece{{Pos: setup.Pos{Side: 0, Column: 6}, Top: true, Bottom: true}, {Pos: setup.Pos{Side: 0, Column: 7}, Top: true, Bottom: true}}, "Ann 6-7"},
		{[]setup.Piece{{Pos: setup.Pos{Side: 0, Column: 18}, Top: true, Bottom: true}, {Pos: setup.Pos{Side: 1, Column: 1}, Top: true, Bottom: true}}, "Ann 18, Bo 1"},
		{[]setup.Piece{{Pos: setup.Pos{Side: 1, Column: 12}, Top: true, Bottom: true}, {Pos: setup.Pos{Side: 1, Column: 13}, Top: true}}, "Bo 12, 13 top"},
		{[]setup.Piece{{Pos: setup.Pos{Side: 1, Column: 13}, Bottom: true}, {Pos: setup.Pos{Side: 1, Column: 14}, Top: true, Bottom: true}}, "Bo 13 bottom, 14"},
		{[]setup.Piece{{Pos: setup.Pos{Side: 1, Column: 3}, Top: true}, {Pos: setup.Pos{Side: 1, Column: 5}, Top: true}}, "Bo 3 top, 5 top"},
	} {
		if got := formatPieces(tc.pieces, name); got != tc.want {
			t.Errorf("formatPieces = %q, want %q", got, tc.want)
		}
	}
}

func TestShellQuote(t *testing.T) {
	for in, want := range map[string]string{"Ann,Bo": "Ann,Bo", "Mary Ann,Bo": "'Mary Ann,Bo'", "O'Neil": `'O'\''Neil'`} {
		if got := shellQuote(in); got != want {
			t.Errorf("shellQuote(%q) = %s, want %s", in, got, want)
		}
	}
}

// TestNextCommandPastesWhole: the command printed after the seats, at any
// width, is broken only between its parts, never between a flag and its
// value, and inside a list of names only after a comma; each line but
// the last ends with a backslash; no line is wider than the width but a
// name too long for one; and a shell given the lines runs the one command.
func TestNextCommandPastesWhole(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh to paste the command into")
	}
	for _, players := range [][]string{
		{"Ann", "Bo", "Cy", "Di"},
		{"Cy Long Name", "Ann Marie", "Di", "Bo"},
		{"Mary O'Neil", "Ann Marie Louise Catherine", "Bo", "Di", "Ed", "Flo", "Gus"},
		{"Cordelia Montgomery-Worthington", "Alexandrina Featherstonehaugh-Smythe", "Bartholomew Cornelius Fitzgerald III", "Di"},
		{"Annabel", "Bo", "Cyrus", "Dimitrios", "Edmund", "Florence", "Gustav", "Hildegard"},
	} {
		names := strings.Join(players, ",")
		for _, fit := range []int{0, 60, 80, 120} {
			var b bytes.Buffer
			writeCommand(&b, fit, "Next: ", "  ", "dragon setup yinyang", "--players "+shellQuote(names), "--dealer "+shellQuote(players[0]))
			lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
			for i, line := range lines {
				if cont := strings.HasSuffix(line, "\\"); cont == (i == len(lines)-1) {
					t.Errorf("fit %d: line %q: a backslash must end every line but the last", fit, line)
				}
				if fit > 0 && setup.DisplayWidth(line) > fit && !slices.ContainsFunc(players, func(p string) bool { return strings.Contains(line, p) && setup.DisplayWidth(p) > fit-6 }) {
					t.Errorf("fit %d: line %q is wider than %d", fit, line, fit)
				}
			}
			if fit == 60 && setup.DisplayWidth(lines[0]) > 60 {
				t.Errorf("fit 60: %q was not broken", lines[0])
			}
			cmd, _ := strings.CutPrefix(b.String(), "Next: dragon")
			out, err := exec.Command(sh, "-c", `printf '%s\n'`+cmd).Output()
			if err != nil {
				t.Fatalf("fit %d: sh: %v\n%s", fit, err, b.String())
			}
			want := strings.Join([]string{"setup", "yinyang", "--players", names, "--dealer", players[0]}, "\n") + "\n"
			if string(out) != want {
				t.Errorf("fit %d: the shell runs\n%s\nfrom\n%s", fit, out, b.String())
			}
		}
	}
}
