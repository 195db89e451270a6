package main

import (
	"syscall"
	"time"
	"unsafe"
)

// awaitRawMode waits until dragon has put its terminal in raw mode (no
// line editing by the terminal, no echo). The master of a pseudo-terminal
// reads the mode the program set on the other end.
func (term *terminal) awaitRawMode() {
	term.t.Helper()
	conn, err := term.tty.SyscallConn()
	if err != nil {
		term.t.Fatal(err)
	}
	deadline := time.Now().Add(screenWait)
	for {
		var mode syscall.Termios
		var errno syscall.Errno
		conn.Control(func(fd uintptr) {
			_, _, errno = syscall.Syscall(syscall.SYS_IOCTL, fd, syscall.TCGETS, uintptr(unsafe.Pointer(&mode)))
		})
		switch {
		case errno != 0:
			term.t.Fatalf("reading the terminal's mode: %v", errno)
		case mode.Lflag&(syscall.ICANON|syscall.ECHO) == 0:
			return
		case term.ended():
			term.t.Fatalf("dragon ended before it read keys; the screen shows:\n%s", term.screen())
		case time.Now().After(deadline):
			term.t.Fatalf("waited %v for dragon to put the terminal in raw mode; the screen shows:\n%s", screenWait, term.screen())
		}
		time.Sleep(time.Millisecond)
	}
}
