// Command dragon scores, sets up and keeps the books for mahjong-family games
// played with real tiles or cards: Magic Dragon, Q Mahjongg, Nine Dragons,
// Dancing Dragons and MAC I.
package main

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/root"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
)

// version is set at release with -ldflags "-X main.version=v1.2.3";
// otherwise it comes from the module's build information.
var version = ""

// memoryLimit keeps every command on a ledger at its size cap (8 MB, some
// 25,000 hands) under 256 MB: the garbage collector works harder as the
// heap nears it, and not at all on the ledgers a table keeps. GOMEMLIMIT,
// when set, says otherwise.
const memoryLimit = 160 << 20

func main() {
	limitMemory()
	os.Exit(run(os.Args[1:], term.SystemStreams()))
}

// limitMemory sets memoryLimit, unless GOMEMLIMIT is set.
func limitMemory() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
}

// run executes the command line and turns the outcome into an exit code.
// Every error is printed once, on one line.
func run(args []string, ios *term.IOStreams) int {
	ledger.Waiting = waiting(ios, "another dragon is writing this ledger; waiting for it")
	ledger.InUse = waiting(ios, "another program has this ledger open, so the new copy cannot replace it yet; trying again")
	cmd := root.NewCmdFor(ios, version, args)
	cmd.SetArgs(append([]string{}, args...)) // never nil: cobra would read os.Args instead
	err := cmd.Execute()
	switch {
	case err == nil:
		return cmdutil.ExitOK
	case errors.Is(err, cmdutil.ErrClaimDisagrees):
		return cmdutil.ExitClaimDisagrees
	case errors.Is(err, term.ErrCancelled):
		fmt.Fprintln(ios.ErrOut, "dragon: "+term.CancelledLine(err))
		return cmdutil.ExitCancelled
	default:
		fmt.Fprintf(ios.ErrOut, "dragon: %s\n", words.Shown(message(cmd, err)))
		return cmdutil.ExitError
	}
}

// waiting says on standard error that a write waits for what, and for
// how long at most.
func waiting(ios *term.IOStreams, what string) func(file string, left time.Duration) {
	return func(file string, left time.Duration) {
		fmt.Fprintf(ios.ErrOut, "dragon: %s: %s, at most %d seconds more\n", words.Shown(file), what, int(left.Round(time.Second).Seconds()))
	}
}

// message is err as the line after "dragon: " says it: without Go package
// names, and without the program's name again before a command's path
// ("dragon: ledger new: …", not "dragon: dragon ledger new: …").
func message(root *cobra.Command, err error) string {
	msg := term.Message(err)
	rest, ok := strings.CutPrefix(msg, root.Name()+" ")
	words := strings.Fields(rest)
	if !ok || len(words) == 0 {
		return msg
	}
	if sub, _, err := root.Find(words[:1]); err == nil && sub != root {
		return rest
	}
	return msg
}
