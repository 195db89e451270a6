package servecmd

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// TestRoomFromAFolder: a folder of ledgers is served as a room: the
// banner names each table, its address and, on the network, its
// scorekeeper's code; the room's page and each table's answer; a file
// of the folder that is not YAML is left out.
func TestRoomFromAFolder(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"table 1", "table 2"} {
		if err := ledger.Create(filepath.Join(dir, name+".yaml"), books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}}); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("bring snacks\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	files, err := ledgers([]string{dir})
	if err != nil || len(files) != 2 {
		t.Fatalf("the folder's ledgers: %v, %v", files, err)
	}
	url, out, _, stop := startedOn(t, files, true, false, false)
	defer stop()
	s := out.String()
	for _, want := range []string{"Serving a room of 2 tables at " + url, "table-1: " + files[0] + " (Nine Dragons: Ann, Bo, Cy, and Di)\n  at " + url + "t/table-1/; ", "\ntable-2: "} {
		if !strings.Contains(s, want) {
			t.Errorf("the banner lacks %q:\n%s", want, s)
		}
	}
	if n := len(regexp.MustCompile(`/; its scorekeeper's code: [0-9]{8}\n`).FindAllString(s, -1)); n != 2 {
		t.Errorf("%d scorekeeper's codes in the banner, want 2:\n%s", n, s)
	}
	for _, path := range []string{"", "t/table-1/", "t/table-2/hand"} {
		resp, err := http.Get(url + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), "Ann") {
			t.Errorf("GET /%s: %d\n%s", path, resp.StatusCode, body)
		}
	}
}

// TestNoLedgerInTheFolder: a folder without a ledger says so in one line.
func TestNoLedgerInTheFolder(t *testing.T) {
	dir := t.TempDir()
	if _, err := ledgers([]string{dir}); err == nil || !strings.Contains(err.Error(), "holds no ledger: give ledger files, or a folder of them") {
		t.Errorf("an empty folder: %v", err)
	}
}

// TestBrokenLedgerInTheFolder: a YAML file of the folder that does not
// read as a ledger stops the room in one line naming it, rather than a
// table missing from the room unsaid.
func TestBrokenLedgerInTheFolder(t *testing.T) {
	dir := t.TempDir()
	if err := ledger.Create(filepath.Join(dir, "table-1.yaml"), books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}}); err != nil {
		t.Fatal(err)
	}
	broken := filepath.Join(dir, "table-2.yaml")
	if err := os.WriteFile(broken, []byte("version: 1\ngame: [\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := ledgers([]string{dir})
	if err == nil || !strings.Contains(err.Error(), broken+" does not read as a ledger (") || !strings.HasSuffix(err.Error(), "): mend it, or move it out of the folder") {
		t.Errorf("a broken ledger in the folder: %v", err)
	}
}

// TestSeasonFolder: --season gives the earlier nights' ledgers of its
// folder, without a ledger served tonight that is in it too.
func TestSeasonFolder(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for _, name := range []string{"2026-03-05", "2026-03-12", "2026-03-19"} {
		file := filepath.Join(dir, name+".yaml")
		if err := ledger.Create(file, books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}}); err != nil {
			t.Fatal(err)
		}
		files = append(files, file)
	}
	o := &serveOptions{files: files[2:], season: dir}
	got, err := o.earlier()
	if err != nil || strings.Join(got, " ") != strings.Join(files[:2], " ") {
		t.Errorf("the earlier nights: %v, %v; want %v", got, err, files[:2])
	}
	o.season = t.TempDir()
	if _, err := o.earlier(); err == nil || !strings.HasSuffix(err.Error(), "holds no ledger: give ledger files, or a folder of them (--season)") {
		t.Errorf("an empty --season folder: %v", err)
	}
	o.season = files[0]
	if _, err := o.earlier(); err == nil || !strings.Contains(err.Error(), "is no folder: give the folder of the season's earlier ledgers") {
		t.Errorf("a file for --season: %v", err)
	}
}
