// Package serve is the table's page: an HTTP server for one ledger that
// shows the standings (live), the night's report and the settle-up on
// every phone at the table, lets each player enter his own part of the
// current hand, and lets the scorekeeper record, undo and type transfers.
//
// The server adds no rule of its own. What it says and what it refuses
// come from the command line (Commands, supplied by cmd/dragon), every
// record goes through ledger.Append or ledger.UndoIf under the ledger's
// lock, and everything the standings show is read from the ledger file.
// Only a pending hand (the answers not yet recorded) lives in memory, and
// the page says so.
//
// A game's hand plugs in as a HandForm, asked a step at a time: what
// each device answers next (a player his own part, the scorekeeper the
// table's), the check of each answer against those given before it, the
// result and the record. TypedTransfers is the one that needs no game
// rule; a game's penalty the scorekeeper records by naming who pays is a
// Penalty.
//
// Nobody gets in who does not belong: see access.go. The templates and
// the static files are embedded and parsed once, on first use; no request
// names a file on disk.
package serve

import (
	"net/http"
	"sync"
	"time"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

// Config is what a Server serves and how.
type Config struct {
	// File is the ledger served. No request names another.
	File string
	// Host, when set, is the host and port the server is reached at
	// ("192.168.1.5:8080"): a request naming another host is refused, so
	// that a web page elsewhere cannot rename itself to this address
	// (DNS rebinding) and read or fill the pages.
	Host string
	// JoinCode, when set, is the six digits a device gives once before
	// anything else (a server on the table's network). "" lets in every
	// device that reaches the server: one that listens on loopback only.
	JoinCode string
	// KeeperCode, when set, makes a device that gives it the scorekeeper,
	// once: the code is then spent. The machine running the server can
	// issue another (NewKeeperCode), to hand the role to another phone.
	KeeperCode string
	// LocalKeeper makes a device on the machine running the server (a
	// loopback request, or one from the address the server listens on)
	// the scorekeeper, without a code.
	LocalKeeper bool
	// Commands are the command line's words and checks.
	Commands Commands
	// Forms are the ways of entering the current hand from the phones,
	// the first the default; TypedTransfers is always offered after them.
	Forms []HandForm
	// Penalty, when set, is the game's penalty that the scorekeeper
	// records by naming who pays it: a false declaration.
	Penalty *Penalty
	// Season are the ledgers of the earlier nights of the season, for the
	// season page: read, never written.
	Season []string
	// Describers and Auditors are the games' own, for the report.
	Describers report.Describers
	Auditors   books.Auditors
	// Log, when set, is told what the scorekeeper at the terminal should
	// know: a code spent, an address locked out.
	Log func(line string)
	// Now is the clock (tests set it); nil is time.Now.
	Now func() time.Time
}

// lobby is what every table of a server shares: the hosts it answers,
// the devices that joined and the codes they gave (one join code, one
// budget of wrong codes), and the end of the live streams. A server of
// one ledger is a lobby of its own; a Room's tables share the room's.
type lobby struct {
	// cfg is the shared part of the config: Host, JoinCode, LocalKeeper,
	// Log, Now.
	cfg    Config
	access *access
	// hosts are the Host headers answered; nil answers any.
	hosts map[string]bool
	// done is closed when the server shuts down, ending the live streams.
	done     chan struct{}
	doneOnce sync.Once
}

// newLobby fills cfg's clock and log when unset, and returns the lobby
// of tables whose scorekeeper's codes are keeperCodes (table → code).
func newLobby(cfg *Config, keeperCodes map[string]string) *lobby {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Log == nil {
		cfg.Log = func(string) {}
	}
	return &lobby{cfg: *cfg, access: newAccess(*cfg, keeperCodes), hosts: hostNames(cfg.Host), done: make(chan struct{})}
}

// Server serves one ledger: alone, or as one table of a Room.
type Server struct {
	*lobby
	cfg Config
	// name is the table's name in its room ("" alone); base is the path
	// its pages are under ("" alone, "/t/NAME" in a room).
	name, base string
	hand       *pending
	live       *changes
	mux        *http.ServeMux
	// reports is the night's report as last worked out.
	reports reports
	// season is the season page's, for a table alone (a room has one).
	season *season
}

// New returns the server of cfg.File. It reads the ledger once, so that
// a ledger that cannot be read is refused at the start, not on a phone.
func New(cfg Config) (*Server, error) {
	l := newLobby(&cfg, map[string]string{"": cfg.KeeperCode})
	return newTable(l, cfg, "")
}

// newTable returns the server of cfg.File as the table name of lobby l.
func newTable(l *lobby, cfg Config, name string) (*Server, error) {
	if cfg.File == "" {
		return nil, words.NewError("serve", "no ledger to serve")
	}
	cfg.Now = l.cfg.Now
	if cfg.Log == nil {
		cfg.Log = l.cfg.Log
	}
	cur, err := ledger.ReadCurrent(cfg.File)
	if err != nil {
		return nil, err
	}
	s := &Server{lobby: l, cfg: cfg, name: name, base: tablePath(name)}
	if name == "" {
		s.season = newSeason([]string{cfg.File}, cfg.Season, cfg.Describers)
	}
	typed := TypedTransfers{Commands: cfg.Commands, Totals: cur.Header.Game.Totals()}
	s.hand = newPending(append(append([]HandForm{}, cfg.Forms...), typed))
	s.live = newChanges(cfg.File)
	s.mux = s.routes()
	return s, nil
}

// Timeouts a connection is held to: a slow client cannot hold the server.
const (
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 15 * time.Second
	writeTimeout      = 30 * time.Second
	idleTimeout       = 90 * time.Second
	maxHeaderBytes    = 16 << 10
)

// HTTPServer returns an http.Server for the handler with the timeouts
// every connection is held to. A live stream sets its own deadline.
func (s *Server) HTTPServer() *http.Server { return s.httpServer(s.Handler()) }

// httpServer returns an http.Server for h, held to the timeouts, whose
// shutdown ends the live streams.
func (l *lobby) httpServer(h http.Handler) *http.Server {
	hs := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
	}
	hs.RegisterOnShutdown(l.Close)
	return hs
}

// Close ends the live streams (http.Server.Shutdown does not wait for
// them to end by themselves).
func (l *lobby) Close() { l.doneOnce.Do(func() { close(l.done) }) }

// NewKeeperCode issues a new scorekeeper code, in place of one not yet
// given, and takes the role from the phone that holds it: the phone that
// gives the new code is the scorekeeper. The machine running the server
// stays the scorekeeper too.
func (s *Server) NewKeeperCode() string {
	code := s.access.newKeeperCode(s.name)
	s.cfg.Log("a new scorekeeper's code: " + code + " (the phone that gives it is the scorekeeper; no other phone is)")
	return code
}

// Pending is the number of answers of the current hand not yet recorded:
// what a stop loses.
func (s *Server) Pending() int { return s.hand.count() }
