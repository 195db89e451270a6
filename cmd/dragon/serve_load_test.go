package main

import (
	"bufio"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
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
)

// Issue 23 §4: 4 ledgers served by 4 'dragon serve', 4 scorekeeper's
// devices on each posting 100 hands at once, while 'dragon ledger add'
// records into the same ledgers from the command line. Every hand is
// recorded once, every ledger passes check, and the slowest request is
// reported (no request should take a second; the figure is logged, not
// asserted: the machine is shared).
const (
	loadLedgers = 4
	loadClients = 4
	loadHands   = 100
	loadCLI     = 20 // 'ledger add' runs on each ledger
)

// served starts 'dragon serve FILE' and returns its address; it is
// stopped with Ctrl-C when the test ends, and must stop cleanly.
func served(t *testing.T, cache, file string) string {
	t.Helper()
	c := dragonCmd(t, cache, "serve", file)
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
func loadClient(base, name string, hands int) (took []time.Duration, err error) {
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Timeout: 30 * time.Second}
	token := regexp.MustCompile(`action="/keeper/typed"[^>]*>\s*<input type="hidden" name="token" value="([0-9a-f]+)"`)
	timed := func(do func() (*http.Response, error)) (string, error) {
		start := time.Now()
		resp, err := do()
		if err != nil {
			return "", err
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		took = append(took, time.Since(start))
		if resp.StatusCode != http.StatusOK {
			return "", fmt.Errorf("%s: %s\n%s", resp.Request.URL.Path, resp.Status, body)
		}
		return string(body), err
	}
	for n := range hands {
		page, err := timed(func() (*http.Response, error) { return c.Get(base + "keeper") })
		if err != nil {
			return took, err
		}
		m := token.FindStringSubmatch(page)
		if m == nil {
			return took, fmt.Errorf("no form on the scorekeeper's page:\n%s", page)
		}
		win, lose := n%4, (n+1)%4
		form := url.Values{"token": {m[1]}, "kind": {"win"}, "confirm": {"yes"}, "note": {fmt.Sprintf("%s-%d", name, n)},
			fmt.Sprintf("a%d", win): {"+2"}, fmt.Sprintf("a%d", lose): {"-2"}}
		body, err := timed(func() (*http.Response, error) { return c.PostForm(base+"keeper/typed", form) })
		if err != nil {
			return took, err
		}
		if !strings.Contains(body, "Recorded hand") {
			return took, fmt.Errorf("hand %s-%d was not recorded:\n%s", name, n, body)
		}
	}
	return took, nil
}

func TestServeLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("the load test records 1,680 hands")
	}
	dir := t.TempDir()
	cache := filepath.Join(dir, "cache")
	var files, bases []string
	for i := range loadLedgers {
		file := filepath.Join(dir, fmt.Sprintf("table%d.yaml", i))
		if out, err := dragonCmd(t, cache, "ledger", "new", file, "--game", "magic", "--players", "Ann,Bo,Cy,Di").CombinedOutput(); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		files, bases = append(files, file), append(bases, served(t, cache, file))
	}
	start := time.Now()
	var wg sync.WaitGroup
	var mu sync.Mutex
	var took []time.Duration
	for i := range loadLedgers {
		for c := range loadClients {
			wg.Go(func() {
				d, err := loadClient(bases[i], fmt.Sprintf("web%d", c), loadHands)
				mu.Lock()
				defer mu.Unlock()
				took = append(took, d...)
				if err != nil {
					t.Errorf("ledger %d, device %d: %v", i, c, err)
				}
			})
		}
		wg.Go(func() {
			for n := range loadCLI {
				out, err := dragonCmd(t, cache, "ledger", "add", files[i], "--transfer", "Cy=+1,Di=-1", "--note", fmt.Sprintf("cli-%d", n)).CombinedOutput()
				if err != nil {
					t.Errorf("ledger add on ledger %d: %v\n%s", i, err, out)
				}
			}
		})
	}
	wg.Wait()
	slices.Sort(took)
	if len(took) == 0 {
		t.Fatal("no request was answered")
	}
	at := func(q float64) time.Duration { return took[int(q*float64(len(took)-1))].Round(100 * time.Microsecond) }
	t.Logf("%d ledgers × %d devices × %d hands and %d × %d 'ledger add' in %v: %d requests, median %v, 99th percentile %v, slowest %v",
		loadLedgers, loadClients, loadHands, loadLedgers, loadCLI, time.Since(start).Round(time.Millisecond), len(took), at(0.5), at(0.99), at(1))
	if at(1) > time.Second {
		t.Logf("a request took more than a second (%v): the machine may be loaded", at(1))
	}
	for _, file := range files {
		if out, err := dragonCmd(t, cache, "ledger", "check", file).CombinedOutput(); err != nil {
			t.Errorf("ledger check %s: %v\n%s", file, err, out)
		}
		checkOnce(t, file)
	}
}

// checkOnce: each hand of the load is in the ledger once.
func checkOnce(t *testing.T, file string) {
	t.Helper()
	got := notes(t, file)
	var want []string
	for c := range loadClients {
		for n := range loadHands {
			want = append(want, fmt.Sprintf("web%d-%d", c, n))
		}
	}
	for n := range loadCLI {
		want = append(want, fmt.Sprintf("cli-%d", n))
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("%s holds %d hands, want %d, each once", file, len(got), len(want))
	}
	if fi, err := os.Stat(file); err == nil {
		t.Logf("%s: %d bytes, %d hands", filepath.Base(file), fi.Size(), len(got))
	}
}
