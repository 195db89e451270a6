package servecmd

import (
	"net"

	"github.com/dragon-tools/dragon/internal/words"
)

// lanAddress is this machine's address on the table's network: the first
// private IPv4 address (10/8, 172.16/12, 192.168/16) of an interface that
// is up and is not loopback.
func lanAddress() (net.IP, error) {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil, err
	}
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		if ip := firstPrivate(addrs); ip != nil {
			return ip, nil
		}
	}
	return nil, words.NewError("serve", "--lan: this machine has no address on a local network (no interface up with a private IPv4 address, such as 192.168.1.5); join the table's Wi-Fi first, or give --addr HOST:PORT")
}

// firstPrivate is the first private IPv4 address of addrs, or nil.
func firstPrivate(addrs []net.Addr) net.IP {
	for _, a := range addrs {
		n, ok := a.(*net.IPNet)
		if !ok {
			continue
		}
		if ip := n.IP.To4(); ip != nil && ip.IsPrivate() {
			return ip
		}
	}
	return nil
}
