package main

import (
	"syscall"
	"time"
	"unsafe"
)

// keepOutputAtInterrupt sets NOFLSH on the terminal. Ctrl-C on a terminal
// in cooked mode (a dumb one's) sends the signal and, without NOFLSH,
// flushes what is on its way to the screen; on Linux that flush can take
// what dragon writes after the signal too, its "cancelled" line and the
// terminal's own "^C" (5 runs in 600 with four at once, none in 600 with
// NOFLSH). A person's terminal may do the same; the tests read what
// dragon wrote.
func (term *terminal) keepOutputAtInterrupt() {
	term.t.Helper()
	conn, err := term.tty.SyscallConn()
	if err != nil {
		term.t.Fatal(err)
	}
	var errno syscall.Errno
	conn.Control(func(fd uintptr) {
		var mode syscall.Termios
		if _, _, errno = syscall.Syscall(syscall.SYS_IOCTL, fd, syscall.TCGETS, uintptr(unsafe.Pointer(&mode))); errno == 0 {
			mode.Lflag |= syscall.NOFLSH
			_, _, errno = syscall.Syscall(syscall.SYS_IOCTL, fd, syscall.TCSETS, uintptr(unsafe.Pointer(&mode)))
		}
	})
	if errno != 0 {
		term.t.Fatalf("setting NOFLSH on the terminal: %v", errno)
	}
}

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
