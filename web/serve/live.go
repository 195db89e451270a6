package serve

import (
	"fmt"
	"net/http"
	"os"
	"slices"
	"sync"
	"time"
)

// The standings refresh live: a page's script listens to /live, a stream
// of server-sent events, and loads again the parts of the page marked
// data-live when an event says something changed: the ledger file (a
// record from this server, or from the command line on the same file) or
// the current hand's entries. Without the script the page is the same,
// as of when it was loaded.

const (
	// streamFor is how long one stream lasts; the browser opens the next.
	streamFor = 5 * time.Minute
	// pollEvery is how often a stream looks at the ledger file.
	pollEvery = time.Second
	// beatEvery keeps a quiet stream open through proxies and phones.
	beatEvery = 20 * time.Second
	// maxStreams are the streams one device holds open: a page in a few
	// tabs. A device that opens another ends its oldest.
	maxStreams = 3
)

// changes wakes the streams when the server changes something, and tells
// what the ledger file and the hand are at.
type changes struct {
	file string
	mu   sync.Mutex
	wake chan struct{}
}

func newChanges(file string) *changes {
	return &changes{file: file, wake: make(chan struct{})}
}

// changed wakes every stream.
func (c *changes) changed() {
	c.mu.Lock()
	close(c.wake)
	c.wake = make(chan struct{})
	c.mu.Unlock()
}

func (c *changes) woken() <-chan struct{} {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.wake
}

// fileStamp tells the ledger file apart from itself after any write: a
// write replaces the file (a rename), so its size or time changes.
func (c *changes) fileStamp() string {
	fi, err := os.Stat(c.file)
	if err != nil {
		return "gone"
	}
	return fmt.Sprintf("%d-%d", fi.Size(), fi.ModTime().UnixNano())
}

// stamp is what the page's live parts show: the ledger file and the hand.
func (s *Server) stamp() string {
	return fmt.Sprintf("%s-%d", s.live.fileStamp(), s.hand.now().rev)
}

// stream is GET /live of a table: its ledger file, and its hand for the
// devices seated at it and the organiser. In a room another table's
// phones, and a phone not yet seated, hear of the ledger only: a table's
// current hand is its own phones' (issue 35).
func (s *Server) stream(w http.ResponseWriter, r *http.Request) {
	stamp := s.stamp
	if s.name != "" && !s.access.sits(sessionOf(r), s.name) {
		stamp = s.live.fileStamp
	}
	s.lobby.stream(w, r, stamp, s.live.woken)
}

// stream answers r with an event "change" each time stamp changes (looked
// at every pollEvery, and whenever woken is), for streamFor at most, with
// a deadline of its own.
func (l *lobby) stream(w http.ResponseWriter, r *http.Request, stamp func() string, woken func() <-chan struct{}) {
	rc := http.NewResponseController(w)
	end := time.Now().Add(streamFor)
	if err := rc.SetWriteDeadline(end.Add(10 * time.Second)); err != nil {
		http.Error(w, "no live stream here", http.StatusNotImplemented)
		return
	}
	// The stamp is taken before the stream says it is open: a change made
	// once the client hears it is always told.
	last := stamp()
	ended, stop := l.access.streamOpened(sessionOf(r))
	defer stop()
	w.Header().Set("Content-Type", "text/event-stream")
	fmt.Fprint(w, "retry: 1000\n\n")
	rc.Flush()
	tick, beat := time.NewTicker(pollEvery), time.NewTicker(beatEvery)
	defer tick.Stop()
	defer beat.Stop()
	for time.Now().Before(end) {
		select {
		case <-r.Context().Done():
			return
		case <-l.done:
			return
		case <-ended:
			return
		case <-beat.C:
			fmt.Fprint(w, ": still here\n\n")
		case <-tick.C:
		case <-woken():
		}
		if now := stamp(); now != last {
			last = now
			fmt.Fprintf(w, "event: change\ndata: %s\n\n", now)
		}
		if rc.Flush() != nil {
			return
		}
	}
}

// streamOpened counts a stream of session ses: ended is closed when the
// device opens one stream more than maxStreams while this one is its
// oldest; stop forgets it.
func (a *access) streamOpened(ses *session) (ended <-chan struct{}, stop func()) {
	end := make(chan struct{})
	a.mu.Lock()
	defer a.mu.Unlock()
	ses.streams = append(ses.streams, end)
	if len(ses.streams) > maxStreams {
		close(ses.streams[0])
		ses.streams = ses.streams[1:]
	}
	return end, func() {
		a.mu.Lock()
		defer a.mu.Unlock()
		if i := slices.Index(ses.streams, end); i >= 0 {
			ses.streams = slices.Delete(ses.streams, i, i+1)
		}
	}
}
