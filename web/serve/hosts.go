package serve

import (
	"net"
	"strings"
)

// The hosts a server answers, issue 29 §3: the address it is reached at,
// as a browser writes it (with the port, and without it when the port is
// http's own, 80), and, on a server that listens on loopback, the names a
// browser on this machine uses for it (localhost, 127.0.0.1, [::1]).
// Every other Host is refused: a page elsewhere renamed to this address
// (DNS rebinding) reaches nothing.

// hostNames are the Host headers a server reached at host ("ip:port")
// answers, in lower case; nil answers every host.
func hostNames(host string) map[string]bool {
	if host == "" {
		return nil
	}
	h, port, err := net.SplitHostPort(host)
	if err != nil {
		return map[string]bool{strings.ToLower(host): true}
	}
	names := []string{h}
	if ip := net.ParseIP(h); ip != nil && ip.IsLoopback() || h == "localhost" {
		names = append(names, "localhost", "127.0.0.1", "::1")
	}
	out := map[string]bool{}
	for _, n := range names {
		out[strings.ToLower(net.JoinHostPort(n, port))] = true
		if port == "80" {
			out[strings.ToLower(hostOnly(n))] = true
		}
	}
	return out
}

// hostOnly is a host as a Host header writes it without a port: an IPv6
// address in brackets.
func hostOnly(h string) string {
	if strings.Contains(h, ":") {
		return "[" + h + "]"
	}
	return h
}

// hostOK reports whether the server answers a request naming host.
func (l *lobby) hostOK(host string) bool {
	return l.hosts == nil || l.hosts[strings.ToLower(host)]
}
