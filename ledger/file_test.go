package ledger

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestReadOnlyLedgerIsRefused: a ledger its owner made read-only is not
// replaced by an append or an undo; the refusal is one line and the file
// is as it was.
func TestReadOnlyLedgerIsRefused(t *testing.T) {
	for _, cached := range []bool{false, true} {
		useCache(t, cached)
		path := writeFile(t, "l.yaml", goodLedger)
		ReadCurrent(path)
		if err := os.Chmod(path, 0o444); err != nil {
			t.Fatal(err)
		}
		_, aerr := Append(path, func(st books.State) (*books.HandRecord, error) { return &books.HandRecord{Kind: books.Tie}, nil })
		_, uerr := Undo(path, time.Time{}, "")
		for _, err := range []error{aerr, uerr} {
			if err == nil || !strings.Contains(err.Error(), "read-only") || strings.Contains(err.Error(), "\n") {
				t.Errorf("cache %v: appending to a read-only ledger: %v; want one line saying it is read-only", cached, err)
			}
		}
		fi, _ := os.Stat(path)
		if got, _ := os.ReadFile(path); string(got) != goodLedger || fi.Mode().Perm() != 0o444 {
			t.Errorf("cache %v: the read-only ledger changed (mode %v):\n%s", cached, fi.Mode().Perm(), got)
		}
	}
}

// TestCreateMessages: a new ledger in a directory that does not exist, or
// with no name, is refused naming what is wrong.
func TestCreateMessages(t *testing.T) {
	t.Parallel()
	h := books.Header{Game: books.Magic, Players: []string{"Ann", "Bo"}}
	nodir := filepath.Join(t.TempDir(), "nodir", "x.yaml")
	for path, want := range map[string]string{
		nodir: nodir + ": there is no directory " + filepath.Dir(nodir) + "; create it first, or give another path",
		"":    "a ledger needs a file name, such as thursday.yaml",
	} {
		if err := Create(path, h); err == nil || err.Error() != want {
			t.Errorf("Create(%q): %v; want %q", path, err, want)
		}
	}
}

// TestCreateNameNotUTF8: a player's name that is not UTF-8 is named as
// the mistake, not reported as yaml.v3 failing to write the header.
func TestCreateNameNotUTF8(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "x.yaml")
	err := Create(path, books.Header{Game: books.Magic, Players: []string{"A\xff", "Bo"}})
	if want := `the name "A\xff" is not valid text (UTF-8)`; err == nil || err.Error() != want {
		t.Errorf("Create: %v; want %q", err, want)
	}
	if _, err := os.Stat(path); err == nil {
		t.Error("the ledger was created")
	}
}

// TestRecordDatedWhenNoHandWasPlayed: a hand-edited record dated in 9999
// (or before 1900) is warned about by check, and an add without a time,
// which it blocks (no record is dated before the one above), names it
// rather than a time the person never gave. Last in the file and in
// 9999, it blocks every write, and check fails as they do.
func TestRecordDatedWhenNoHandWasPlayed(t *testing.T) {
	for _, at := range []string{"9999-12-31", "1899-12-31"} {
		useCache(t, true)
		src := "version: 1\ngame: magic\nplayers: [Ann, Bo]\nhands:\n  - at: " + at + "\n    kind: tie\n    inputs: {dealer: Ann}\n"
		path := writeFile(t, "l.yaml", src)
		ps, err := Check(path, nil)
		if err != nil || len(ps.Warnings()) != 1 || ps[0].Line != 5 || !strings.Contains(ps.Warnings()[0].Msg, "hand 1 is dated "+at+" 00:00, when no hand was played") {
			t.Errorf("check of a hand dated %s: %v %v; want a warning at line 5", at, err, ps)
		}
		stuck := "hand 1, the last record, is dated 9999-12-31 00:00, later than tomorrow, so every record after it would be dated before it: dragon refuses every write to this ledger"
		if errs := ps.Errors(); (at[0] == '9') != (len(errs) == 1 && errs[0].Line == 5 && errs[0].Msg == stuck && errs[0].Quote != "") || (at[0] == '1' && len(errs) > 0) {
			t.Errorf("check of a last hand dated %s: errors %v", at, errs)
		}
		_, err = Append(path, func(st books.State) (*books.HandRecord, error) { return &books.HandRecord{Kind: books.Tie}, nil })
		switch {
		case at[0] == '1' && err != nil:
			t.Errorf("a tie after a hand dated %s: %v", at, err)
		case at[0] == '9' && (err == nil || !strings.HasPrefix(err.Error(), "the record above is dated 9999-12-31 00:00, later than tomorrow")):
			t.Errorf("a tie after a hand dated %s: %v; want the record above named", at, err)
		}
	}
}

// TestRecordTimes: a record is dated when a hand could have been played,
// and not before the record above it; a hand-edited ledger whose records
// are out of order is warned about.
func TestRecordTimes(t *testing.T) {
	useCache(t, true)
	path := writeFile(t, "l.yaml", goodLedger)
	before, _ := os.ReadFile(path)
	local := time.Local // the times of goodLedger without a zone are local
	for _, tt := range []struct {
		at   time.Time
		want string
	}{
		{time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC), "the time 0000-01-01 00:00 is not when a hand was played; give a time from 1900 up to now"},
		{time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC), "the time 9999-12-31 00:00 is not when a hand was played"},
		{time.Date(2026, 3, 14, 20, 30, 0, 0, local), "the time 2026-03-14 20:30 is before hand 3 (2026-03-14 20:31), and records are kept in the order played"},
	} {
		_, err := Append(path, func(st books.State) (*books.HandRecord, error) {
			return &books.HandRecord{Kind: books.Tie, At: tt.at}, nil
		})
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("a tie at %v: %v; want %q", tt.at, err, tt.want)
		}
		if _, err := Undo(path, tt.at, ""); err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("a void at %v: %v; want %q", tt.at, err, tt.want)
		}
	}
	if got, _ := os.ReadFile(path); string(got) != string(before) {
		t.Errorf("a refused time changed the ledger")
	}
	if _, err := Append(path, func(st books.State) (*books.HandRecord, error) {
		return &books.HandRecord{Kind: books.Tie, At: time.Date(2026, 3, 14, 20, 31, 0, 0, local)}, nil
	}); err != nil {
		t.Errorf("a tie at the same minute as the last record: %v", err)
	}
	// A time given is at most a few minutes ahead of now (a fast clock),
	// never a hand not yet played.
	for d, ahead := range map[time.Duration]string{20 * time.Hour: "20 hours", 6 * time.Minute: "6 minutes"} {
		at := time.Now().Add(d).Truncate(time.Second)
		_, err := Append(path, func(st books.State) (*books.HandRecord, error) {
			return &books.HandRecord{Kind: books.Tie, At: at}, nil
		})
		want := fmt.Sprintf("the time %s is %s from now, and a hand is recorded once played; give a time up to now (at most 5 minutes ahead, for a clock that is fast)", at.Format("2006-01-02 15:04"), ahead)
		if err == nil || err.Error() != want {
			t.Errorf("a tie %v ahead: %v; want %q", d, err, want)
		}
	}
	// A record without a time is made now, or at the time of the record
	// above when that is later (another machine's clock ahead).
	ahead := time.Now().Add(4 * time.Minute).Truncate(time.Second)
	if _, err := Append(path, func(st books.State) (*books.HandRecord, error) {
		return &books.HandRecord{Kind: books.Tie, At: ahead}, nil
	}); err != nil {
		t.Fatalf("a tie 4 minutes ahead: %v", err)
	}
	if a, err := Append(path, func(st books.State) (*books.HandRecord, error) { return &books.HandRecord{Kind: books.Tie}, nil }); err != nil || !a.Record.At.Equal(ahead) {
		t.Errorf("a tie without a time after one 4 minutes ahead: %v, at %v; want at %v", err, a, ahead)
	}
	edited := strings.Replace(goodLedger, "at: 2026-03-14 20:20", "at: 2026-03-14 18:20", 1)
	ps := CheckData("e.yaml", []byte(edited), nil)
	if len(ps) != 1 || ps[0].Severity != books.Warning || ps[0].Line != 25 || ps[0].Msg != "hand 2 is dated 2026-03-14 18:20, before hand 1 (2026-03-14 20:05)" {
		t.Errorf("check of records out of order: %v; want one warning at line 25", ps)
	}
}

// TestStakesBound: stakes are bounded, so that no hand's payments pass
// what the ledger keeps count of.
func TestStakesBound(t *testing.T) {
	t.Parallel()
	for stakes, ok := range map[int]bool{1: true, books.MaxStakes: true, books.MaxStakes + 1: false, 999_999_999: false} {
		err := Create(filepath.Join(t.TempDir(), "l.yaml"), books.Header{Game: books.Magic, Players: []string{"Ann", "Bo"}, Rules: books.Rules{Stakes: stakes}})
		if (err == nil) != ok || (err != nil && !strings.Contains(err.Error(), "write stakes of 10000 or less") && !strings.Contains(err.Error(), "stakes is")) {
			t.Errorf("stakes %d: %v", stakes, err)
		}
	}
}

// TestNoLockBesideWhatIsNotALedger: refusing a directory leaves no lock
// file beside it.
func TestNoLockBesideWhatIsNotALedger(t *testing.T) {
	t.Parallel()
	parent := t.TempDir()
	dir := filepath.Join(parent, "d")
	os.Mkdir(dir, 0o755)
	if _, err := Append(dir, func(st books.State) (*books.HandRecord, error) { return &books.HandRecord{Kind: books.Tie}, nil }); err == nil {
		t.Fatal("appending to a directory: no error")
	}
	if left, _ := filepath.Glob(filepath.Join(parent, ".*")); len(left) > 0 {
		t.Errorf("left beside it: %v", left)
	}
}

// TestCreateSaysWhatStakesMean: the new ledger's comment on stakes says
// what the number does in its game; in Q Mahjongg it multiplies the
// ruleset's stake, it is not the value of one Fang.
func TestCreateSaysWhatStakesMean(t *testing.T) {
	t.Parallel()
	for g, want := range map[books.Game]string{
		books.Magic:       "  stakes: 1 # dollars per point\n",
		books.QMahjongg:   "  stakes: 1 # multiplies the ruleset's stake: one Fang pays a player the stake times this, the banker double\n",
		books.NineDragons: "  stakes: 1 # multiplies every payment in chips\n",
	} {
		t.Run(string(g), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "l.yaml")
			if err := Create(path, books.Header{Game: g, Players: []string{"Ann", "Bo", "Cy", "Di"}}); err != nil {
				t.Fatal(err)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(data), want) {
				t.Errorf("no %q in\n%s", want, data)
			}
		})
	}
}

// TestCreateWithoutHardLinks: on a file system without hard links a new
// ledger is made exclusively instead, and still never over a file; a
// dangling link at the name is refused as a link, not as a file there.
func TestCreateWithoutHardLinks(t *testing.T) {
	old := linkFile
	t.Cleanup(func() { linkFile = old })
	linkFile = func(string, string) error { return &os.LinkError{Op: "link", Err: syscall.ENOTSUP} }
	dir := t.TempDir()
	path := filepath.Join(dir, "l.yaml")
	if err := Create(path, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(path); err != nil {
		t.Fatal(err)
	}
	if err := Create(path, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo"}}); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Errorf("a second Create: %v", err)
	}
	if left, _ := os.ReadDir(dir); len(left) != 1 {
		t.Errorf("left %v", left)
	}
	dangling := filepath.Join(dir, "gone.yaml")
	if err := os.Symlink(filepath.Join(dir, "nowhere.yaml"), dangling); err != nil {
		t.Fatal(err)
	}
	if err := Create(dangling, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo"}}); err == nil || !strings.Contains(err.Error(), "gone.yaml is a symbolic link") {
		t.Errorf("Create through a dangling link: %v", err)
	}
	if _, err := os.Lstat(filepath.Join(dir, "nowhere.yaml")); err == nil {
		t.Errorf("a ledger was started where the link points")
	}
}

// TestLedgerFull: a record that would make a ledger pass the most a ledger
// holds is refused, saying to start the next season's, and the full ledger
// still reads.
func TestLedgerFull(t *testing.T) {
	useCache(t, false)
	s := newSession(t, books.Header{Game: books.Magic, Players: []string{"Ann", "Bo"}})
	old := maxLedgerSize
	t.Cleanup(func() { maxLedgerSize = old })
	s.mustAdd(books.Tie, "", "")
	maxLedgerSize = len(s.read()) + 10
	_, err := s.add(books.Tie, "", "")
	if err == nil || !strings.Contains(err.Error(), "is full: a record more would pass the 0 MB a ledger holds") || !strings.Contains(err.Error(), "'dragon ledger new'") {
		t.Errorf("a record past the most a ledger holds: %v", err)
	}
	if l := s.load(); len(l.Hands) != 1 {
		t.Errorf("%d records; want the first tie", len(l.Hands))
	}
}

// TestReadHeaderReadsOnlyTheHeader: the header is read without the records
// (here a file of records no parser would take, larger than any ledger);
// a file without a hands: line where a ledger has one is refused.
func TestReadHeaderReadsOnlyTheHeader(t *testing.T) {
	t.Parallel()
	head, _, _ := strings.Cut(goodLedger, "hands:\n")
	path := filepath.Join(t.TempDir(), "big.yaml")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(strings.ReplaceAll(head, "\n", "\r\n") + "hands:\r\n  - {{{{ not yaml\r\n")
	if err := f.Truncate(int64(maxLedgerSize) * 2); err != nil {
		t.Fatal(err)
	}
	f.Close()
	h, err := ReadHeader(path)
	if err != nil || h.Game != books.Magic || strings.Join(h.Players, ",") != "Ann,Bo,Cy,Di" || !h.Rules.DealerRule {
		t.Errorf("ReadHeader: %+v, %v", h, err)
	}
	if _, err := Load(path); err == nil {
		t.Errorf("Load of the file: no error")
	}
	noHands := filepath.Join(t.TempDir(), "x.yaml")
	os.WriteFile(noHands, []byte(head), 0o644)
	if _, err := ReadHeader(noHands); err == nil || !strings.Contains(err.Error(), "no hands: line") {
		t.Errorf("ReadHeader without hands: %v", err)
	}
}

// TestRecordDatedHoursAhead: a hand-edited last record dated 20 hours
// from now (not yet played, though before tomorrow ends) fails check and
// blocks a write without a time, each naming how far ahead it is, rather
// than every record after it being dated later still.
func TestRecordDatedHoursAhead(t *testing.T) {
	useCache(t, true)
	at := time.Now().Add(20 * time.Hour).UTC().Format(time.RFC3339)
	src := "version: 1\ngame: magic\nplayers: [Ann, Bo]\nhands:\n  - at: " + at + "\n    kind: tie\n    inputs: {dealer: Ann}\n"
	path := writeFile(t, "l.yaml", src)
	ps, err := Check(path, nil)
	if errs := ps.Errors(); err != nil || len(errs) != 1 || errs[0].Line != 5 || !strings.Contains(errs[0].Msg, "20 hours from now, so every record after it would be dated before it") {
		t.Errorf("check of a last hand 20 hours ahead: %v %v", err, ps)
	}
	_, err = Append(path, func(st books.State) (*books.HandRecord, error) { return &books.HandRecord{Kind: books.Tie}, nil })
	if err == nil || !strings.Contains(err.Error(), "20 hours from now, and no record is dated before the one above it") {
		t.Errorf("a tie after a hand 20 hours ahead: %v; want refused, naming how far ahead", err)
	}
	if data, _ := os.ReadFile(path); string(data) != src {
		t.Errorf("the refused write changed the file")
	}
}
