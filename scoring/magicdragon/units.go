package magicdragon

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// facts is what the unit conditions look at: one split of the winner's
// hand and how it was completed.
type facts struct {
	table Table
	rules *Rules
	win   Win
	sets  []split.Meld
	twin  split.Meld
	all   *tiles.Counts
	// present[i] says whether suit Suits[i] appears anywhere in the hand,
	// absent[i] whether it counts as missing; nPresent and nAbsent count
	// them.
	present, absent   [4]bool
	nPresent, nAbsent int
	terminal          bool // a 1 or a 9 anywhere
	// alike says whether two sets of the split have the same numbers,
	// which every tower needs.
	alike bool
}

func (f *facts) allExposed() bool { return len(f.win.Hand.Exposed) == f.table.Sets() }

// suitsPresent returns the suits that appear, in the rulebook's order.
func (f *facts) suitsPresent() []string { return suitsOf(&f.present) }

// suitsAbsent returns the suits that are missing from the hand.
func (f *facts) suitsAbsent() []string { return suitsOf(&f.absent) }

// suitsOf returns the suits Suits[i] for which in[i] holds.
func suitsOf(in *[4]bool) []string {
	var out []string
	for i, s := range Suits {
		if in[i] {
			out = append(out, s)
		}
	}
	return out
}

// isTerminalMeld reports whether the meld holds a 1 or a 9.
func isTerminalMeld(m split.Meld) bool {
	r := rankOf(m.First)
	return r == 1 || r == 9 || m.Type == split.Run && r == 7
}

// condition recognises one unit. holds returns how many bonuses the unit
// earns (0 for most) and whether the hand qualifies; reason says why in a
// few words, for the person reading the score.
type condition struct {
	group  string
	holds  func(f *facts) (extras int, ok bool)
	reason func(f *facts) string
}

func always(ok bool) (int, bool) { return 0, ok }

func discarder(f *facts) string {
	if f.win.Discarder == "" {
		return "a discard"
	}
	return "a discard by " + f.win.Discarder
}

func setsOf(f *facts, t split.Type) bool {
	for _, m := range f.sets {
		if m.Type != t {
			return false
		}
	}
	return true
}

// conditions holds the condition of every unit of Table I. Towers (group F)
// are in units_towers.go.
var conditions = map[string]condition{
	// Group A: the complete hand.
	"zappo": {"A", func(f *facts) (int, bool) { return always(true) },
		func(f *facts) string { return "a complete hand" }},
	"all-natural": {"A", func(f *facts) (int, bool) { return always(f.win.AllNatural) },
		func(f *facts) string { return "complete from the setup, declared before play" }},

	// Group B: how discards were used.
	// An all-natural hand drew no last tile in play: self touch never
	// applies to it (a decision; it earns no beggars instead).
	"self-touch": {"B", func(f *facts) (int, bool) { return always(f.win.Source == tiles.SelfDrawn && !f.win.AllNatural) },
		func(f *facts) string { return "last tile drawn from the stock pile" }},
	"clean-lobby": {"B", func(f *facts) (int, bool) {
		return always(f.win.Source == tiles.Discard && len(f.win.Hand.Exposed) == 0)
	}, func(f *facts) string { return "last tile " + discarder(f) + ", no exposed sets" }},
	"no-beggars": {"B", func(f *facts) (int, bool) {
		natural := f.win.AllNatural && f.rules.Decisions.AllNaturalNoBeggars
		return always(len(f.win.Hand.Exposed) == 0 && (f.win.Source == tiles.SelfDrawn || natural))
	}, func(f *facts) string {
		if f.win.AllNatural {
			return "all natural: no discard was used"
		}
		return "no discard used: last tile from the stock, no exposed sets"
	}},
	"lonely-twin": {"B", func(f *facts) (int, bool) { return always(f.allExposed() && f.win.Source == tiles.SelfDrawn) },
		func(f *facts) string { return "all sets exposed, the twin completed from the stock pile" }},
	"all-beggars": {"B", func(f *facts) (int, bool) { return always(f.allExposed() && f.win.Source == tiles.Discard) },
		func(f *facts) string { return "all sets exposed, the twin completed with " + discarder(f) }},

	// Group C: flushes or triplets.
	"all-flushes": {"C", func(f *facts) (int, bool) { return always(setsOf(f, split.Run)) },
		func(f *facts) string { return "every set is a flush" }},
	"all-triplets": {"C", func(f *facts) (int, bool) { return always(setsOf(f, split.Triplet)) },
		func(f *facts) string { return "every set is a triplet" }},

	// Group D: suits.
	"missing-tooth": {"D", func(f *facts) (int, bool) { return always(f.nAbsent == 1) },
		func(f *facts) string { return "no " + strings.Join(f.suitsAbsent(), "") + " tile" }},
	// A hand of one suit is pure color, not missing teeth, even in the
	// three-player game where two suits in play are then absent.
	"missing-teeth": {"D", func(f *facts) (int, bool) {
		return always(f.nAbsent == 2 && f.nPresent >= 2)
	},
		func(f *facts) string { return "no " + strings.Join(f.suitsAbsent(), " or ") + " tile" }},
	"four-seasons": {"D", func(f *facts) (int, bool) {
		if len(f.sets) != 4 {
			return always(false)
		}
		var seen uint8 // a bit for each suit
		for _, m := range f.sets {
			seen |= 1 << suitOf(m.First)
		}
		return always(seen == 0b1111)
	}, func(f *facts) string {
		suits := make([]string, len(f.sets))
		for i, m := range f.sets {
			suits[i] = Deck.Info(m.First).Suit
		}
		return "sets in " + strings.Join(suits, ", ")
	}},
	"pure-color": {"D", func(f *facts) (int, bool) { return always(f.nPresent == 1) },
		func(f *facts) string {
			return fmt.Sprintf("all %d tiles are %s", f.all.Total(), f.suitsPresent()[0])
		}},

	// Group E: ones and nines.
	"no-head-or-tail": {"E", func(f *facts) (int, bool) { return always(!f.terminal) },
		func(f *facts) string { return "no 1 and no 9 anywhere" }},
	"head-and-tail": {"E", func(f *facts) (int, bool) {
		if !isTerminalMeld(f.twin) {
			return always(false)
		}
		for _, m := range f.sets {
			if !isTerminalMeld(m) {
				return always(false)
			}
		}
		return always(true)
	}, func(f *facts) string { return "every set and the twin holds a 1 or a 9" }},
	"magic-dragon": {"E", func(f *facts) (int, bool) { return always(magicDragonSuit(f) != "") },
		func(f *facts) string {
			s := magicDragonSuit(f)
			return "flushes 123" + s + " 456" + s + " 789" + s
		}},
}

// magicDragonSuit returns the suit of the flushes 123, 456 and 789 among
// the sets, or "".
func magicDragonSuit(f *facts) string {
	var have [4]uint8 // for each suit, a bit for each of 123, 456 and 789
	for _, m := range f.sets {
		if r := rankOf(m.First); m.Type == split.Run && (r-1)%3 == 0 {
			have[suitOf(m.First)] |= 1 << ((r - 1) / 3)
		}
	}
	for i, s := range Suits {
		if have[i] == 0b111 {
			return s
		}
	}
	return ""
}
