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
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/web/serve"
)

// serveOptions are the options of 'dragon serve'.
type serveOptions struct {
	io *term.IOStreams
	// files are the ledgers served: one table, or a room of them.
	files []string
	// season is the folder of the season's earlier nights (--season).
	season string
	addr   string
	lan    bool
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

// serveLong is what 'dragon serve --help' says of it, the games whose
// hand asks each player his own part named from the list of the games.
func serveLong(games cmdutil.Games) string {
	return `Serve one ledger to the phones at the table, from this machine, with nothing
on the internet. Each phone shows the standings and who deals next (live),
the current hand, the night's report so far and the settle-up.

` + term.Refill(76, `The current hand is entered a question at a time, the game's own questions
with the checks of its score command, and a keypad of its tiles, cards or
dominoes beside each field. The scorekeeper says who won; the winner's phone
asks his hand and how it came`+eachPart(games)+`. What the ledger knows
(the seats, the dealer, the round, the stakes) is never asked. The
scorekeeper sees who has entered and the result in the game's words, and
records it. He also records a tie or a dead hand, a false declaration where
the game punishes one, undoes the last record, and types a hand scored
elsewhere (as money, or as each player's score) or an adjustment.`) + serveLongRest
}

// eachPart says which games' hands ask each player his own part, and
// what it is: "; each player's phone asks his own part (Magic Dragon: the
// losers' hands; Dancing Dragons: every player's discards; …) and refuses
// a piece another player has already given, naming him"; "" when no
// game's does.
func eachPart(games cmdutil.Games) string {
	var parts []string
	for _, g := range games {
		if g.Hand == nil {
			continue
		}
		if p := g.Hand.EachPart(); p != "" {
			parts = append(parts, g.Title+": "+p)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "; each player's phone asks his own part (" + strings.Join(parts, "; ") + ") and refuses a piece another player has already given, naming him"
}

// serveLongRest is the rest of what 'dragon serve --help' says, which
// names no game.
const serveLongRest = `

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
Ctrl-C stops the server, and says how many of them it drops. A server
started again draws new codes: every phone joins again with the new join
code (or QR code) and picks its player again, and each scorekeeper's role
is handed on anew; what is recorded is all in the ledgers.

A club night: several ledgers (or a folder of them) are served as the
tables of one room, from one address with one join code and one QR code.
A phone picks its table, then its player; each table has its own
scorekeeper's code, and this machine acts for every table. The room's page
shows every table's standings and who deals next, live, and the night so
far of each player across the tables (players who moved between tables
are matched by name); /screen is the same in large type, for a
television. A table's phones never see another table's current hand.

The Season page ranks the players over the nights of the season, by net
result and by hands played, with each one's line in the chart: the
ledgers served, and with --season FOLDER those of the earlier nights,
which are read and never written.`

// NewCmd builds 'dragon serve'. commands are the ledger commands' words
// and checks, games the list of the games (for the report): both from
// root. runF, when not nil, is called instead of running (tests).
func NewCmd(ios *term.IOStreams, commands serve.Commands, games cmdutil.Games, runF func(*serveOptions) error) *cobra.Command {
	opts := &serveOptions{io: ios, commands: commands, games: games, lanIP: lanAddress}
	cmd := &cobra.Command{
		Use:   "serve FILE... | FOLDER [--lan | --addr HOST:PORT]",
		Short: "Serve a ledger to the table's phones: the standings live, each player's entry, the report",
		Long:  serveLong(games),
		Example: `  dragon serve thursday.yaml
  dragon serve thursday.yaml --lan
  dragon serve thursday.yaml --lan --addr :8080
  dragon serve thursday.yaml --addr 127.0.0.1:8080
  dragon serve club/ --lan
  dragon serve tonight/ --lan --season club/`,
		// Every argument is a ledger, or a folder of them: a room's tables.
		ValidArgsFunction: cmdutil.CompleteYAML,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return words.NewError("serve", "give a ledger FILE, e.g. 'dragon serve thursday.yaml', or several, or a FOLDER of them (a room of tables)")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			files, err := ledgers(args)
			if err != nil {
				return err
			}
			opts.files = files
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
	cmd.Flags().StringVar(&opts.season, "season", "", "the season's earlier nights: a `FOLDER` of ledgers, read only, for the Season page")
	_ = cmd.RegisterFlagCompletionFunc("season", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return nil, cobra.ShellCompDirectiveFilterDirs
	})
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
	cfgs, err := opts.configs()
	if err != nil {
		return err
	}
	shared := serve.Config{LocalKeeper: true, Log: func(line string) { fmt.Fprintf(opts.io.ErrOut, "dragon: %s\n", line) }}
	if shared.Season, err = opts.earlier(); err != nil {
		return err
	}
	if opts.lan || !loopback(host) {
		shared.JoinCode = serve.Code(6)
		for i := range cfgs {
			cfgs[i].KeeperCode = serve.Code(8)
		}
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return words.Errorf("serve", "cannot listen on %s: %v (another program may hold that port; give another with --addr)", addr, unwrapOp(err))
	}
	defer ln.Close()
	shared.Host = ln.Addr().String()
	srv, err := opts.server(shared, cfgs)
	if err != nil {
		return err
	}
	hs := srv.HTTPServer()
	served := make(chan error, 1)
	go func() { served <- hs.Serve(srv.Listener(ln)) }()
	opts.banner("http://"+shared.Host+"/", shared.JoinCode, cfgs)
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
func (o *serveOptions) shut(hs *http.Server, srv server) error {
	ctx, cancel := context.WithTimeout(context.Background(), shutdownWait)
	defer cancel()
	err := hs.Shutdown(ctx)
	dropped := srv.Pending()
	var shown []string
	for _, f := range o.files {
		shown = append(shown, words.Shown(f))
	}
	in := words.JoinAnd(shown)
	switch {
	case dropped == 1:
		fmt.Fprintf(o.io.ErrOut, "dragon: stopped; 1 answer of the current hand, not yet recorded, was dropped. Everything recorded is in %s.\n", in)
	case dropped > 1:
		fmt.Fprintf(o.io.ErrOut, "dragon: stopped; %d answers of the current hand, not yet recorded, were dropped. Everything recorded is in %s.\n", dropped, in)
	default:
		fmt.Fprintf(o.io.ErrOut, "dragon: stopped. Everything recorded is in %s.\n", in)
	}
	if err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return words.Errorf("serve", "%v", err)
	}
	return nil
}

// joinURL is the address a phone joins at by opening it: the QR code's,
// with the join code in it.
func joinURL(base, code string) string { return base + "join?code=" + code }

// banner says where the ledgers are served: the address (and each
// table's, in a room), and on the network the QR code and the codes.
func (o *serveOptions) banner(url, joinCode string, cfgs []serve.Config) {
	w := o.io.Out
	if len(cfgs) == 1 {
		fmt.Fprintf(w, "Serving %s at %s\n", described(cfgs[0].File), url)
	} else {
		fmt.Fprintf(w, "Serving a room of %d tables at %s\n", len(cfgs), url)
		tablesBanner(w, url, cfgs)
	}
	if joinCode == "" {
		fmt.Fprintln(w, "Only this machine can open it: give --lan for the table's phones.")
	} else {
		qr := o.io.OutTTY && !o.dumb
		if qr {
			fmt.Fprint(w, qrCode(joinURL(url, joinCode), o.io.ColorEnabled()))
		}
		fmt.Fprintf(w, "Join code: %s (each phone gives it once%s)\n", joinCode, map[bool]string{true: "; scanning the QR code gives it"}[qr])
		if len(cfgs) == 1 {
			fmt.Fprintf(w, "Scorekeeper's code: %s (makes one phone the scorekeeper, once; a new one from the Scorekeeper page on this machine)\n", cfgs[0].KeeperCode)
		} else {
			fmt.Fprintln(w, "Each table's scorekeeper's code makes one phone its scorekeeper, once; a new one from the table's Scorekeeper page on this machine, which acts for every table.")
		}
	}
	fmt.Fprintln(w, "Stop with Ctrl-C.")
}
