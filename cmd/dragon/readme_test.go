package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/cmd/dragon/root"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// TestREADME runs every "$ dragon …" line of README.md's console blocks,
// in order and in one scratch directory, and compares what it prints with
// the output the README shows, so the tour is always real output.
// `go test ./cmd/dragon -run TestREADME -update` rewrites the outputs.
func TestREADME(t *testing.T) {
	path, data := readREADME(t)
	t.Chdir(t.TempDir())
	// Times in the tour are read and shown in UTC, whatever the machine's zone.
	defer func(l *time.Location) { time.Local = l }(time.Local)
	time.Local = time.UTC
	t.Setenv("NO_COLOR", "1")
	t.Setenv("COLUMNS", "80")               // output laid out to the terminal's width, whatever it is
	t.Setenv("XDG_CACHE_HOME", t.TempDir()) // the ledger's cache stays out of the user's
	lines := strings.SplitAfter(string(data), "\n")
	var out strings.Builder
	for i := 0; i < len(lines); i++ {
		out.WriteString(lines[i])
		if strings.TrimSpace(lines[i]) != "```console" {
			continue
		}
		// A console block: commands and the output the README claims.
		for i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "```" {
			i++
			line := lines[i]
			if !strings.HasPrefix(line, "$ dragon") && !strings.HasPrefix(line, "$ ") {
				continue
			}
			out.WriteString(line)
			var claimed strings.Builder
			for i+1 < len(lines) && !strings.HasPrefix(lines[i+1], "$ ") && strings.TrimSpace(lines[i+1]) != "```" {
				i++
				claimed.WriteString(lines[i])
			}
			got := runREADMECommand(t, strings.TrimSpace(strings.TrimPrefix(line, "$ ")))
			if got != claimed.String() && !*update {
				t.Errorf("README.md: %s\n--- README shows ---\n%s--- dragon prints ---\n%s(a change meant? go test ./cmd/dragon -run TestREADME -update rewrites the README's outputs)", strings.TrimSpace(line), claimed.String(), got)
			}
			out.WriteString(got)
		}
	}
	if *update && out.String() != string(data) {
		if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// readREADME returns README.md's path, for -update to write, and its text.
func readREADME(t *testing.T) (string, []byte) {
	t.Helper()
	path, err := filepath.Abs("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, data
}

// TestREADMEOpening: the README opens with what the tool is today, every
// game of the one list of games named and scored, none "on the way" (a
// game only a test build has, the toy, is not the README's).
func TestREADMEOpening(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	opening, _, _ := strings.Cut(string(data), "\n## ")
	for _, g := range root.ShippedGames {
		if !strings.Contains(opening, "**"+g.Title+"**") {
			t.Errorf("the README's opening does not name %s among the games", g.Title)
		}
	}
	if strings.Contains(opening, "on the way") {
		t.Error("the README's opening says scoring is on the way; every game is scored")
	}
}

// runREADMECommand runs one command line of the README in-process and
// returns what it printed, stdout then stderr, with "[exit N]" after a
// failure.
func runREADMECommand(t *testing.T, line string) string {
	t.Helper()
	args, err := shellWords(line)
	if err != nil {
		t.Fatalf("README.md: %s: %v", line, err)
	}
	if len(args) > 0 && args[0] == "sed" {
		return runREADMEShell(t, line)
	}
	if len(args) == 0 || args[0] != "dragon" {
		t.Fatalf("README.md: %s: console blocks run dragon, and sed to edit a file as a person would", line)
	}
	var stdout, stderr bytes.Buffer
	code := runHere(args[1:], &term.IOStreams{In: strings.NewReader(""), Out: &stdout, ErrOut: &stderr, NoColor: true})
	s := stdout.String() + stderr.String()
	if code != 0 {
		s += fmt.Sprintf("[exit %d]\n", code)
	}
	return s
}

// runREADMEShell runs a sed line of the README, such as the hand edit of
// a ledger the tour then checks, with the shell, in the scratch directory.
func runREADMEShell(t *testing.T, line string) string {
	t.Helper()
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skipf("README.md: %s: no sh to run it", line)
	}
	out, err := exec.Command("sh", "-c", line).CombinedOutput()
	if err != nil {
		t.Fatalf("README.md: %s: %v\n%s", line, err, out)
	}
	return string(out)
}

// shellWords splits a command line as a POSIX shell would for the simple
// quoting the README uses: single quotes, double quotes, backslashes.
func shellWords(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, fmt.Errorf("unclosed single quote")
			}
			cur.WriteString(s[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case c == '"':
			j := strings.IndexByte(s[i+1:], '"')
			if j < 0 {
				return nil, fmt.Errorf("unclosed double quote")
			}
			cur.WriteString(s[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case c == '\\' && i+1 < len(s):
			cur.WriteByte(s[i+1])
			i++
			inWord = true
		case c == ' ' || c == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}
