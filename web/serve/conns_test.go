package serve

import (
	"errors"
	"fmt"
	"net"
	"testing"
)

// fakeConn is a connection from an address, that knows when it is closed.
type fakeConn struct {
	net.Conn
	remote, local net.Addr
	closed        bool
}

func (c *fakeConn) RemoteAddr() net.Addr { return c.remote }
func (c *fakeConn) LocalAddr() net.Addr  { return c.local }
func (c *fakeConn) Close() error         { c.closed = true; return nil }

// queue is a listener that hands out the connections queued, then says
// it is done.
type queue struct {
	net.Listener
	conns []*fakeConn
}

var errDone = errors.New("no more connections")

func (q *queue) Accept() (net.Conn, error) {
	if len(q.conns) == 0 {
		return nil, errDone
	}
	c := q.conns[0]
	q.conns = q.conns[1:]
	return c, nil
}

func from(addr string) *fakeConn {
	remote, _ := net.ResolveTCPAddr("tcp", addr)
	local, _ := net.ResolveTCPAddr("tcp", "10.203.0.1:8080")
	return &fakeConn{remote: remote, local: local}
}

// acceptAll accepts from l until the queue is done, returning the
// connections let in.
func acceptAll(t *testing.T, l net.Listener) []net.Conn {
	var in []net.Conn
	for {
		c, err := l.Accept()
		if errors.Is(err, errDone) {
			return in
		}
		if err != nil {
			t.Fatal(err)
		}
		in = append(in, c)
	}
}

// TestConnectionsBounded: one address holds at most 32 open connections
// (an IPv6 device its /64), all at most 512, those past them are closed
// at once, a connection closed gives its place back, and the machine
// running the server always gets in.
func TestConnectionsBounded(t *testing.T) {
	q := &queue{}
	l := (&Server{}).Listener(q)
	for range 40 {
		q.conns = append(q.conns, from("10.203.0.2:5000"))
	}
	for i := range 40 {
		q.conns = append(q.conns, from(fmt.Sprintf("[fd29::%x]:5000", i+1)))
	}
	queued := append([]*fakeConn{}, q.conns...)
	in := acceptAll(t, l)
	if len(in) != 64 {
		t.Fatalf("40 connections from one address and 40 from one /64: %d let in, want 32 + 32", len(in))
	}
	for i, c := range queued {
		if want := i%40 >= 32; c.closed != want {
			t.Errorf("connection %d closed: %v, want %v", i, c.closed, want)
		}
	}
	in[0].Close()
	q.conns = []*fakeConn{from("10.203.0.2:5001")}
	if got := acceptAll(t, l); len(got) != 1 {
		t.Errorf("after one closed, a new one from the address: %d let in, want 1", len(got))
	}
	for i := range 600 {
		q.conns = append(q.conns, from(fmt.Sprintf("10.204.%d.%d:5000", i/200, i%200)))
	}
	if got := acceptAll(t, l); len(got) != 512-64 {
		t.Errorf("600 more from 600 addresses: %d let in, want %d", len(got), 512-64)
	}
	q.conns = []*fakeConn{from("127.0.0.1:5000"), from("10.203.0.1:5000")}
	if got := acceptAll(t, l); len(got) != 2 {
		t.Errorf("the machine running the server, the table full: %d let in, want 2", len(got))
	}
}
