package main

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/root"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// TestStartupLean: every run of dragon pays for every package's
// initialisation and for every command it builds before it answers, so
// what a run does not need stays out of it.
func TestStartupLean(t *testing.T) {
	t.Parallel()
	t.Run("no_reference_page_packages", func(t *testing.T) {
		// cmd/dragon-docs writes the pages with cobra's doc package, which
		// brings go-md2man and blackfriday; the dragon the tests run
		// (asReleased) is built without their modules.
		_, info := dragonOnPath(t)
		for _, m := range info.Deps {
			if m.Path == "github.com/russross/blackfriday/v2" || m.Path == "github.com/cpuguy83/go-md2man/v2" {
				t.Errorf("dragon is built with %s", m.Path)
			}
		}
	})
	t.Run("one_group_per_command_line", testOneGroup)
	t.Run("completions_only_when_completing", testCompletionsOnDemand)
	t.Run("little_work_at_init", testInitBudget)
}

// The bytes dragon's own packages allocate while they are initialised,
// before main runs, are bounded for what every game shares and for each
// game's own folders. Both grow with the list of the games, by its
// entries and by the ledger's table of the games' books, which a game
// outside the ledger copies when it adds its own: the shared part 10 kB
// and a game 8 kB, each and 1 kB and 512 bytes more for every game
// listed. Measured with the five games: shared 10 kB (13 kB in the test
// build, whose list is appended to), Magic Dragon's 7 kB; the test
// build's toy 9 kB: 22 kB in all once the decks' indexes were built on
// first use and their kinds written without fmt, 58 kB before.
func initBudgets() (shared, game int) {
	n := len(root.Games)
	return 10<<10 + n<<10, 8<<10 + n<<9
}

// testInitBudget: dragon's packages build nothing at start-up that a run
// may not need (a deck's index, a game's tables): what a package
// allocates at init, as GODEBUG=inittrace=1 reports it, stays within the
// budget of the game whose folders hold it (cmd/dragon/<group>, its
// scoring), or the shared one. The dragon the tests run (asReleased) is
// traced; when it is the test binary, the packages only tests import are
// not counted.
func testInitBudget(t *testing.T) {
	cmd := dragonCmd(t, t.TempDir(), "--version")
	cmd.Env = append(cmd.Env, "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	owner := initOwners(t)
	total, seen, report := map[string]int{}, 0, ""
	for _, line := range strings.Split(string(out), "\n") {
		// init PKG @0.52 ms, 0.013 ms clock, 2200 bytes, 27 allocs
		f := strings.Fields(line)
		if len(f) < 9 || f[0] != "init" || !strings.HasPrefix(f[1], "github.com/dragon-tools/dragon/") || f[1] == "github.com/dragon-tools/dragon/cmd/dragon" || testOnly(f[1]) {
			continue
		}
		n, err := strconv.Atoi(f[7])
		if err != nil {
			t.Fatalf("cannot read the bytes of %q", line)
		}
		who := owner(strings.TrimPrefix(f[1], modulePath))
		total[who], seen = total[who]+n, seen+1
		report += fmt.Sprintf("\n%7d bytes %s (%s)", n, f[1], who)
	}
	if seen == 0 {
		t.Fatalf("no init trace of dragon's packages in\n%s", out)
	}
	shared, game := initBudgets()
	for who, n := range total {
		budget := game
		if who == "shared" {
			budget = shared
		}
		if n > budget {
			t.Errorf("%s allocates %d bytes at init, more than its budget of %d:%s", who, n, budget, report)
		}
	}
}

// testOnly reports whether pkg is one only tests import, named for it as
// the module names them: internal/browsertest, ledger/ledgertest,
// cmdutil/cmdtest.
func testOnly(pkg string) bool { return strings.HasSuffix(pkg, "test") }

// initOwners says whose budget a package of the module (its path in the
// module) is in: a game's ("dragon magic"), for its command group and its
// scoring, or "shared".
func initOwners(t *testing.T) func(pkg string) string {
	scoring := gameScoring(t)
	return func(pkg string) string {
		for _, g := range root.Games {
			if within(pkg, "cmd/dragon/"+g.Group) {
				return "dragon " + g.Group
			}
		}
		if rest, ok := strings.CutPrefix(pkg, "scoring/"); ok {
			if group := scoring[strings.Split(rest, "/")[0]]; group != "" {
				return "dragon " + group
			}
		}
		return "shared"
	}
}

// testOneGroup: a command line that starts with a group's name builds that
// group alone, exactly as the whole command has it, without 'dragon
// completion'; any other line builds every group and 'completion'.
func testOneGroup(t *testing.T) {
	full := root.NewCmd(testStreams(), "")
	var groups []string
	for _, c := range full.Commands() {
		if c.HasSubCommands() && c.Name() != "completion" {
			groups = append(groups, c.Name())
		}
	}
	if len(groups) < 7 {
		t.Fatalf("dragon has groups %v; want every game's, setup and ledger", groups)
	}
	for _, name := range groups {
		line := []string{name, "--help"}
		cmd := root.NewCmdFor(testStreams(), "", line)
		want, _, _ := full.Find([]string{name})
		got, _, _ := cmd.Find([]string{name})
		if w, g := commandTree(want), commandTree(got); !slices.Equal(g, w) {
			t.Errorf("'dragon %s --help' built the group\n%s\nwant\n%s", name, strings.Join(g, "\n"), strings.Join(w, "\n"))
		}
		cmd.SetArgs(line)
		if err := cmd.Execute(); err != nil {
			t.Fatal(err)
		}
		for _, other := range append(groups, "completion") {
			if c, _, err := cmd.Find([]string{other}); (err == nil && c != cmd) != (other == name) {
				t.Errorf("'dragon %s --help' built %s: %v", name, other, err == nil && c != cmd)
			}
		}
	}
	for _, line := range [][]string{nil, {"--help"}, {"help", "magic"}, {"completion", "bash"}, {"magik"}} {
		cmd := root.NewCmdFor(testStreams(), "", line)
		for _, name := range append(groups, "completion") {
			if c, _, err := cmd.Find([]string{name}); err != nil || c == cmd {
				t.Errorf("'dragon %s' did not build %s", strings.Join(line, " "), name)
			}
		}
	}
}

// testCompletionsOnDemand: flag values' completions are registered when
// the shell asks for a completion, not for every run.
func testCompletionsOnDemand(t *testing.T) {
	for _, tc := range []struct {
		line []string
		want bool
	}{
		{[]string{"magic", "score", "--winner", "Ann"}, false},
		{[]string{cobra.ShellCompRequestCmd, "magic", "score", "--winner", ""}, true},
		{[]string{cobra.ShellCompNoDescRequestCmd, "magic", "score", "--winner", ""}, true},
	} {
		cmd := root.NewCmdFor(testStreams(), "", tc.line)
		score, _, err := cmd.Find([]string{"magic", "score"})
		if err != nil {
			t.Fatal(err)
		}
		if _, has := score.GetFlagCompletionFunc("winner"); has != tc.want {
			t.Errorf("'dragon %s': --winner completes: %v, want %v", strings.Join(tc.line, " "), has, tc.want)
		}
	}
}

// commandTree lists c and the commands below it, each with its flags.
func commandTree(c *cobra.Command) []string {
	out := []string{c.CommandPath() + "\n" + c.LocalFlags().FlagUsages()}
	for _, sub := range c.Commands() {
		out = append(out, commandTree(sub)...)
	}
	return out
}

func testStreams() *term.IOStreams {
	return &term.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}
}
