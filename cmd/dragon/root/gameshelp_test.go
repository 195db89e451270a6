package root

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
)

// The ledger commands' help says each game's ways: every game of the list
// that has a way is named where the help says it, so a game added to the
// list (the toy, with -tags toygame) is named too, and none is left to a
// sentence written by hand.

// ledgerCommand is 'dragon ledger name', its help read as one line of
// words, however it is wrapped.
func ledgerCommand(t *testing.T, name string) (*cobra.Command, string) {
	t.Helper()
	root := NewCmd(&term.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, "")
	c, _, err := root.Find([]string{"ledger", name})
	if err != nil || c.Name() != name {
		t.Fatalf("no 'dragon ledger %s': %v", name, err)
	}
	return c, strings.Join(strings.Fields(c.Long), " ")
}

// part is the part of help from the first from on, up to the first until
// after it ("" for the rest); "" when help has no from.
func part(help, from, until string) string {
	i := strings.Index(help, from)
	if i < 0 {
		return ""
	}
	s := help[i:]
	if j := strings.Index(s[len(from):], until); until != "" && j >= 0 {
		return s[:len(from)+j]
	}
	return s
}

// sentenceWith is the sentence of help that has has; "" when none has.
func sentenceWith(help, has string) string {
	i := strings.Index(help, has)
	if i < 0 {
		return ""
	}
	start := strings.LastIndex(help[:i], ". ") + 1
	return strings.TrimSpace(part(help[start:], help[start:i], ". "))
}

// usage is the help of cmd's flag name, as one line.
func usage(cmd *cobra.Command, name string) string { return cmd.Flags().Lookup(name).Usage }

func TestLedgerNewHelpSaysEachGamesWays(t *testing.T) {
	cmd, help := ledgerCommand(t, "new")
	seats := part(help, "Seat order:", ". ")
	for _, g := range Games {
		if g.Name.Role() != "" && !strings.Contains(seats, "for "+g.Title+" ") {
			t.Errorf("%s has a role, and its seat order is not said: %q", g.Title, seats)
		}
		if m := g.Name.DefaultMoney().Start; m > 0 &&
			(!strings.Contains(help, g.Title+" starts each player with "+strconv.Itoa(m)+" dollars") || !strings.Contains(usage(cmd, "money"), g.Title+": "+strconv.Itoa(m))) {
			t.Errorf("%s starts with %d, and neither the help nor --money says so: %q", g.Title, m, usage(cmd, "money"))
		}
		for _, ru := range g.Name.Rules() {
			if s := sentenceWith(help, "--"+ru.Flag); s != "" && !strings.Contains(s, g.Title) {
				t.Errorf("%s has --%s, and the sentence that says it does not name it: %q", g.Title, ru.Flag, s)
			}
			if u := usage(cmd, ru.Flag); namesItsGame(u) && !strings.Contains(u, g.Title) {
				t.Errorf("%s has --%s, and its help names other games: %q", g.Title, ru.Flag, u)
			}
		}
	}
}

// namesItsGame reports whether a flag's help opens with the game whose
// flag it is ("Magic Dragon's special dealer rule", "the Magic Dragon
// VERSION"), rather than naming one as an example after it.
func namesItsGame(usage string) bool {
	for _, g := range Games {
		if strings.HasPrefix(strings.TrimPrefix(usage, "the "), g.Title) {
			return true
		}
	}
	return false
}

func TestLedgerAddCheckExportHelpSayEachGamesRecords(t *testing.T) {
	cmd, help := ledgerCommand(t, "add")
	_, checkHelp := ledgerCommand(t, "check")
	_, exportHelp := ledgerCommand(t, "export")
	for _, g := range Games {
		for _, way := range []struct {
			flag string
			has  bool
			says string
		}{
			{"tie", g.Name.IsHand(books.Tie), g.Title},
			{"dead", g.Name.IsHand(books.Dead), words.Possessive(g.Title) + " " + g.Name.DeadHand()},
			{"scores", g.Name.Totals(), g.Title},
		} {
			row := part(help, "--"+way.flag+" ", " --")
			if way.has && (!strings.Contains(row, way.says) || !strings.Contains(usage(cmd, way.flag), way.says)) {
				t.Errorf("%s has --%s, and its help does not say %q: %q, %q", g.Title, way.flag, way.says, row, usage(cmd, way.flag))
			}
		}
		written := part(help, "The ", " is written into the record")
		checked := part(checkHelp, "add up to zero, ", "against the rotation")
		if r := g.Name.RoleName(); g.Name.RecordsRole() && (!strings.Contains(written, r) || !strings.Contains(checked, r)) {
			t.Errorf("%s's hands record its %s, and the help of add or check does not say so: %q, %q", g.Title, r, written, checked)
		}
		if g.Name.Totals() && !strings.Contains(part(exportHelp, "csv ", "RFC 4180"), g.Title) {
			t.Errorf("%s's hands are scores, and 'ledger export --help' does not say its rows have them: %q", g.Title, exportHelp)
		}
	}
}

func TestLedgerSeatsHelpSaysEachGamesRotation(t *testing.T) {
	c, help := ledgerCommand(t, "seats")
	first, after := part(help, "Put the players", "down the new order."), part(help, "down the new order.", "")
	for _, g := range Games {
		if o := g.Name.Order(); o != "seat order" && !strings.Contains(first, o+" in "+g.Title) {
			t.Errorf("%s's players are in %s, and the help does not say so: %q", g.Title, o, first)
		}
		if d := g.Name.RoleDoes(); d != "" && !strings.Contains(first, g.Title) {
			t.Errorf("the first of %s new seats %s, and the help does not say so: %q", words.Possessive(g.Title), d, first)
		}
		if draws := g.DrawSeats != nil; strings.Contains(c.Short, g.Title) != draws {
			t.Errorf("%s draws for seats: %v; 'ledger seats' says %q", g.Title, draws, c.Short)
		}
		if r := g.Name.Rotation(); (r == books.ByCycle || r == books.ByRound) && !strings.Contains(after, g.Title) {
			t.Errorf("%s moves on by cycles or rounds, and the help does not say what new seats do to them: %q", g.Title, after)
		}
	}
}

func TestLedgerShowUndoHelpSayEachGamesRole(t *testing.T) {
	_, help := ledgerCommand(t, "show")
	ledger, _ := ledgerCommand(t, "new")
	worked := part(strings.Join(strings.Fields(ledger.Parent().Long), " "), "Balances, ", "worked out")
	_, undo := ledgerCommand(t, "undo")
	version := books.Rule{}
	for _, ru := range books.AllRules() {
		if ru.Key == "version" {
			version = ru
		}
	}
	for _, g := range Games {
		if r := g.Name.RoleName(); r != "" && !strings.Contains(help, r) && !strings.Contains(help, "who "+g.Name.RoleDoes()+" next") {
			t.Errorf("%s has a %s, and the help does not say who is next: %q", g.Title, r, help)
		}
		if r := g.Name.RoleName(); !strings.Contains(worked, r) || !strings.Contains(undo, r) {
			t.Errorf("the ledger works out %s %s, and the help of 'dragon ledger' or 'ledger undo' does not say so: %q, %q", words.Possessive(g.Title), r, worked, undo)
		}
		if version.For(g.Name) && !strings.Contains(help, g.Title+" version") {
			t.Errorf("%s has versions, and the help does not say its version in force: %q", g.Title, help)
		}
	}
}

func TestLedgerSettleHelpSaysEachGamesBills(t *testing.T) {
	_, help := ledgerCommand(t, "settle")
	for _, g := range Games {
		if len(g.Name.DefaultMoney().Bills) > 0 && !strings.Contains(help, words.Possessive(g.Title)+" play money") {
			t.Errorf("%s plays with bills, and the help does not say them: %q", g.Title, help)
		}
	}
}

// TestServeHelpSaysWhichGamesAskEachPlayer: 'dragon serve --help' names
// the games whose hand asks each player his own part, and no other, each
// with what it asks ("Magic Dragon: the losers' hands").
func TestServeHelpSaysWhichGamesAskEachPlayer(t *testing.T) {
	root := NewCmd(&term.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, "")
	serve, _, err := root.Find([]string{"serve"})
	if err != nil {
		t.Fatal(err)
	}
	each := sentenceWith(strings.Join(strings.Fields(serve.Long), " "), "each player's phone asks his own part")
	for _, g := range Games {
		part := ""
		if g.Hand != nil {
			part = g.Hand.EachPart()
		}
		if asks := part != ""; strings.Contains(each, g.Title) != asks {
			t.Errorf("%s asks each player his own part: %v; the help says %q", g.Title, asks, each)
		}
		if part == "his own part" {
			t.Errorf("%s's question asked of each player says nothing of what it asks: give it a Part (\"the losers' hands\")", g.Title)
		} else if part != "" && !strings.Contains(each, g.Title+": "+part) {
			t.Errorf("the help does not say what %s asks each player (%q): %q", g.Title, part, each)
		}
	}
}
