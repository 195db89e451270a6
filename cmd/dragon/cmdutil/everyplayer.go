package cmdutil

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
)

// Some games record every player's part of a hand (Dancing Dragons his
// discards, MAC I his fished cards) and the scores it gives; the ledger
// adds the scores up and the audit scores the parts again.

// EveryPart reads every player's part from a score command's repeated flag
// (e.g. "--discards" NAME=TILES), each given in *given read by parse. With
// none given, ask fills *given on a terminal; without one the command fails
// at once naming the flag and, in how, how to give it.
func EveryPart[T any](ios *IOStreams, flag string, given *[]string, how string, ask func() error, parse func(string) (T, error)) ([]T, error) {
	if len(*given) == 0 {
		if !ios.CanPrompt() {
			return nil, NeedTerminal(flag, how)
		}
		if err := ask(); err != nil {
			return nil, err
		}
	}
	var out []T
	for _, s := range *given {
		p, err := parse(s)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", flag, err)
		}
		out = append(out, p)
	}
	return out, nil
}

// AtTable refuses, for a record of every player's part (what: "discards"),
// a name not at the table of the ledger file (header h) and any player of
// the table left out; fix says how to give those left out, formatted with
// their names and the first of them (e.g. "give --discards for %s too (%s=
// for none)").
func AtTable(file string, names []string, h *ledger.Header, what, fix string) error {
	for _, n := range names {
		if h.Seat(n) < 0 {
			return fmt.Errorf("%s is not at the table of %s (players: %s)", n, file, strings.Join(h.Players, ", "))
		}
	}
	var missing []string
	for _, p := range h.Players {
		if !slices.Contains(names, p) {
			missing = append(missing, p)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("%s records every player's %s: "+fix, file, what, words.JoinAnd(missing), missing[0])
	}
	return nil
}

// RecordedParts reads, for the audit, the parts of a record of every
// player's part, each with parse; ledger.ErrSkip when the record holds
// none (it was recorded as scores only). A part that cannot be read is a
// ledger.HandError naming its player, which check reports at its line.
func RecordedParts[T any](h *ledger.HandRecord, parse func(name, part string) (T, error)) ([]T, error) {
	if h.Kind != ledger.Win || h.Inputs == nil || len(h.Inputs.Hands) == 0 {
		return nil, ledger.ErrSkip
	}
	var out []T
	for _, nh := range h.Inputs.Hands {
		p, err := parse(nh.Name, nh.Hand)
		if err != nil {
			return nil, &ledger.HandError{Player: nh.Name, Err: err}
		}
		out = append(out, p)
	}
	return out, nil
}
