//go:build unix

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/cmd/dragon/root"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

// magicAudit is Magic Dragon's audit from the list of the games: what
// ledgertest settles the wins it writes with.
var magicAudit = root.Games.Auditors()[books.Magic]

// TestLedgerSurvivesSIGKILL kills 'ledger add' at random moments, 200
// times, on a ledger of 500 hands (so that a write takes long enough to be
// caught half done). After every kill the ledger passes check and holds
// every hand whose add said it was recorded, each once.
func TestLedgerSurvivesSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: kills dragon 200 times; the whole suite does")
	}
	t.Parallel() // the kills follow how long an add takes as it goes
	dir := t.TempDir()
	cache := t.TempDir()
	path := filepath.Join(dir, "thursday.yaml")
	if err := os.WriteFile(path, ledgertest.Generate(500, magicAudit), 0o644); err != nil {
		t.Fatal(err)
	}
	add := func(i int) *exec.Cmd {
		tr := "Ann=+1,Bo=-1"
		if i%2 == 1 {
			tr = "Ann=-1,Bo=+1"
		}
		return dragonCmd(t, cache, "ledger", "add", path, "--adjust", "--transfer", tr, "--note", fmt.Sprintf("run %d", i))
	}
	var clock killClock
	measured := 0
	for range 3 {
		measured++
		clock.time(t, add(-measured), true)
		measured++
		clock.time(t, add(-measured), false)
	}
	rng := rand.New(rand.NewPCG(7, 11))
	var acked []string
	killed, midWrite := 0, 0
	// At least 200 runs; more, up to 600, while fewer than 60 were killed
	// part way, or fewer than 10 while writing: the test is worth only as
	// many kills as it makes.
	runs := 0
	var checked []byte
	// Each state the runs leave is checked while the next run goes on: the
	// check reads the bytes the run left, whatever comes after them.
	type state struct {
		run  int
		data []byte
	}
	states := make(chan state, 1)
	var checking sync.WaitGroup
	checking.Go(func() {
		for s := range states {
			if ps := ledger.CheckData(path, s.data, nil); len(ps) > 0 {
				t.Errorf("after run %d the ledger fails check: %v", s.run, ps)
			}
		}
	})
	for i := 0; (i < 200 || ((killed < 60 || midWrite < 10) && i < 600)) && !t.Failed(); i++ {
		runs++
		c := add(i)
		var out bytes.Buffer
		c.Stdout = &out
		switch i % 10 {
		case 0: // left to finish, to follow how long an add takes now
			clock.time(t, c, i%20 == 10)
			if !strings.HasPrefix(out.String(), "Recorded ") {
				t.Fatalf("run %d succeeded without saying so: %q", i, out.String())
			}
			acked = append(acked, fmt.Sprintf("run %d", i))
		default:
			err := clock.kill(t, c, rng)
			switch {
			case err == nil:
				if !strings.HasPrefix(out.String(), "Recorded ") {
					t.Fatalf("run %d succeeded without saying so: %q", i, out.String())
				}
				acked = append(acked, fmt.Sprintf("run %d", i))
			case c.ProcessState.Sys().(syscall.WaitStatus).Signaled():
				killed++
				if tmp, _ := filepath.Glob(filepath.Join(dir, ".thursday.yaml.dragon-*")); len(tmp) > 0 {
					midWrite++ // killed with its new file half written
				}
			default:
				t.Fatalf("run %d failed by itself: %v", i, err)
			}
		}
		// A ledger as it was when last checked passes again: only a
		// ledger the run changed is checked anew.
		now, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Equal(now, checked) {
			continue
		}
		states <- state{i, now}
		checked = now
	}
	close(states)
	checking.Wait()
	have := notes(t, path)
	for _, n := range acked {
		if !slices.Contains(have, n) {
			t.Errorf("%s was recorded but is not in the ledger", n)
		}
	}
	seen := map[string]bool{}
	for _, n := range have {
		if n != "" && seen[n] && strings.HasPrefix(n, "run ") {
			t.Errorf("%s is in the ledger twice", n)
		}
		seen[n] = true
	}
	t.Logf("an add takes about %v (%v reading the whole file) lately; %d of %d were killed part way (%d while writing), %d finished", clock.median(false), clock.median(true), killed, runs, midWrite, len(acked))
	if killed < 40 {
		t.Errorf("only %d runs were killed part way; the test proves little", killed)
	}
	// The next add clears the temporary files of killed writers.
	if out, err := add(1000).CombinedOutput(); err != nil {
		t.Fatalf("add after the kills: %v\n%s", err, out)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".thursday.yaml.dragon-*")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// killClock chooses when to kill an add: at a random moment of how long
// one takes lately, through the cache or reading the whole file (as after
// a kill that left the cache behind), to spread the kills over both. How
// long an add takes follows the machine's load, which changes as the test
// goes; the last three adds of each kind left to finish tell it.
type killClock struct {
	warm, cold []time.Duration
}

// time runs c to its end, reading the whole file when cold, and keeps
// how long it took.
func (k *killClock) time(t *testing.T, c *exec.Cmd, cold bool) {
	t.Helper()
	took := &k.warm
	if cold {
		c.Env = append(c.Env, "DRAGON_LEDGER_CACHE=off")
		took = &k.cold
	}
	var errOut bytes.Buffer
	c.Stderr = &errOut
	t0 := time.Now()
	if err := c.Run(); err != nil {
		t.Fatalf("add: %v\n%s", err, errOut.String())
	}
	*took = append(*took, time.Since(t0))
	if len(*took) > 3 {
		*took = (*took)[1:]
	}
}

// median is how long an add took lately, reading the whole file when cold.
func (k *killClock) median(cold bool) time.Duration {
	took := slices.Clone(k.warm)
	if cold {
		took = slices.Clone(k.cold)
	}
	slices.Sort(took)
	return took[len(took)/2]
}

// kill starts c, kills it at a random moment of how long an add takes,
// and returns how it ended.
func (k *killClock) kill(t *testing.T, c *exec.Cmd, rng *rand.Rand) error {
	t.Helper()
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	span := k.median(false) * 3 / 2
	if rng.IntN(2) == 0 {
		span = k.median(true) * 2
	}
	time.Sleep(time.Duration(rng.Int64N(int64(span))))
	c.Process.Signal(syscall.SIGKILL)
	return c.Wait()
}

// TestLedgerConcurrentAdds: 8 dragons adding 25 hands each to one ledger at
// the same time lose none of the 200 (with -short, 3 dragons adding 2
// each: still processes racing for the lock).
func TestLedgerConcurrentAdds(t *testing.T) {
	t.Parallel()
	dragons, runs := 8, concurrentRuns
	if testing.Short() {
		dragons, runs = 3, 2
	}
	dir := t.TempDir()
	cache := t.TempDir()
	path := filepath.Join(dir, "busy.yaml")
	if out, err := dragonCmd(t, cache, "ledger", "new", path, "--game", "magic", "--players", "Ann,Bo,Cy,Di").CombinedOutput(); err != nil {
		t.Fatalf("new: %v\n%s", err, out)
	}
	var wg sync.WaitGroup
	for w := 0; w < dragons; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			players := []string{"Ann", "Bo", "Cy", "Di"}
			for i := 0; i < runs; i++ {
				win, lose := players[w%4], players[(w+1+i%3)%4]
				if i%2 == 1 {
					win, lose = lose, win
				}
				note := fmt.Sprintf("w%d-%d", w, i)
				out, err := dragonCmd(t, cache, "ledger", "add", path, "--transfer", win+"=+1,"+lose+"=-1", "--note", note).CombinedOutput()
				if err != nil {
					t.Errorf("%s: %v\n%s", note, err, out)
				}
			}
		}()
	}
	wg.Wait()
	have := notes(t, path)
	if len(have) != dragons*runs {
		t.Errorf("%d hands; want %d", len(have), dragons*runs)
	}
	for w := 0; w < dragons; w++ {
		for i := 0; i < runs; i++ {
			if n := fmt.Sprintf("w%d-%d", w, i); !slices.Contains(have, n) {
				t.Errorf("%s is missing", n)
			}
		}
	}
	if out, err := dragonCmd(t, cache, "ledger", "check", path).CombinedOutput(); err != nil {
		t.Errorf("check: %v\n%s", err, out)
	}
}

// concurrentRuns is how many writes each of the 8 dragons of the
// concurrency tests makes: enough that the 8 keep each other waiting for
// the lock all along, every write but the first few racing others.
const concurrentRuns = 25

// TestLedgerConcurrentRecords: 8 dragons each recording 25 hands at once,
// scored Magic Dragon wins ('magic score --record', no --dealer anywhere)
// mixed with 'ledger add': the dealer rule makes the transfers depend on
// who dealt.
func TestLedgerConcurrentRecords(t *testing.T) {
	recordsAtOnce(t, books.Magic, []string{"--dealer-rule"}, concurrentRuns, func(w, i int) []string {
		in := ledgertest.Win((w + i/2) % 4)
		args := []string{"magic", "score", in.Hand, "--winner", in.Winner, "--discard-by", in.DiscardBy}
		for _, l := range in.Losers {
			args = append(args, "--loser", l.Name+"="+l.Hand)
		}
		return args
	})
}

// TestLedgerConcurrentNineRecords: 8 dragons each recording 25 hands at
// once, scored Nine Dragons wins ('nine score --record', no --players
// anywhere) mixed with 'ledger add': East moves on when another wins, and
// the seat flower RF1 scores only for East, so the transfers depend on
// the seats of the state the record is appended to.
func TestLedgerConcurrentNineRecords(t *testing.T) {
	recordsAtOnce(t, books.NineDragons, nil, concurrentRuns, func(w, i int) []string {
		return []string{"nine", "score", "123c 456c 789s 222b 55b RF1", "--winner", tableOf4[(w+i/2)%4], "--self-drawn"}
	})
}

// TestLedgerConcurrentQRecords: 8 dragons each recording 25 hands at once,
// scored Q Mahjongg wins ('q score --record', no --players anywhere) mixed
// with 'ledger add': the banker moves on when another wins and pays
// double, so the transfers depend on the banker of the state the record
// is appended to.
func TestLedgerConcurrentQRecords(t *testing.T) {
	recordsAtOnce(t, books.QMahjongg, nil, concurrentRuns, func(w, i int) []string {
		return []string{"q", "score", "W3 F1 1C 2C 3C 4B 5B 6B", "--winner", tableOf4[(w+i/2)%4], "--self-drawn"}
	})
}

// tableOf4 are the players of the ledgers recordsAtOnce keeps.
var tableOf4 = []string{"Ann", "Bo", "Cy", "Di"}

// recordsAtOnce runs 8 dragons at once, each making n records in one
// ledger of game g (started with the flags opts): every other one a scored
// win, score(worker, record) followed by --record FILE, the rest 'ledger
// add'. Every dragon must succeed, the ledger must hold all 8n records,
// and the audit of check must find every scored win with the transfers
// of its place in the order: it fails on any win settled in a state read
// before the lock.
func recordsAtOnce(t *testing.T, g books.Game, opts []string, n int, score func(w, i int) []string) {
	if testing.Short() {
		t.Skipf("-short: runs dragon %d times; TestLedgerConcurrentAdds races three dragons in -short", 8*n)
	}
	t.Parallel()
	dir, cache := t.TempDir(), t.TempDir()
	path := filepath.Join(dir, "busy.yaml")
	newArgs := append([]string{"ledger", "new", path, "--game", string(g), "--players", strings.Join(tableOf4, ",")}, opts...)
	if out, err := dragonCmd(t, cache, newArgs...).CombinedOutput(); err != nil {
		t.Fatalf("new: %v\n%s", err, out)
	}
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Go(func() {
			for i := range n {
				args := []string{"ledger", "add", path, "--adjust", "--transfer", "Ann=+1,Bo=-1", "--note", fmt.Sprintf("w%d-%d", w, i)}
				if i%2 == 0 {
					args = append(score(w, i), "--record", path)
				}
				if out, err := dragonCmd(t, cache, args...).CombinedOutput(); err != nil {
					t.Errorf("worker %d, record %d: %v\n%s", w, i, err, out)
				}
			}
		})
	}
	wg.Wait()
	l, err := ledger.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	wins, adds := 0, map[string]bool{}
	for _, r := range l.Hands {
		switch r.Kind {
		case books.Win:
			wins++
		case books.Adjustment:
			adds[r.Note] = true
		}
	}
	scored := 8 * ((n + 1) / 2)
	if len(l.Hands) != 8*n || wins != scored || len(adds) != 8*n-scored {
		t.Errorf("%d records, %d scored wins, %d adds; want %d, %d, %d", len(l.Hands), wins, len(adds), 8*n, scored, 8*n-scored)
	}
	ps, err := ledger.Check(path, root.Games.Auditors())
	if err != nil || len(ps.Errors()) > 0 {
		t.Errorf("check with the audit: %v %v", err, ps.Errors())
	}
}

// BenchmarkLedgerCLI times 'ledger add' and 'ledger show' run as programs
// on a 10,000-hand ledger: through the cache (the file as the last dragon
// left it) and reading the whole file (DRAGON_LEDGER_CACHE=off, as after an
// edit by hand).
func BenchmarkLedgerCLI(b *testing.B) {
	data := ledgertest.Generate(10000, magicAudit)
	for _, mode := range []string{"cached", "full-read"} {
		for _, cmd := range []string{"add", "show"} {
			b.Run(cmd+"/"+mode, func(b *testing.B) {
				dir := b.TempDir()
				path := filepath.Join(dir, "big.yaml")
				if err := os.WriteFile(path, data, 0o644); err != nil {
					b.Fatal(err)
				}
				run := func(args ...string) {
					c := dragonCmd(b, dir, args...)
					if mode == "full-read" {
						c.Env = append(c.Env, "DRAGON_LEDGER_CACHE=off")
					}
					if out, err := c.CombinedOutput(); err != nil {
						b.Fatalf("%v: %v\n%s", args, err, out)
					}
				}
				run("ledger", "show", path) // fills the cache
				defer b.ReportMetric(float64(len(data)), "file-bytes")
				for i := 0; b.Loop(); i++ {
					if cmd == "add" {
						tr := "Ann=+1,Bo=-1"
						if i%2 == 1 {
							tr = "Ann=-1,Bo=+1"
						}
						run("ledger", "add", path, "--adjust", "--transfer", tr)
					} else {
						run("ledger", "show", path)
					}
				}
			})
		}
	}
}

// TestLedgerLongInputsCutShort: a 120 KB file name or --at is refused in
// one line that quotes it cut short, not 120 KB long, and the ledger is
// left as it was.
func TestLedgerLongInputsCutShort(t *testing.T) {
	t.Parallel()
	dir, cache := t.TempDir(), t.TempDir()
	path := filepath.Join(dir, "l.yaml")
	if out, err := dragonCmd(t, cache, "ledger", "new", path, "--game", "magic", "--players", "Ann,Bo").CombinedOutput(); err != nil {
		t.Fatalf("new: %v\n%s", err, out)
	}
	before, _ := os.ReadFile(path)
	long := strings.Repeat("x", 120000)
	for _, args := range [][]string{
		{"ledger", "show", long + ".yaml"},
		{"ledger", "new", long + ".yaml", "--game", "magic", "--players", "Ann,Bo"},
		{"ledger", "add", path, "--tie", "--at", long},
		{"ledger", "new", "x.yaml", "--game", long, "--players", "Ann,Bo"},
	} {
		c := dragonCmd(t, cache, args...)
		c.Dir = dir
		var stderr bytes.Buffer
		c.Stderr = &stderr
		err := c.Run()
		msg := strings.TrimSuffix(stderr.String(), "\n")
		if c.ProcessState.ExitCode() != 1 || strings.Contains(msg, "\n") || len(msg) > 300 || !strings.Contains(msg, `"`+long[:40]+`…" (120`) {
			t.Errorf("dragon %s %s: %v, %d bytes of stderr; want exit 1 and one short line quoting the start:\n%.300s", args[0], args[1], err, len(msg), msg)
		}
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, before) {
		t.Errorf("the ledger changed:\n%s", after)
	}
}

// TestLedgerSharedLockFile: a ledger kept for a table in a shared
// directory, writable by all (0666), is added to by another user (uid
// 65534) though the lock file an earlier dragon left beside it is root's
// (0644): a lock needs only to read the file locked. (The lock was opened
// for writing, and refused.)
func TestLedgerSharedLockFile(t *testing.T) {
	// Not parallel: it writes a copy of dragon, which a process forked
	// meanwhile by a parallel test would hold open ("text file busy").
	top, nobodys := dragonForNobody(t)
	path := filepath.Join(top, "l.yaml")
	if out, err := exec.Command(nobodys, "ledger", "new", path, "--game", "magic", "--players", "Ann,Bo").CombinedOutput(); err != nil {
		t.Fatalf("new: %v\n%s", err, out)
	}
	if err := os.WriteFile(filepath.Join(top, ".l.yaml.lock"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for d, m := range map[string]os.FileMode{filepath.Dir(top): 0o755, top: 0o777, path: 0o666} {
		if err := os.Chmod(d, m); err != nil {
			t.Fatal(err)
		}
	}
	c := asNobody(t, nobodys, filepath.Join(top, "cache"), "ledger", "add", path, "--tie")
	if out, err := c.CombinedOutput(); err != nil {
		t.Fatalf("add by another user: %v\n%s", err, out)
	}
	if have := notes(t, path); len(have) != 1 {
		t.Errorf("%d records; want the tie", len(have))
	}
}

// dragonForNobody copies the dragon binary where any user may run it, for
// the tests that run it as nobody (uid 65534); they need root.
func dragonForNobody(t *testing.T) (top, nobodys string) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("needs root to run dragon as another user")
	}
	exe, err := exec.LookPath("dragon")
	if err != nil {
		t.Fatal(err)
	}
	top = t.TempDir()
	nobodys = filepath.Join(top, "dragon")
	if err := copyExecutable(exe, nobodys); err != nil {
		t.Fatal(err)
	}
	return top, nobodys
}

// asNobody is dragon (the copy nobodys) run with args as nobody (uid
// 65534), with the cache folder cache. A test binary built with -cover is
// dragon here: it writes its counts to a folder beside the copy that
// nobody may write, not the run's, which is root's.
func asNobody(t *testing.T, nobodys, cache string, args ...string) *exec.Cmd {
	t.Helper()
	c := exec.Command(nobodys, args...)
	c.Env = append(os.Environ(), "XDG_CACHE_HOME="+cache)
	if os.Getenv("GOCOVERDIR") != "" {
		counts, err := os.MkdirTemp(filepath.Dir(nobodys), "coverage-")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(counts, 0o777); err != nil {
			t.Fatal(err)
		}
		c.Env = append(c.Env, "GOCOVERDIR="+counts)
	}
	c.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	return c
}

// linkWrites are the commands that write a ledger, each given the ledger
// FILE: the ledger's own and every game's --record.
func linkWrites(file string) [][]string {
	return [][]string{
		{"ledger", "add", file, "--tie"},
		{"ledger", "add", file, "--adjust", "--transfer", "Ann=+1,Bo=-1"},
		{"ledger", "undo", file},
		{"ledger", "new", file, "--game", "magic", "--players", "Ann,Bo"},
		{"magic", "score", "123C 123C 345S 333D 44P", "--winner", "Ann", "--self-drawn", "--loser", "Bo=456C 789C 111S 999S 5P", "--record", file},
		{"nine", "score", "123c 456c 789s 222b 55b RF1", "--winner", "Ann", "--self-drawn", "--record", file},
		{"q", "score", "W3 F1 1C 2C 3C 4B 5B 6B", "--winner", "Ann", "--self-drawn", "--record", file},
		{"dominoes", "score", "--discards", "Ann=6-6 5-1", "--discards", "Bo=", "--record", file},
		{"mac", "score", "--fished", "Ann=GD E1 3C", "--fished", "Bo=", "--record", file},
	}
}

// names lists the names in dir, hidden ones too.
func names(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

// TestLedgerLinkCreatesNothingElsewhere: every command that writes a
// ledger, given a link to a file in another directory that is no ledger
// (ln -s /etc/passwd L.yaml), refuses it and creates no file there, nor
// beside the link. (A lock file was made beside the file linked to before
// the file was read: /etc/.passwd.lock.)
func TestLedgerLinkCreatesNothingElsewhere(t *testing.T) {
	t.Parallel()
	cache, here, there := t.TempDir(), t.TempDir(), t.TempDir()
	target := filepath.Join(there, "passwd")
	const passwd = "root:x:0:0:root:/root:/bin/bash\n"
	if err := os.WriteFile(target, []byte(passwd), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(here, "L.yaml")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	for _, args := range linkWrites(link) {
		c := dragonCmd(t, cache, args...)
		c.Dir = here
		if out, err := c.CombinedOutput(); err == nil || c.ProcessState.ExitCode() != 1 {
			t.Errorf("dragon %s %s on a link to a file that is no ledger: %v\n%s", args[0], args[1], err, out)
		}
		if got := names(t, there); !slices.Equal(got, []string{"passwd"}) {
			t.Fatalf("dragon %s %s left in the directory linked to: %v", args[0], args[1], got)
		}
		if got := names(t, here); !slices.Equal(got, []string{"L.yaml"}) {
			t.Fatalf("dragon %s %s left beside the link: %v", args[0], args[1], got)
		}
	}
	if b, _ := os.ReadFile(target); string(b) != passwd {
		t.Errorf("the file linked to changed: %q", b)
	}
}

// TestLedgerLinkWritesOnlyTheLedger: given a link to a ledger in another
// directory, each game's record goes into the ledger, and no other file is
// left in either directory: the lock is the ledger's own.
func TestLedgerLinkWritesOnlyTheLedger(t *testing.T) {
	t.Parallel()
	for _, g := range []string{"magic", "ninedragons", "qmahjongg", "dominoes", "mac"} {
		t.Run(g, func(t *testing.T) {
			cache, here, there := t.TempDir(), t.TempDir(), t.TempDir()
			players := "Ann,Bo"
			if g == "ninedragons" {
				players = "Ann,Bo,Cy,Di"
			}
			real := filepath.Join(there, "real.yaml")
			if out, err := dragonCmd(t, cache, "ledger", "new", real, "--game", g, "--players", players).CombinedOutput(); err != nil {
				t.Fatalf("new: %v\n%s", err, out)
			}
			link := filepath.Join(here, "L.yaml")
			if err := os.Symlink(real, link); err != nil {
				t.Fatal(err)
			}
			recorded := 0
			for _, args := range linkWrites(link) {
				c := dragonCmd(t, cache, args...)
				c.Dir = here
				if c.Run() == nil {
					recorded++
				}
			}
			if recorded < 2 {
				t.Errorf("only %d commands wrote the %s ledger through the link", recorded, g)
			}
			if got := names(t, there); !slices.Equal(got, []string{"real.yaml"}) {
				t.Errorf("left beside the ledger: %v", got)
			}
			if got := names(t, here); !slices.Equal(got, []string{"L.yaml"}) {
				t.Errorf("left beside the link: %v", got)
			}
			if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
				t.Errorf("the link is no longer a link: %v", err)
			}
		})
	}
}

// TestLedgerWaitsAndSaysSo: a writer that finds the ledger locked by
// another (here the test, holding flock on the ledger as a writer does)
// says on standard error, after a second, that it waits for another writer
// of that ledger and for how long at most; it writes once the lock is free.
func TestLedgerWaitsAndSaysSo(t *testing.T) {
	t.Parallel()
	dir, cache := t.TempDir(), t.TempDir()
	path := filepath.Join(dir, "busy.yaml")
	if out, err := dragonCmd(t, cache, "ledger", "new", path, "--game", "magic", "--players", "Ann,Bo").CombinedOutput(); err != nil {
		t.Fatalf("new: %v\n%s", err, out)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	c := dragonCmd(t, cache, "ledger", "add", path, "--tie")
	var stdout bytes.Buffer
	c.Stdout = &stdout
	errPipe, err := c.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(errPipe)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	var said []string
	select {
	case l, ok := <-lines:
		if ok {
			said = append(said, l)
		}
	case <-time.After(10 * time.Second):
	}
	after := time.Since(start)
	syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	for l := range lines {
		said = append(said, l)
	}
	if err := c.Wait(); err != nil {
		t.Fatalf("add after the lock was freed: %v\n%s", err, said)
	}
	want := regexp.MustCompile(`^dragon: ` + regexp.QuoteMeta(path) + `: another dragon is writing this ledger; waiting for it, at most (29|28) seconds more$`)
	if len(said) != 1 || !want.MatchString(said[0]) {
		t.Errorf("stderr %q; want one line matching %s", said, want)
	}
	if after < time.Second {
		t.Errorf("said it waited after %v, before a second", after)
	}
	if !strings.HasPrefix(stdout.String(), "Recorded game 1: tie.") {
		t.Errorf("stdout %q", stdout.String())
	}
}
