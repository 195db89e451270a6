package ledger

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestOnlyDragonsTempFilesAreRemoved: a write removes the new copies of
// the ledger a killed dragon left, and no file of a person's beside the
// ledger, however like one its name is.
func TestOnlyDragonsTempFilesAreRemoved(t *testing.T) {
	t.Parallel()
	s := newSession(t, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo", "Cy", "Di"}})
	dir := filepath.Dir(s.path)
	f, err := createTemp(dir, ledgerTemp(s.path))
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	leftover := filepath.Base(f.Name())
	theirs := []string{".session.yaml.tmp-backup", ".session.yaml.dragon-backup.tmp",
		".session.yaml.dragon-0123456789abcdef-00000000.tmp", ".other.yaml" + leftover[len(".session.yaml"):]}
	for _, n := range theirs {
		if err := os.WriteFile(filepath.Join(dir, n), []byte("mine"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s.mustAdd(books.Adjustment, "", "Ann=+1,Bo=-1")
	entries, _ := os.ReadDir(dir)
	var left []string
	for _, e := range entries {
		left = append(left, e.Name())
	}
	if slices.Contains(left, leftover) {
		t.Errorf("dragon's leftover %s was not removed", leftover)
	}
	for _, n := range theirs {
		if !slices.Contains(left, n) {
			t.Errorf("a person's file %s was removed", n)
		}
	}
}

// TestLeftoversOfALedgerNamedWithBrackets: a ledger's name is matched as
// it is, not as a pattern (a bracket, a backslash on Windows).
func TestLeftoversOfALedgerNamedWithBrackets(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "week[1].yaml")
	if err := Create(path, books.Header{Game: books.QMahjongg, Players: []string{"Ann", "Bo"}}); err != nil {
		t.Fatal(err)
	}
	f, err := createTemp(filepath.Dir(path), ledgerTemp(path))
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	if _, err := Append(path, func(books.State) (*books.HandRecord, error) { return &books.HandRecord{Kind: books.Dead}, nil }); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(f.Name()); err == nil {
		t.Errorf("dragon's leftover %s was not removed", filepath.Base(f.Name()))
	}
}

// TestCacheLeftoversRemoved: writing an entry removes the entries a killed
// dragon was writing, once old enough that no dragon still is (an earlier
// dragon's too), and nothing else in the cache's folder.
func TestCacheLeftoversRemoved(t *testing.T) {
	useCache(t, true)
	dir := cacheDir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	made := func(age time.Duration) string {
		f, err := createTemp(dir, entryTemp)
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
		old := time.Now().Add(-age)
		os.Chtimes(f.Name(), old, old)
		return filepath.Base(f.Name())
	}
	old, fresh := made(time.Hour), made(time.Minute)
	others := map[string]time.Duration{".entry-1234567": time.Hour, ".entry-notes": time.Hour, ".entry-7654321": time.Minute}
	for n, age := range others {
		p := filepath.Join(dir, n)
		os.WriteFile(p, nil, 0o644)
		when := time.Now().Add(-age)
		os.Chtimes(p, when, when)
	}
	path := writeFile(t, "l.yaml", goodLedger)
	if _, err := ReadCurrent(path); err != nil {
		t.Fatal(err)
	}
	for n, gone := range map[string]bool{old: true, ".entry-1234567": true, fresh: false, ".entry-notes": false, ".entry-7654321": false} {
		if _, err := os.Lstat(filepath.Join(dir, n)); (err != nil) != gone {
			t.Errorf("%s: removed %v, want %v", n, err != nil, gone)
		}
	}
}

// FuzzIsTemp: a name isTemp takes is one createTemp could have made, its
// seal whole.
func FuzzIsTemp(f *testing.F) {
	f.Add(".l.yaml.dragon-", ".l.yaml.dragon-0123456789abcdef-00000000.tmp")
	f.Add(entryTemp, ".entry-123")
	f.Fuzz(func(t *testing.T, prefix, name string) {
		if isTemp(name, prefix) {
			chance := name[len(prefix) : len(prefix)+tempChance]
			if name != prefix+chance+"-"+tempSealOf(prefix, chance)+tempSuffix {
				t.Fatalf("isTemp(%q, %q)", name, prefix)
			}
		}
	})
}
