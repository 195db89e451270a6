package main

import (
	"bufio"
	"fmt"
	"html"
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
func loadClient(base, name string, hands int) ([]time.Duration, error) {
	tc := newTimedClient()
	token := regexp.MustCompile(`action="/keeper/typed"[^>]*>\s*<input type="hidden" name="token" value="([0-9a-f]+)"`)
	for n := range hands {
		page, err := tc.ok(func(c *http.Client) (*http.Response, error) { return c.Get(base + "keeper") })
		if err != nil {
			return tc.took, err
		}
		m := token.FindStringSubmatch(page)
		if m == nil {
			return tc.took, fmt.Errorf("no form on the scorekeeper's page:\n%s", page)
		}
		win, lose := n%4, (n+1)%4
		form := url.Values{"token": {m[1]}, "kind": {"win"}, "confirm": {"yes"}, "note": {fmt.Sprintf("%s-%d", name, n)},
			fmt.Sprintf("a%d", win): {"+2"}, fmt.Sprintf("a%d", lose): {"-2"}}
		body, err := tc.ok(func(c *http.Client) (*http.Response, error) { return c.PostForm(base+"keeper/typed", form) })
		if err != nil {
			return tc.took, err
		}
		if !strings.Contains(body, "Recorded hand") {
			return tc.took, fmt.Errorf("hand %s-%d was not recorded:\n%s", name, n, body)
		}
	}
	return tc.took, nil
}

// timedClient is a device's client that times every request it makes.
type timedClient struct {
	c    *http.Client
	took []time.Duration
}

func newTimedClient() *timedClient {
	jar, _ := cookiejar.New(nil)
	return &timedClient{c: &http.Client{Jar: jar, Timeout: 30 * time.Second}}
}

// do makes a request and returns the page it ends on (redirects
// followed) and its status.
func (tc *timedClient) do(do func(c *http.Client) (*http.Response, error)) (int, string, error) {
	start := time.Now()
	resp, err := do(tc.c)
	if err != nil {
		return 0, "", err
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	tc.took = append(tc.took, time.Since(start))
	return resp.StatusCode, html.UnescapeString(string(body)), err
}

// ok is do, refusing an answer other than 200 OK.
func (tc *timedClient) ok(do func(c *http.Client) (*http.Response, error)) (string, error) {
	code, page, err := tc.do(do)
	if err == nil && code != http.StatusOK {
		err = fmt.Errorf("%d\n%s", code, page)
	}
	return page, err
}

var (
	stepForm   = regexp.MustCompile(`class="entry" data-as="([a-z]+)">\s*<input type="hidden" name="token" value="([0-9a-f]+)"/>\s*<input type="hidden" name="as" value="[a-z]+"/>\s*<input type="hidden" name="q" value="([^"]+)"/>`)
	recordForm = regexp.MustCompile(`action="/hand/record" class="record">\s*<input type="hidden" name="token" value="([0-9a-f]+)"/>\s*<input type="hidden" name="rev" value="([0-9]+)"/>\s*<input type="hidden" name="records" value="([0-9]+)"/>`)
)

// loadRealClient enters hands real hands as the table's fifth device,
// which is Di's phone and, on the machine serving, the scorekeeper's: a
// question at a time, then the record, looked at again and recorded
// again while the ledger moves on under it (the other devices and the
// command line record meanwhile). It returns how long each request took.
func loadRealClient(base string, hands int) ([]time.Duration, error) {
	tc := newTimedClient()
	get := func() (string, error) {
		return tc.ok(func(c *http.Client) (*http.Response, error) { return c.Get(base + "hand") })
	}
	page, err := tc.ok(func(c *http.Client) (*http.Response, error) { return c.Get(base) })
	if err != nil {
		return tc.took, err
	}
	token := regexp.MustCompile(`action="/me" class="pick">\s*<input type="hidden" name="token" value="([0-9a-f]+)"`).FindStringSubmatch(page)
	if token == nil {
		return tc.took, fmt.Errorf("no form to choose the player:\n%s", page)
	}
	if _, _, err := tc.do(func(c *http.Client) (*http.Response, error) {
		return c.PostForm(base+"me", url.Values{"token": {token[1]}, "player": {"Di"}})
	}); err != nil {
		return tc.took, err
	}
	for n := range hands {
		for _, step := range loadWin {
			if page, err = get(); err != nil {
				return tc.took, err
			}
			var tok string
			for _, m := range stepForm.FindAllStringSubmatch(page, -1) {
				if m[1] == step.as && m[3] == step.q {
					tok = m[2]
				}
			}
			if tok == "" {
				return tc.took, fmt.Errorf("hand %d: %s is not asked of the %s:\n%s", n, step.q, step.as, page)
			}
			code, body, err := tc.do(func(c *http.Client) (*http.Response, error) {
				return c.PostForm(base+"hand/entry", url.Values{"token": {tok}, "as": {step.as}, "q": {step.q}, "e-" + step.q: {step.value}})
			})
			if err != nil || code != http.StatusOK || strings.Contains(body, `class="error"`) {
				return tc.took, fmt.Errorf("hand %d: the answer to %s: %d %v\n%s", n, step.q, code, err, body)
			}
		}
		for recorded := false; !recorded; {
			if page, err = get(); err != nil {
				return tc.took, err
			}
			m := recordForm.FindStringSubmatch(page)
			if m == nil {
				return tc.took, fmt.Errorf("hand %d: no result to record:\n%s", n, page)
			}
			code, body, err := tc.do(func(c *http.Client) (*http.Response, error) {
				return c.PostForm(base+"hand/record", url.Values{"token": {m[1]}, "rev": {m[2]}, "records": {m[3]}})
			})
			switch {
			case err != nil:
				return tc.took, err
			case code == http.StatusOK && strings.Contains(body, "Recorded hand"):
				recorded = true
			case code != http.StatusConflict || !strings.Contains(body, "moved on"):
				return tc.took, fmt.Errorf("hand %d: recording: %d\n%s", n, code, body)
			}
		}
	}
	return tc.took, nil
}

func TestServeLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("the load test records 1,780 hands")
	}
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
			d, err := loadRealClient(bases[i], loadRealHands)
			mu.Lock()
			defer mu.Unlock()
			took = append(took, d...)
			if err != nil {
				t.Errorf("ledger %d, the real hands' device: %v", i, err)
			}
		})
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
	t.Logf("%d ledgers × (%d devices × %d typed hands + %d real hands through the forms) and %d × %d 'ledger add' in %v: %d requests, median %v, 99th percentile %v, slowest %v",
		loadLedgers, loadClients, loadHands, loadRealHands, loadLedgers, loadCLI, time.Since(start).Round(time.Millisecond), len(took), at(0.5), at(0.99), at(1))
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
	got := slices.DeleteFunc(notes(t, file), func(n string) bool { return n == "" }) // the real hands have none
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
	if entered != loadRealHands {
		t.Errorf("%s holds %d real hands entered through the forms, want %d", file, entered, loadRealHands)
	}
	if fi, err := os.Stat(file); err == nil {
		t.Logf("%s: %d bytes: %d hands typed (on the page, or by 'ledger add') and %d entered through the hand's forms", filepath.Base(file), fi.Size(), len(got), entered)
	}
}
