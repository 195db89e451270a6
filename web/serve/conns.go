package serve

import (
	"net"
	"sync"
)

// Connections, issue 29 (found by trying): a device on the table's
// network could open thousands of connections, with no code, until the
// server had no file left to accept the table's own. A server's listener
// holds one address (an IPv6 device's /64) to maxConnsPerAddress open
// connections and all to maxConns, but for the machine running the
// server, which always gets in; a connection past them is closed at once.

const (
	maxConnsPerAddress = 32
	maxConns           = 512
)

// Listener returns ln held to the server's bounds on open connections.
func (l *lobby) Listener(ln net.Listener) net.Listener {
	return &limited{Listener: ln, open: map[string]int{}}
}

// limited is a listener that counts the connections it let in.
type limited struct {
	net.Listener
	mu    sync.Mutex
	open  map[string]int
	total int
}

// Accept returns the next connection within the bounds, closing those
// past them.
func (l *limited) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		key := keyOf(hostIP(c.RemoteAddr().String()))
		if l.take(key, ownMachine(c)) {
			return &counted{Conn: c, release: func() { l.give(key) }}, nil
		}
		c.Close()
	}
}

// ownMachine reports whether c comes from the machine running the server.
func ownMachine(c net.Conn) bool {
	remote, here := hostIP(c.RemoteAddr().String()), hostIP(c.LocalAddr().String())
	return remote != nil && (remote.IsLoopback() || remote.Equal(here))
}

func (l *limited) take(key string, own bool) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !own && (l.open[key] >= maxConnsPerAddress || l.total >= maxConns) {
		return false
	}
	l.open[key]++
	l.total++
	return true
}

func (l *limited) give(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.open[key]--; l.open[key] <= 0 {
		delete(l.open, key)
	}
	l.total--
}

// counted is a connection that gives its place back once closed.
type counted struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *counted) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}
