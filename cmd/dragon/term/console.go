package term

import "os"

// A console is what the system says of the terminal dragon talks to:
// console_unix.go reads TERM, console_windows.go asks the Windows
// console to take a VT terminal's escape sequences.
type console interface {
	// vt switches on, where the system needs it, the escape sequences
	// of a VT terminal (the cursor moved, colours, keys such as the
	// arrows read as sequences) on those of in and outs that are
	// terminals, and reports whether they take them; TERM is term. When
	// they do not, prompts are plain lines and lists numbered ones.
	vt(term string, in *os.File, outs ...*os.File) bool
}
