// Package servecmd is "dragon serve": the table's phones. It serves one
// ledger (web/serve) on loopback, or on the table's network with --lan,
// prints where, and stops cleanly on Ctrl-C.
package servecmd

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/web/serve"
)

// serveOptions are the options of 'dragon serve'.
type serveOptions struct {
	io   *cmdutil.IOStreams
	file string
	addr string
	lan  bool
	// dumb is set when TERM is dumb: no QR code, no escape byte.
	dumb bool
	// commands and games are the command line's words and the games'
	// describers and auditors, from root.
	commands serve.Commands
	games    cmdutil.Games
	// lanIP finds the machine's address on the table's network.
	lanIP func() (net.IP, error)
	// stop ends the server: Ctrl-C or SIGTERM, or a test.
	stop context.Context
}

// NewCmd builds 'dragon serve'. commands are the ledger commands' words
// and checks, games the list of the games (for the report): both from
// root. runF, when not nil, is called instead of running (tests).
func NewCmd(ios *cmdutil.IOStreams, commands serve.Commands, games cmdutil.Games, runF func(*serveOptions) error) *cobra.Command {
	opts := &serveOptions{io: ios, commands: commands, games: games, lanIP: lanAddress}
	cmd := &cobra.Command{
		Use:   "serve FILE [--lan | --addr HOST:PORT]",
		Short: "Serve a ledger to the table's phones: the standings live, each player's entry, the report",
		Long: `Serve one ledger to the phones at the table, from this machine, with nothing
on the internet. Each phone shows the standings and who deals next (live),
the current hand, the night's report so far and the settle-up.

The current hand is entered a question at a time, the game's own questions
with the checks of its score command, and a keypad of its tiles, cards or
dominoes beside each field. The scorekeeper says who won; the winner's phone
asks his hand and how it came; each player's phone asks his own part (Magic
Dragon's losers' hands, every player's discards or fished cards) and refuses
a piece another player has already given, naming him. What the ledger knows
(the seats, the dealer, the round, the stakes) is never asked. The
scorekeeper sees who has entered and the result in the game's words, and
records it. He also records a tie or a dead hand, a false declaration where
the game punishes one, undoes the last record, and types a hand scored
elsewhere (as money, or as each player's score) or an adjustment.

By default the server listens on 127.0.0.1 only: this machine alone, which
is the scorekeeper. --lan listens on this machine's address on the local
network and prints a QR code that joins (its address carries the join code),
the six-digit join code that each phone gives once, and a one-time
scorekeeper's code that makes one phone the scorekeeper; the Scorekeeper page
on this machine issues a new one to hand the role on. At most ten wrong codes
from one address are tried in a minute.

Every record goes through the ledger's lock, as 'dragon ledger add' does, so
the command line may record into the same ledger at the same time; the
standings are read from the file, and an undo voids the hand it showed or
nothing. The answers of a hand not yet recorded are kept in memory only:
Ctrl-C stops the server, and says how many of them it drops.`,
		Example: `  dragon serve thursday.yaml
  dragon serve thursday.yaml --lan
  dragon serve thursday.yaml --lan --addr :8080
  dragon serve thursday.yaml --addr 127.0.0.1:8080`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return words.NewError("serve", "give one ledger FILE, e.g. 'dragon serve thursday.yaml'")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.file = args[0]
			opts.dumb = os.Getenv("TERM") == "dumb"
			if runF != nil {
				return runF(opts)
			}
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			opts.stop = ctx
			return runServe(opts)
		},
	}
	cmd.Flags().StringVar(&opts.addr, "addr", "", "listen on `HOST:PORT` (default 127.0.0.1 and a free port; with --lan, :PORT)")
	cmd.Flags().BoolVar(&opts.lan, "lan", false, "listen on this machine's address on the local network, with a join code")
	return cmd
}

// listenAddr is the address to listen on: --addr, or this machine's
// address on the local network with --lan, or loopback; port 0 takes a
// free one.
func (o *serveOptions) listenAddr() (string, error) {
	host, port := "127.0.0.1", "0"
	if o.addr != "" {
		h, p, err := net.SplitHostPort(o.addr)
		if err != nil {
			return "", words.Errorf("serve", "--addr %s: give HOST:PORT, such as 127.0.0.1:8080 (or :8080 with --lan)", words.Quote(o.addr))
		}
		if n, err := strconv.Atoi(p); err != nil || n < 0 || n > 65535 {
			return "", words.Errorf("serve", "--addr %s: the port %s is not a number from 0 to 65535", words.Quote(o.addr), words.Quote(p))
		}
		host, port = h, p
		if ip := net.ParseIP(h); ip != nil && ip.IsUnspecified() {
			return "", words.Errorf("serve", "--addr %s listens on every network this machine is on; give its address on one (or --lan for the local network)", words.Quote(o.addr))
		}
		if o.lan && h != "" {
			return "", words.Errorf("serve", "--lan finds this machine's address itself; give only the port, --addr :%s", p)
		}
		if !o.lan && h == "" {
			return "", words.Errorf("serve", "--addr %s: give the host too, such as 127.0.0.1:%s, or --lan for the local network", words.Quote(o.addr), p)
		}
	}
	if o.lan {
		ip, err := o.lanIP()
		if err != nil {
			return "", err
		}
		host = ip.String()
	}
	return net.JoinHostPort(host, port), nil
}

// loopback reports whether host is this machine alone.
func loopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func runServe(opts *serveOptions) error {
	addr, err := opts.listenAddr()
	if err != nil {
		return err
	}
	host, _, _ := net.SplitHostPort(addr)
	cfg, err := Config(opts.file, opts.commands, opts.games)
	if err != nil {
		return errors.New(opts.commands.Message(opts.file, err))
	}
	cfg.Log = func(line string) { fmt.Fprintf(opts.io.ErrOut, "dragon: %s\n", line) }
	if opts.lan || !loopback(host) {
		cfg.JoinCode, cfg.KeeperCode = serve.Code(6), serve.Code(8)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return words.Errorf("serve", "cannot listen on %s: %v (another program may hold that port; give another with --addr)", addr, unwrapOp(err))
	}
	defer ln.Close()
	cfg.Host = ln.Addr().String()
	srv, err := serve.New(cfg)
	if err != nil {
		return errors.New(opts.commands.Message(opts.file, err))
	}
	hs := srv.HTTPServer()
	served := make(chan error, 1)
	go func() { served <- hs.Serve(srv.Listener(ln)) }()
	opts.banner("http://"+cfg.Host+"/", cfg)
	select {
	case err := <-served:
		return words.Errorf("serve", "%v", err)
	case <-opts.stop.Done():
	}
	return opts.shut(hs, srv)
}

// unwrapOp drops the operation and address net.Listen repeats.
func unwrapOp(err error) error {
	var op *net.OpError
	if errors.As(err, &op) && op.Err != nil {
		return op.Err
	}
	return err
}

// shutdownWait is how long the requests under way may take to finish.
const shutdownWait = 5 * time.Second

// shut stops the server: the requests under way finish (each records
// whole or not at all), then it says what was dropped.
func (o *serveOptions) shut(hs *http.Server, srv *serve.Server) error {
	ctx, cancel := context.WithTimeout(context.Background(), shutdownWait)
	defer cancel()
	err := hs.Shutdown(ctx)
	dropped := srv.Pending()
	switch {
	case dropped == 1:
		fmt.Fprintf(o.io.ErrOut, "dragon: stopped; 1 answer of the current hand, not yet recorded, was dropped. Everything recorded is in %s.\n", words.Shown(o.file))
	case dropped > 1:
		fmt.Fprintf(o.io.ErrOut, "dragon: stopped; %d answers of the current hand, not yet recorded, were dropped. Everything recorded is in %s.\n", dropped, words.Shown(o.file))
	default:
		fmt.Fprintf(o.io.ErrOut, "dragon: stopped. Everything recorded is in %s.\n", words.Shown(o.file))
	}
	if err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return words.Errorf("serve", "%v", err)
	}
	return nil
}

// joinURL is the address a phone joins at by opening it: the QR code's,
// with the join code in it.
func joinURL(base, code string) string { return base + "join?code=" + code }

// banner says where the ledger is served: the address, and on the
// network its QR code and the codes.
func (o *serveOptions) banner(url string, cfg serve.Config) {
	w := o.io.Out
	cur, err := ledger.ReadCurrent(o.file)
	what := o.file
	if err == nil {
		what = fmt.Sprintf("%s (%s: %s)", o.file, cur.Header.Game.Title(), words.JoinAnd(cur.Header.Players))
	}
	fmt.Fprintf(w, "Serving %s at %s\n", words.Shown(what), url)
	if cfg.JoinCode == "" {
		fmt.Fprintln(w, "Only this machine can open it: give --lan for the table's phones.")
	} else {
		qr := o.io.OutTTY && !o.dumb
		if qr {
			fmt.Fprint(w, qrCode(joinURL(url, cfg.JoinCode), o.io.ColorEnabled()))
		}
		fmt.Fprintf(w, "Join code: %s (each phone gives it once%s)\n", cfg.JoinCode, map[bool]string{true: "; scanning the QR code gives it"}[qr])
		fmt.Fprintf(w, "Scorekeeper's code: %s (makes one phone the scorekeeper, once; a new one from the Scorekeeper page on this machine)\n", cfg.KeeperCode)
	}
	fmt.Fprintln(w, "Stop with Ctrl-C.")
}
