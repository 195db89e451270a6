package term

import (
	"os"

	"golang.org/x/sys/windows"
)

// terminal is the Windows console, whose VT processing is switched on;
// TERM is rarely set there, and says something only when it says "dumb".
var terminal console = windowsConsole{}

type windowsConsole struct{}

// vt switches on ENABLE_VIRTUAL_TERMINAL_INPUT for in and
// ENABLE_VIRTUAL_TERMINAL_PROCESSING for outs, where they are consoles
// (Windows 10 and later); a console that refuses (an older Windows) gets
// plain prompts and numbered lists.
func (windowsConsole) vt(term string, in *os.File, outs ...*os.File) bool {
	if term == "dumb" {
		return false
	}
	ok := switchOn(in, windows.ENABLE_VIRTUAL_TERMINAL_INPUT)
	for _, f := range outs {
		ok = switchOn(f, windows.ENABLE_VIRTUAL_TERMINAL_PROCESSING) && ok
	}
	return ok
}

// switchOn adds mode to the console f, reporting false only when f is a
// console that refuses it.
func switchOn(f *os.File, mode uint32) bool {
	h := windows.Handle(f.Fd())
	var was uint32
	if windows.GetConsoleMode(h, &was) != nil {
		return true // not a console: a file or a pipe, never prompted on
	}
	return windows.SetConsoleMode(h, was|mode) == nil
}
