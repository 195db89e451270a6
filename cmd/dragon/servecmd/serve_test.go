package servecmd

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/ledgertest"
	"github.com/dragon-tools/dragon/web/serve"
)

func TestMain(m *testing.M) { os.Exit(ledgertest.OwnCache(m).Run()) }

// TestNewCmd: the flags as 'dragon serve' reads them, without serving.
func TestNewCmd(t *testing.T) {
	for _, tc := range []struct {
		line    string
		want    string // the address to listen on
		wantErr string
	}{
		{"t.yaml", "127.0.0.1:0", ""},
		{"t.yaml --addr 127.0.0.1:8080", "127.0.0.1:8080", ""},
		{"t.yaml --lan", "192.168.1.5:0", ""},
		{"t.yaml --lan --addr :8080", "192.168.1.5:8080", ""},
		{"t.yaml --lan --addr 10.0.0.1:8080", "", "serve: --lan finds this machine's address itself; give only the port, --addr :8080"},
		{"t.yaml --addr :8080", "", "give the host too, such as 127.0.0.1:8080, or --lan"},
		{"t.yaml --addr 8080", "", `serve: --addr "8080": give HOST:PORT`},
		{"t.yaml --addr 0.0.0.0:8080", "", "listens on every network this machine is on"},
		{"t.yaml --addr 127.0.0.1:99999", "", `the port "99999" is not a number from 0 to 65535`},
		{"", "", "serve: give a ledger FILE"},
		{"a.yaml b.yaml --lan", "192.168.1.5:0", ""},
	} {
		var got *serveOptions
		cmd := NewCmd(&term.IOStreams{Out: io.Discard, ErrOut: io.Discard}, serve.Commands{}, nil, func(o *serveOptions) error {
			got = o
			return nil
		})
		cmd.SetArgs(strings.Fields(tc.line))
		cmd.SetOut(io.Discard)
		cmd.SetErr(io.Discard)
		err := cmd.Execute()
		addr := ""
		if err == nil {
			got.lanIP = func() (net.IP, error) { return net.ParseIP("192.168.1.5"), nil }
			addr, err = got.listenAddr()
		}
		switch {
		case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
			t.Errorf("dragon serve %s: %v, want %q", tc.line, err, tc.wantErr)
		case tc.wantErr == "" && (err != nil || addr != tc.want):
			t.Errorf("dragon serve %s: %q, %v; want %q", tc.line, addr, err, tc.want)
		}
	}
}

// TestNoLANAddress: --lan without an address on a local network says so
// in one line, and serves nothing.
func TestNoLANAddress(t *testing.T) {
	o := &serveOptions{lan: true, lanIP: func() (net.IP, error) { return nil, errors.New("serve: --lan: no address") }}
	if _, err := o.listenAddr(); err == nil {
		t.Error("--lan without an address listens anyway")
	}
	if ip := firstPrivate([]net.Addr{&net.IPNet{IP: net.ParseIP("8.8.8.8")}, &net.IPNet{IP: net.ParseIP("fd00::1")},
		&net.IPNet{IP: net.ParseIP("172.20.1.2")}, &net.IPNet{IP: net.ParseIP("192.168.0.9")}}); !ip.Equal(net.ParseIP("172.20.1.2")) {
		t.Errorf("the first private IPv4 address is %v, want 172.20.1.2", ip)
	}
	if ip := firstPrivate([]net.Addr{&net.IPNet{IP: net.ParseIP("8.8.8.8")}}); ip != nil {
		t.Errorf("a public address was taken for the table's network: %v", ip)
	}
}

// standingsOnly are Commands enough to show the standings.
var standingsOnly = serve.Commands{
	Message: func(file string, err error) string { return err.Error() },
	Next:    func(st books.State) string { return "Next: " + st.RoleHolder + " deals." },
}

// started serves a new ledger as 'dragon serve' does, until stop, and
// returns once the whole banner is printed.
func started(t *testing.T, lan bool, tty bool, dumb bool) (url string, out *printed, errOut *bytes.Buffer, stop func() error) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "t.yaml")
	if err := ledger.Create(file, books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}}); err != nil {
		t.Fatal(err)
	}
	return startedOn(t, []string{file}, lan, tty, dumb)
}

// startedOn serves files as 'dragon serve' does, until stop.
func startedOn(t *testing.T, files []string, lan bool, tty bool, dumb bool) (url string, out *printed, errOut *bytes.Buffer, stop func() error) {
	t.Helper()
	out, errOut = &printed{grew: make(chan struct{})}, &bytes.Buffer{}
	ctx, cancel := context.WithCancel(context.Background())
	o := &serveOptions{io: &term.IOStreams{Out: out, ErrOut: errOut, OutTTY: tty, NoColor: true}, files: files, lan: lan, dumb: dumb,
		commands: standingsOnly, stop: ctx, lanIP: func() (net.IP, error) { return net.ParseIP("127.0.0.2"), nil }}
	done := make(chan error, 1)
	go func() { done <- runServe(o) }()
	deadline := time.After(10 * time.Second)
	for {
		s, grew := out.now()
		if strings.HasSuffix(s, "Stop with Ctrl-C.\n") {
			break
		}
		select {
		case <-grew:
		case err := <-done:
			t.Fatalf("dragon serve ended before its banner was printed: %v\n%s%s", err, s, errOut)
		case <-deadline:
			t.Fatalf("no banner printed in 10 seconds:\n%s", s)
		}
	}
	m := regexp.MustCompile(`at (http://[0-9.:]+/)`).FindStringSubmatch(out.String())
	if m == nil {
		t.Fatalf("no address printed:\n%s", out.String())
	}
	return m[1], out, errOut, func() error { cancel(); return <-done }
}

// printed is what the server prints, which a test may read while it
// prints.
type printed struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	grew chan struct{} // closed, and replaced, whenever buf grows
}

func (p *printed) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	close(p.grew)
	p.grew = make(chan struct{})
	return p.buf.Write(b)
}

func (p *printed) String() string {
	s, _ := p.now()
	return s
}

// now returns what is printed so far, and a channel closed once more is.
func (p *printed) now() (string, <-chan struct{}) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.buf.String(), p.grew
}

// TestServeAndStop: the server answers at the address it prints, and
// Ctrl-C stops it, saying where everything recorded is.
func TestServeAndStop(t *testing.T) {
	url, out, errOut, stop := started(t, false, false, false)
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !bytes.Contains(body, []byte("Nine Dragons")) {
		t.Errorf("GET %s: %d\n%s", url, resp.StatusCode, body)
	}
	if !strings.Contains(out.String(), "Only this machine can open it") || strings.Contains(out.String(), "Join code") {
		t.Errorf("the banner on loopback:\n%s", out)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errOut.String(), "dragon: stopped. Everything recorded is in") {
		t.Errorf("stopping says:\n%s", errOut)
	}
	if _, err := http.Get(url); err == nil {
		t.Error("the server still answers after it stopped")
	}
}

// TestBannerOnTheNetwork: on the network the banner gives the join code
// and the scorekeeper's code, with a QR code on a terminal; TERM=dumb
// gets no QR code and no escape byte, and a pipe no QR code.
func TestBannerOnTheNetwork(t *testing.T) {
	for _, tc := range []struct {
		name      string
		tty, dumb bool
		qr        bool
	}{{"terminal", true, false, true}, {"dumb", true, true, false}, {"pipe", false, false, false}} {
		t.Run(tc.name, func(t *testing.T) {
			_, out, _, stop := started(t, true, tc.tty, tc.dumb)
			defer stop()
			s := out.String()
			if !regexp.MustCompile(`Join code: [0-9]{6} `).MatchString(s) || !regexp.MustCompile(`Scorekeeper's code: [0-9]{8} `).MatchString(s) {
				t.Errorf("the codes are missing:\n%s", s)
			}
			if got := strings.Contains(s, "▀") || strings.Contains(s, "▄"); got != tc.qr {
				t.Errorf("a QR code drawn: %v, want %v\n%s", got, tc.qr, s)
			}
			if tc.qr {
				code := regexp.MustCompile(`Join code: ([0-9]{6}) `).FindStringSubmatch(s)
				base := regexp.MustCompile(`at (http://\S+/)\n`).FindStringSubmatch(s)
				if code == nil || base == nil || !strings.Contains(s, qrCode(base[1]+"join?code="+code[1], false)) || !strings.Contains(s, "scanning the QR code gives it") {
					t.Errorf("the QR code is not the address that joins with the code, or does not say so:\n%s", s)
				}
			}
			if strings.Contains(s, "\x1b") {
				t.Errorf("an escape byte with no colour:\n%q", s)
			}
		})
	}
}

// TestQRCode: each line of the code is two rows of modules, the quiet
// zone included; with colour, black on white.
func TestQRCode(t *testing.T) {
	plain := qrCode("http://192.168.1.5:8080/", false)
	lines := strings.Split(strings.TrimSuffix(plain, "\n"), "\n")
	if len(lines) < 15 || len(lines) > 30 {
		t.Fatalf("%d lines for a short address:\n%s", len(lines), plain)
	}
	for _, l := range lines {
		if n := len([]rune(l)); n != 2*len(lines)-1 && n != 2*len(lines) {
			t.Fatalf("a line of %d modules for %d lines:\n%s", n, len(lines), plain)
		}
		if strings.Trim(l, " ▀▄█") != "" {
			t.Fatalf("a line of other characters: %q", l)
		}
	}
	// The quiet zone: no ink on the first line, drawn light on a dark
	// terminal without colour.
	if strings.Trim(lines[0], "█") != "" {
		t.Errorf("the first line is not quiet: %q", lines[0])
	}
	coloured := qrCode("http://192.168.1.5:8080/", true)
	if !strings.HasPrefix(coloured, "\x1b[30;107m") || !strings.Contains(coloured, "\x1b[0m\n") || strings.Count(coloured, "\n") != len(lines) {
		t.Errorf("the code in colour is not black on white, line by line:\n%q", coloured[:80])
	}
}
