package ledger

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/dragon-tools/dragon/ledger/books"
)

const goodLedger = `# Thursday at Ann's
version: 1
game: magic
players: [Ann, Bo, Cy, Di]
rules:
  version: C
  dealer_rule: true
  stakes: 1
money:
  start: 80
  bills: [1, 5, 10]
hands:
  - at: 2026-03-14T20:05:00+01:00
    kind: win
    inputs:
      winner: Bo
      hand: 123C 123C 345S 333D 44P
      discard_by: Cy
      losers:
        Ann: 123C 456S 789D 11P 2C 3C 5C
        Cy: 111S 234D 567P 9C 9D 9S 1P
        Di: 234S 456S 789S 11D 2P 3P 7C
      dealer: Ann
    transfers: {Ann: -4, Bo: +16, Cy: -8, Di: -4}
  - at: 2026-03-14 20:20
    kind: tie
    inputs: {dealer: Bo}   # the stock ran out
  - at: 2026-03-14 20:31
    kind: void
    voids: 2
    note: it was not a tie after all
`

// TestParseGood reads a hand-written ledger.
func TestParseGood(t *testing.T) {
	t.Parallel()
	l, ps := Parse("good.yaml", []byte(goodLedger))
	if len(ps) > 0 {
		t.Fatalf("problems: %v", ps)
	}
	if len(l.Hands) != 3 {
		t.Fatalf("%d hands; want 3", len(l.Hands))
	}
	in := l.Hands[0].Inputs
	if in.Winner != "Bo" || in.DiscardBy != "Cy" || in.RoleHolder != "Ann" || len(in.Losers) != 3 || in.Losers[1].Name != "Cy" {
		t.Errorf("inputs %+v", in)
	}
	if h, _ := in.LoserHand("Di"); h != "234S 456S 789S 11D 2P 3P 7C" {
		t.Errorf("Di's hand %q", h)
	}
	st := l.State()
	if st.RoleHolder != "Bo" || st.Balances["Bo"] != 96 || st.LastInForce != 1 || st.GameNumber != 2 {
		t.Errorf("state %+v", st)
	}
}

// TestParseProblems: a hand-made mistake is reported at its line, with the
// line quoted and a fix.
func TestParseProblems(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		from, to  string // replace from with to in goodLedger
		line      int
		msg       string
		fixSubstr string
	}{
		{"transfers do not add up", "Cy: -8, Di: -4}", "Cy: -8, Di: -3}", 24, "the transfers add up to +1; they must add up to 0", "add up to 0"},
		{"unknown field", "    transfers: {", "    tranfers: {", 24, `unknown field "tranfers" in hand 1; did you mean "transfers"?`, "write transfers:"},
		{"unknown player", "Ann: -4, Bo", "Anne: -4, Bo", 24, `"Anne" is not a player`, "write Ann"},
		{"unknown kind", "kind: tie", "kind: tye", 26, `unknown kind "tye"`, "write kind: tie"},
		{"kind of another game", "kind: tie", "kind: dead", 26, "a Magic Dragon ledger has no dead records", "kind: tie"},
		{"wrong dealer", "inputs: {dealer: Bo}", "inputs: {dealer: Cy}", 27, "dealer is Cy, but the rotation gives Bo for game 2", "write dealer: Bo"},
		{"wrong void target", "voids: 2", "voids: 1", 30, "says it voids hand 1, but the last hand not yet voided is hand 2", "voids: 2"},
		{"bad time", "at: 2026-03-14 20:20", "at: yesterday", 25, `at: "yesterday" is not a date and time`, "2026-03-14"},
		{"missing kind", "    kind: tie\n", "", 25, "hand 2 has no kind:", "kind: win"},
		{"bad amount", "Bo: +16,", "Bo: lots,", 24, `should be a whole number, not "lots"`, "digits"},
		{"bad indentation", "    kind: tie", "   kind: tie", 26, "did not find expected '-' indicator", "line this up"},
		{"tab", "    kind: tie", "\tkind: tie", 26, "tab character", "spaces"},
		{"bad version", "version: C", "version: Q", 6, `Magic Dragon has no version "Q"`, "A, B, C"},
		{"rule of another game", "  stakes: 1", "  match_length: 5", 8, "match_length is not a Magic Dragon rule", "remove"},
		{"player twice", "[Ann, Bo, Cy, Di]", "[Ann, Bo, Cy, Ann]", 4, "Ann is named twice", "different name"},
		{"too many players", "[Ann, Bo, Cy, Di]", "[A, B, C, D, E, F, G, H, I]", 4, "Magic Dragon is played by 2 to 8 players", "seat order"},
		{"unknown game", "game: magic", "game: magik", 3, `unknown game "magik"`, "write game: magic"},
		{"newer format", "version: 1", "version: 2", 2, "format version 2; this dragon reads version 1", "newer dragon"},
		{"self-drawn and discarded", "      discard_by: Cy\n", "      discard_by: Cy\n      self_drawn: true\n", 19, "cannot be both self-drawn and discarded by Cy", "keep one"},
		{"winner among losers", "        Di: 234S", "        Bo: 234S", 22, "Bo is the winner and cannot be a loser too", "remove the winner"},
		{"a tie with money", "inputs: {dealer: Bo}   # the stock ran out", "transfers: {Ann: 1, Bo: -1}", 27, "a tie moves no money", "penalty or adjustment"},
		{"void of nothing", "  - at: 2026-03-14T20:05", "  - at: 2026-03-14T20:05", 0, "", ""}, // sanity: unchanged is sound
		{"inputs on an adjustment", "kind: tie\n    inputs: {dealer: Bo}   # the stock ran out", "kind: adjustment\n    inputs: {dealer: Bo}\n    transfers: {Ann: 1, Bo: -1}", 27, "an adjustment record has no inputs", "note:"},
		{"duplicate key", "    kind: tie\n", "    kind: tie\n    kind: tie\n", 27, `gives "kind" twice`, "keep one"},
		{"winner pays", "{Ann: -4, Bo: +16, Cy: -8, Di: -4}", "{Ann: +16, Bo: -4, Cy: -8, Di: -4}", 24, "hand 1: the winner Bo gains nothing (-4); a winner is paid", "if Ann won, write winner: Ann"},
		{"winner square", "{Ann: -4, Bo: +16, Cy: -8, Di: -4}", "{Ann: +4, Bo: 0, Cy: -4}", 24, "the winner Bo gains nothing (+0)", "if Ann won"},
		{"tab-indented item", "  - at: 2026-03-14 20:20\n    kind: tie", "\t- at: 2026-03-14 20:20\n\t  kind: tie", 25, "found character that cannot start any token", "indent with spaces, not tabs"},
		{"unclosed brace on a hand's last line", "Cy: -8, Di: -4}", "Cy: -8, Di: -4", 24, "did not find expected ',' or '}'", "close with } what this line opens"},
		{"duplicate key in transfers", "{Ann: -4, Bo: +16,", "{Ann: -4, Ann: -4, Bo: +16,", 24, `hand 1: transfers gives "Ann" twice (first on line 24)`, "keep one"},
		{"transfers not a mapping", "{Ann: -4, Bo: +16, Cy: -8, Di: -4}", `"Ann -6"`, 24, `hand 1: transfers should be a mapping (name: value lines), not "Ann -6"`, "name: value"},
		{"huge amount", "Ann: -4, Bo", "Ann: -99999999999999999999, Bo", 24, `hand 1: transfers: Ann is "-99999999999999999999", more than this program keeps count of`, "below a billion"},
		{"long name cut short", "winner: Bo", "winner: " + strings.Repeat("X", 120<<10), 16, `hand 1: winner: "` + strings.Repeat("X", 40) + `…" (122880 bytes) is not a player`, "the players are"},
		{"alias", "inputs: {dealer: Bo}   # the stock ran out", "inputs: *x", 27, "unknown anchor", "anchors"},
		{"amount tagged as text", "Ann: -4, Bo", "Ann: !!str -4, Bo", 24, "hand 1: transfers: Ann: the amount has the tag !!str; an amount is a number, with no tag", "write the number alone: -4"},
		{"amount tagged as a number", "Ann: -4, Bo", "Ann: !!int -4, Bo", 24, "the amount has the tag !!int", "write the number alone: -4"},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			src := strings.Replace(goodLedger, tt.from, tt.to, 1)
			if src == goodLedger && tt.to != tt.from {
				t.Fatalf("the test's replacement %q is not in the ledger", tt.from)
			}
			_, ps := Parse("bad.yaml", []byte(src))
			if tt.msg == "" {
				if len(ps) > 0 {
					t.Errorf("problems: %v", ps)
				}
				return
			}
			if len(ps) == 0 {
				t.Fatalf("no problem found")
			}
			p := ps[0]
			lines := strings.Split(src, "\n")
			if p.Line != tt.line || !strings.Contains(p.Msg, tt.msg) || !strings.Contains(p.Fix, tt.fixSubstr) || p.Quote != shown(lines[p.Line-1]) || p.Severity != books.Error {
				t.Errorf("got %s\n  quote %q\n  fix %q\nwant line %d, %q, fix with %q", p.Error(), p.Quote, p.Fix, tt.line, tt.msg, tt.fixSubstr)
			}
			if !strings.HasPrefix(p.Error(), "bad.yaml:") {
				t.Errorf("%q does not start with FILE:LINE", p.Error())
			}
		})
	}
}

// TestAdjustmentOfNothingIsWarned: an adjustment written by hand whose
// every amount is 0 is warned about (a write refuses it), as one with no
// amounts is refused.
func TestAdjustmentOfNothingIsWarned(t *testing.T) {
	t.Parallel()
	for _, zeros := range []string{"{Ann: 0, Bo: 0}", "{Ann: 0}"} {
		src := strings.Replace(goodLedger, "kind: tie\n    inputs: {dealer: Bo}   # the stock ran out", "kind: adjustment\n    transfers: "+zeros, 1)
		_, ps := Parse("zero.yaml", []byte(src))
		if len(ps) != 1 || ps[0].Severity != books.Warning || ps[0].Line != 27 || ps[0].Msg != "hand 2: the adjustment moves nothing (every amount is 0)" {
			t.Errorf("transfers: %s: %v; want one warning at line 27", zeros, ps)
		}
	}
}

// TestRefusedLedgerIsUntouched: a ledger with a hand-made mistake is refused
// by every write, with FILE:LINE, and stays byte for byte as it was.
func TestRefusedLedgerIsUntouched(t *testing.T) {
	useCache(t, true)
	path := filepath.Join(t.TempDir(), "bad.yaml")
	bad := strings.Replace(goodLedger, "Cy: -8, Di: -4}", "Cy: -8, Di: -3}", 1)
	if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Append(path, func(st books.State) (*books.HandRecord, error) { return &books.HandRecord{Kind: books.Tie}, nil })
	if err == nil || !strings.HasPrefix(err.Error(), path+":24: hand 1: the transfers add up to +1") {
		t.Errorf("Append: %v; want the problem at %s:24", err, path)
	}
	if _, err := Undo(path, time.Time{}, ""); err == nil || !strings.Contains(err.Error(), ":24:") {
		t.Errorf("Undo: %v; want the problem at line 24", err)
	}
	if _, err := ReadCurrent(path); err == nil {
		t.Errorf("ReadCurrent of a bad ledger: no error")
	}
	got, _ := os.ReadFile(path)
	if !bytes.Equal(got, []byte(bad)) {
		t.Errorf("the ledger changed:\n%s", got)
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".bad.yaml.dragon-*")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// TestNegativeMoneyIsFlagged: a player below zero is a warning at the hand
// that put him there; it is reported once, and the ledger can still grow.
func TestNegativeMoneyIsFlagged(t *testing.T) {
	useCache(t, true)
	s := newSession(t, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo"}, Money: books.Money{Start: 10, Bills: []int{1, 5, 10}}})
	s.mustAdd(books.Win, "Ann", "Ann=+8,Bo=-8")
	a := s.mustAdd(books.Win, "Ann", "Ann=+4,Bo=-4")
	if len(a.Warnings) != 1 || !strings.Contains(a.Warnings[0].Msg, "Bo's play money goes below zero (-2)") || a.Warnings[0].Severity != books.Warning {
		t.Errorf("warnings %v; want Bo below zero", a.Warnings)
	}
	a = s.mustAdd(books.Win, "Ann", "Ann=+1,Bo=-1")
	if len(a.Warnings) != 0 {
		t.Errorf("Bo sinking further: warnings %v; want none (reported once)", a.Warnings)
	}
	ps := CheckData(s.path, s.read(), nil)
	if len(ps) != 1 || ps[0].Severity != books.Warning || ps[0].Line == 0 || !strings.Contains(ps[0].Quote, "Bo: -4") {
		t.Errorf("check: %v; want one warning at hand 2", ps)
	}
	cur, err := ReadCurrent(s.path)
	if err != nil || len(cur.Warnings) != 1 || cur.Warnings[0].Line != ps[0].Line {
		t.Errorf("ReadCurrent: %v, warnings %v; want the same warning", err, cur.Warnings)
	}
}

// TestManyProblemsOnOneLine: a hand-edited line naming 3,000 people who
// are not players gives 3,000 problems, each quoting the line cut short;
// the work is the file's size, not the line's length once per problem
// (a 150 KB line of 10,000 names took 6 s). The bytes allocated stand in
// for the time: each problem once turned the whole line into runes.
func TestManyProblemsOnOneLine(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	b.WriteString("version: 1\ngame: magic\nplayers: [Ann, Bo]\nhands:\n  - at: 2026-03-14 20:00\n    kind: adjustment\n    transfers: {")
	for i := range 3000 {
		fmt.Fprintf(&b, "P%d: 0, ", i)
	}
	b.WriteString("Ann: 1, Bo: -1}\n")
	data := []byte(b.String())
	var ps books.Problems
	got := allocated(func() { _, ps = Parse("w.yaml", data) })
	if len(ps) != 3000 {
		t.Fatalf("%d problems; want 3000", len(ps))
	}
	if q := ps[2999].Quote; !strings.HasSuffix(q, "…") || utf8.RuneCountInString(q) != 201 {
		t.Errorf("the quote is %d characters: %.80q…; want the line's first 200 and …", utf8.RuneCountInString(q), q)
	}
	if most := 1000 * uint64(len(data)); got > most {
		t.Errorf("Parse allocated %d KB for a %d KB file; want under %d KB", got>>10, len(data)>>10, most>>10)
	}
}

// allocated returns the bytes f allocates, a measure of its work that
// does not depend on the machine's speed.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestPlayersLongerThanAnyTable: a players: list longer than any game's
// table is one problem, whatever it holds; it once gave a problem for
// every pair of equal names (2,000 Anns made 2 million) and compared
// every name with every other.
func TestPlayersLongerThanAnyTable(t *testing.T) {
	t.Parallel()
	data := []byte("version: 1\ngame: magic\nplayers: [" + strings.Repeat("Ann, ", 2000) + "Bo]\nhands:\n")
	var ps books.Problems
	got := allocated(func() { _, ps = Parse("p.yaml", data) })
	if len(ps) != 1 || !strings.Contains(ps[0].Msg, "Magic Dragon is played by 2 to 8 players; the ledger has 2001 players") {
		t.Errorf("%d problems, the first %v; want the one about the count", len(ps), ps[:min(len(ps), 1)])
	}
	if most := 1000 * uint64(len(data)); got > most {
		t.Errorf("Parse allocated %d KB for a %d KB file; want under %d KB", got>>10, len(data)>>10, most>>10)
	}
}

// shown is a printable line as a problem quotes it: cut short after 200
// characters.
func shown(line string) string {
	if r := []rune(line); len(r) > 200 {
		return string(r[:200]) + "…"
	}
	return line
}
