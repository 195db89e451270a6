package main

import (
	"bufio"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger"
)

// Issue 23 §4: 4 ledgers served by 4 'dragon serve', 4 scorekeeper's
// devices on each posting 100 hands typed as money at once, and a fifth
// entering real hands of the game question by question through the
// hand's forms (who won, the winner's tiles, how the last one came),
// while 'dragon ledger add' records into the same ledgers from the
// command line. Every hand is recorded once, every ledger passes check,
// and the slowest request is reported (no request should take a second;
// the figure is logged, not asserted: the machine is shared).
const (
	loadLedgers   = 4
	loadClients   = 4
	loadHands     = 100
	loadRealHands = 25 // entered through the forms, by a fifth device
	loadCLI       = 20 // 'ledger add' runs on each ledger
)

// loadWin is the real hand the fifth device enters: Di's, self-drawn.
var loadWin = []struct{ q, as, value string }{
	{"winner", "keeper", "Di"},
	{"shown", "player", ""},
	{"rest", "player", "123c 456c 789s 222b 55b"},
	{"flowers", "player", ""},
	{"source", "player", "picked from the wall (self-drawn)"},
}

// served starts 'dragon serve FILE...' (a room, given more than one)
// and returns its address; it is stopped with Ctrl-C when the test
// ends, and must stop cleanly.
func served(t testing.TB, cache string, files ...string) string {
	t.Helper()
	file := strings.Join(files, " ")
	c := dragonCmd(t, cache, append([]string{"serve"}, files...)...)
	out, err := c.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	c.Stderr = &stderr
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		c.Process.Signal(syscall.SIGINT)
		if err := c.Wait(); err != nil || !strings.Contains(stderr.String(), "dragon: stopped.") {
			t.Errorf("dragon serve %s did not stop cleanly: %v\n%s", file, err, stderr.String())
		}
	})
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("dragon serve %s: %v\n%s", file, err, stderr.String())
	}
	go io.Copy(io.Discard, out)
	m := regexp.MustCompile(`at (http://127\.0\.0\.1:[0-9]+/)`).FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("dragon serve printed %q", line)
	}
	return m[1]
}

// loadClient records hands as one scorekeeper's device: the form's page,
// then the form confirmed, each hand noted with its name. It returns how
// long each request took.
func loadClient(base, name string, hands int) ([]time.Duration, error) {
	d := newWebDevice(base)
	token := regexp.MustCompile(`action="[^"]*/keeper/typed"[^>]*>\s*<input type="hidden" name="token" value="([0-9a-f]+)"`)
	for n := range hands {
		page, err := d.get("keeper")
		if err != nil {
			return d.took, err
		}
		m := token.FindStringSubmatch(page)
		if m == nil {
			return d.took, fmt.Errorf("no form on the scorekeeper's page:\n%s", page)
		}
		win, lose := n%4, (n+1)%4
		form := url.Values{"token": {m[1]}, "kind": {"win"}, "confirm": {"yes"}, "note": {fmt.Sprintf("%s-%d", name, n)},
			fmt.Sprintf("a%d", win): {"+2"}, fmt.Sprintf("a%d", lose): {"-2"}}
		code, body, err := d.post("keeper/typed", form)
		if err != nil {
			return d.took, err
		}
		if code != http.StatusOK || !strings.Contains(body, "Recorded hand") {
			return d.took, fmt.Errorf("hand %s-%d was not recorded: %d\n%s", name, n, code, body)
		}
	}
	return d.took, nil
}

// loadRealClient enters hands real hands as the table's fifth device,
// which is Di's phone and, on the machine serving, the scorekeeper's: a
// question at a time, then the record, looked at again and recorded
// again while the ledger moves on under it (the other devices and the
// command line record meanwhile). It returns how long each request took.
func loadRealClient(base string, hands int) ([]time.Duration, error) {
	d := newWebDevice(base)
	if err := d.pick("Di"); err != nil {
		return d.took, err
	}
	for n := range hands {
		for _, step := range loadWin {
			if err := d.answer(step.as, step.q, step.value); err != nil {
				return d.took, fmt.Errorf("hand %d: %v", n, err)
			}
		}
		for recorded := false; !recorded; {
			var err error
			if recorded, err = d.record(); err != nil {
				return d.took, fmt.Errorf("hand %d: %v", n, err)
			}
		}
	}
	return d.took, nil
}

func TestServeLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the load test records 1,780 hands; the whole suite runs it")
	}
	t.Parallel() // CPU-bound: it fills what the tests that wait leave idle
	dir := t.TempDir()
	cache := filepath.Join(dir, "cache")
	var files, bases []string
	for i := range loadLedgers {
		file := filepath.Join(dir, fmt.Sprintf("table%d.yaml", i))
		if out, err := dragonCmd(t, cache, "ledger", "new", file, "--game", "nine", "--players", "Ann,Bo,Cy,Di").CombinedOutput(); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		files, bases = append(files, file), append(bases, served(t, cache, file))
	}
	start := time.Now()
	took := runLoad(t, cache, files, bases, loadHands, loadRealHands, loadCLI)
	if len(took) == 0 {
		t.Fatal("no request was answered")
	}
	at := func(q float64) time.Duration { return quantile(took, q).Round(100 * time.Microsecond) }
	t.Logf("%d ledgers × (%d devices × %d typed hands + %d real hands through the forms) and %d × %d 'ledger add' in %v: %d requests, median %v, 99th percentile %v, slowest %v",
		loadLedgers, loadClients, loadHands, loadRealHands, loadLedgers, loadCLI, time.Since(start).Round(time.Millisecond), len(took), at(0.5), at(0.99), at(1))
	if at(1) > time.Second {
		t.Logf("a request took more than a second (%v): the machine may be loaded", at(1))
	}
	for _, file := range files {
		if out, err := dragonCmd(t, cache, "ledger", "check", file).CombinedOutput(); err != nil {
			t.Errorf("ledger check %s: %v\n%s", file, err, out)
		}
		checkOnce(t, file, loadHands, loadRealHands, loadCLI)
	}
}

// runLoad runs the load's shape on the ledgers files, served at bases: on
// each, loadClients scorekeeper's devices recording typed hands each, a
// fifth device entering real hands through the hand's forms, and cli
// 'ledger add' runs, all at once. It returns how long each request took,
// in order.
func runLoad(tb testing.TB, cache string, files, bases []string, typed, real, cli int) []time.Duration {
	var wg sync.WaitGroup
	var mu sync.Mutex
	var took []time.Duration
	for i := range files {
		for c := range loadClients {
			wg.Go(func() {
				d, err := loadClient(bases[i], fmt.Sprintf("web%d", c), typed)
				mu.Lock()
				defer mu.Unlock()
				took = append(took, d...)
				if err != nil {
					tb.Errorf("ledger %d, device %d: %v", i, c, err)
				}
			})
		}
		wg.Go(func() {
			d, err := loadRealClient(bases[i], real)
			mu.Lock()
			defer mu.Unlock()
			took = append(took, d...)
			if err != nil {
				tb.Errorf("ledger %d, the real hands' device: %v", i, err)
			}
		})
		wg.Go(func() {
			for n := range cli {
				out, err := dragonCmd(tb, cache, "ledger", "add", files[i], "--transfer", "Cy=+1,Di=-1", "--note", fmt.Sprintf("cli-%d", n)).CombinedOutput()
				if err != nil {
					tb.Errorf("ledger add on ledger %d: %v\n%s", i, err, out)
				}
			}
		})
	}
	wg.Wait()
	slices.Sort(took)
	return took
}

// quantile is the q-th quantile of sorted, 0 ≤ q ≤ 1 (1: the slowest).
func quantile(sorted []time.Duration, q float64) time.Duration {
	return sorted[int(q*float64(len(sorted)-1))]
}

// checkOnce: each hand of the load is in the ledger once: typed hands
// from each device, real hands through the forms, and cli from the
// command line.
func checkOnce(t *testing.T, file string, typed, real, cli int) {
	t.Helper()
	got := slices.DeleteFunc(notes(t, file), func(n string) bool { return n == "" }) // the real hands have none
	var want []string
	for c := range loadClients {
		for n := range typed {
			want = append(want, fmt.Sprintf("web%d-%d", c, n))
		}
	}
	for n := range cli {
		want = append(want, fmt.Sprintf("cli-%d", n))
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("%s holds %d noted hands, want %d, each once", file, len(got), len(want))
	}
	l, err := ledger.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	entered := 0
	for _, h := range l.Hands {
		if h.Inputs != nil && h.Inputs.Hand == "123c 456c 789s 222b 55b" && h.Inputs.Winner == "Di" && h.Inputs.SelfDrawn {
			entered++
		}
	}
	if entered != real {
		t.Errorf("%s holds %d real hands entered through the forms, want %d", file, entered, real)
	}
	if fi, err := os.Stat(file); err == nil {
		t.Logf("%s: %d bytes: %d hands typed (on the page, or by 'ledger add') and %d entered through the hand's forms", filepath.Base(file), fi.Size(), len(got), entered)
	}
}
