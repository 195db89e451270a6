package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestServeAHandAtTheTable is issue 23's acceptance on one machine, with
// real programs: 'dragon serve' on a new Magic Dragon ledger; four phones
// choose their names; the scorekeeper says who went out, the winner
// enters his hand and how it came, each loser his own hand; the
// scorekeeper records it; every phone's standings show it; then 'dragon
// ledger show' reads it and 'dragon ledger check' passes.
func TestServeAHandAtTheTable(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cache, file := filepath.Join(dir, "cache"), filepath.Join(dir, "thursday.yaml")
	if out, err := dragonCmd(t, cache, "ledger", "new", file, "--game", "magic", "--players", "Ann,Bo,Cy,Di").CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	base := served(t, cache, file)
	keeper := newWebDevice(base) // on the machine serving: the scorekeeper
	phones := map[string]*webDevice{}
	for _, name := range []string{"Ann", "Bo", "Cy", "Di"} {
		phones[name] = newWebDevice(base)
		if err := phones[name].pick(name); err != nil {
			t.Fatal(err)
		}
	}
	steps := []struct {
		d             *webDevice
		as, q, answer string
	}{
		{keeper, "keeper", "winner", "Bo"},
		{phones["Bo"], "player", "exposed", ""},
		{phones["Bo"], "player", "rest", "123C 123C 345S 333D 44P"},
		{phones["Bo"], "player", "source", "a discard by Cy"},
		{phones["Cy"], "player", "losers:Cy", "456C 456C 789C 12S 55D"},
		{phones["Ann"], "player", "losers:Ann", "123C 789C 344S 788D 4P"},
		{phones["Di"], "player", "losers:Di", "111S 222S 999S 46S 55P"},
	}
	for _, s := range steps {
		if err := s.d.answer(s.as, s.q, s.answer); err != nil {
			t.Fatal(err)
		}
	}
	if ok, err := keeper.record(); !ok || err != nil {
		t.Fatalf("recording: %v %v", ok, err)
	}
	first := regexp.MustCompile(`<tbody>\s*<tr><td class="n">1\.</td><td>([^<]+)</td>`)
	for name, p := range phones {
		page, err := p.get("part/standings")
		if m := first.FindStringSubmatch(page); err != nil || m == nil || m[1] != "Bo" {
			t.Errorf("%s's standings: %v\n%s", name, err, page)
		}
	}
	show, err := dragonCmd(t, cache, "ledger", "show", file).CombinedOutput()
	if err != nil || !regexp.MustCompile(`(?m)^\s*1\.\s+Bo\s+116\s+\+36$`).Match(show) || !strings.Contains(string(show), "game 2") {
		t.Errorf("ledger show: %v\n%s", err, show)
	}
	if out, err := dragonCmd(t, cache, "ledger", "check", file).CombinedOutput(); err != nil || len(out) > 0 {
		t.Errorf("ledger check: %v\n%s", err, out)
	}
}

// TestServedStandingsAreShows: the table's page builds where each of its
// ledgers stands, and the settle-up, from the books' model itself, and
// says what the commands say: for a game of money, a match of totals and
// a game of rounds, the page's lines and table are those 'ledger show
// --format markdown' writes, each row's place, player and amounts those
// of the standings 'ledger show --format json' writes, worked out apart,
// and the settle-up what 'ledger settle --format markdown' writes.
func TestServedStandingsAreShows(t *testing.T) {
	t.Parallel()
	cache := filepath.Join(t.TempDir(), "cache")
	run := func(args ...string) []byte {
		out, err := dragonCmd(t, cache, args...).Output()
		if err != nil {
			t.Fatalf("dragon %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return out
	}
	files := threeGames(t.TempDir(), run)
	d := newWebDevice(served(t, cache, files...))
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".yaml")
		page, err := d.get("t/" + name + "/part/standings")
		if err != nil {
			t.Fatal(err)
		}
		lines, head, rows := pageBoard(page)
		mdLines, mdHead, mdRows := markdownBoard(string(run("ledger", "show", file, "--format", "markdown")))
		if !slices.Equal(lines, mdLines) || !slices.Equal(head, mdHead) || !slices.EqualFunc(rows, mdRows, slices.Equal) {
			t.Errorf("%s: the page shows %q %q %q;\n'ledger show' %q %q %q", name, lines, head, rows, mdLines, mdHead, mdRows)
		}
		var shown struct {
			Standings []struct {
				Place               int
				Player              string
				Balance, Net, Total int
			}
		}
		if err := json.Unmarshal(run("ledger", "show", file, "--format", "json"), &shown); err != nil {
			t.Fatal(err)
		}
		if len(rows) != len(shown.Standings) || len(rows) == 0 {
			t.Fatalf("%s: %d rows on the page, %d standings in the JSON", name, len(rows), len(shown.Standings))
		}
		for i, s := range shown.Standings {
			want := map[string]string{"": fmt.Sprintf("%d.", s.Place), "player": s.Player, "total": fmt.Sprint(s.Total),
				"money": fmt.Sprint(s.Balance), "net": fmt.Sprintf("%+d", s.Net)}
			for j, h := range head {
				if w, ok := want[h]; ok && rows[i][j] != w {
					t.Errorf("%s: row %d's %q is %q on the page, %q in the JSON", name, i+1, h, rows[i][j], w)
				}
			}
		}
		settle, err := d.get("t/" + name + "/settle")
		if err != nil {
			t.Fatal(err)
		}
		settle = settle[strings.Index(settle, "<h1>Settle-up</h1>"):strings.Index(settle, "</main>")]
		says, _, paid := markdownBoard(string(run("ledger", "settle", file, "--format", "markdown")))
		if said, pays := pageParas(settle), pageRow.FindAllString(settle, -1); !slices.Equal(said, says) || len(pays) != len(paid) {
			t.Errorf("%s: the page's settle-up says %q, %d payments; 'ledger settle' %q, %d", name, said, len(pays), says, len(paid))
		}
	}
}

// pageParas are the paragraphs of a part of a page, a line each, as
// Markdown has them.
func pageParas(part string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`<p>([^<]*)</p>`).FindAllStringSubmatch(part, -1) {
		out = append(out, strings.Split(m[1], "\n")...)
	}
	return out
}

// threeGames writes into dir, with run, a ledger of a game of money, a
// match of totals complete and a game of rounds, and returns their files.
func threeGames(dir string, run func(args ...string) []byte) []string {
	ledgers := map[string][][]string{
		"magic": {{"new", "--game", "magic", "--players", "Ann,Bo,Cy,Di"}, {"add", "--transfer", "Ann=-4,Bo=+10,Cy=-4,Di=-2"}, {"add", "--tie"}},
		"match": {{"new", "--game", "dominoes", "--players", "Ann,Bo,Cy", "--match", "1"}, {"add", "--scores", "Ann=3,Bo=9,Cy=3"}},
		"q":     {{"new", "--game", "qmahjongg", "--players", "Ann,Bo,Cy"}, {"add", "--transfer", "Ann=-8,Bo=+16,Cy=-8"}},
	}
	var files []string
	for name, cmds := range ledgers {
		file := filepath.Join(dir, name+".yaml")
		for _, c := range cmds {
			run(append([]string{"ledger", c[0], file}, c[1:]...)...)
		}
		files = append(files, file)
	}
	return files
}

var (
	pageLine = regexp.MustCompile(`<p class="line">([^<]*)</p>`)
	pageHead = regexp.MustCompile(`<th scope="col"[^>]*>([^<]*)</th>`)
	pageRow  = regexp.MustCompile(`<tr>((?:<td[^>]*>[^<]*</td>)+)</tr>`)
	pageCell = regexp.MustCompile(`<td[^>]*>([^<]*)</td>`)
)

// pageBoard reads the standings' part of the table's page: its lines
// (each line of one a line, as Markdown has them), the table's heads and
// rows.
func pageBoard(page string) (lines, head []string, rows [][]string) {
	for _, m := range pageLine.FindAllStringSubmatch(page, -1) {
		lines = append(lines, strings.Split(m[1], "\n")...) // Markdown's paragraphs
	}
	for _, m := range pageHead.FindAllStringSubmatch(page, -1) {
		head = append(head, m[1])
	}
	for _, r := range pageRow.FindAllStringSubmatch(page, -1) {
		var cells []string
		for _, c := range pageCell.FindAllStringSubmatch(r[1], -1) {
			cells = append(cells, c[1])
		}
		rows = append(rows, cells)
	}
	return lines, head, rows
}

// markdownBoard reads 'ledger show --format markdown': its paragraphs,
// then the table's heads and rows (the line under the heads left out).
func markdownBoard(md string) (lines, head []string, rows [][]string) {
	for _, l := range strings.Split(md, "\n") {
		switch {
		case l == "":
		case !strings.HasPrefix(l, "|"):
			lines = append(lines, l)
		case head == nil:
			head = markdownCells(l)
		case strings.HasPrefix(l, "| ---") || strings.HasPrefix(l, "| :--"):
		default:
			rows = append(rows, markdownCells(l))
		}
	}
	return lines, head, rows
}

func markdownCells(l string) []string {
	cells := strings.Split(strings.Trim(l, "|"), "|")
	for i, c := range cells {
		cells[i] = strings.TrimSpace(c)
	}
	return cells
}
