package setupcmd

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/setup"
)

// askSetupYinYang asks for what the table has not given on the command
// line: the players, the dealer, and each player's fingers for the two
// Yin-Yang numbers. Numbers given another way (--y1, --side, --seed) are
// not asked for.
func askSetupYinYang(opts *setupYinYangOptions) error {
	p := opts.io.Prompter
	var players []string
	var err error
	if opts.players == "" {
		if players, err = cmdutil.AskPlayers(p, 2, 6); err != nil {
			return err
		}
		opts.players = strings.Join(players, ",")
	} else if players, err = setup.ParseNames(opts.players); err != nil {
		return nil // runSetupYinYang says what is wrong with --players
	}
	if opts.dealer == "" {
		if opts.dealer, err = cmdutil.AskOne(p, "Who is the dealer?", players, 0); err != nil {
			return err
		}
	}
	if opts.side != "" || opts.given("column") || opts.seed.set {
		return nil
	}
	for _, f := range []struct {
		given  bool
		target *string
		label  string
	}{
		{opts.given("y1") || opts.fingers1 != "", &opts.fingers1, "first"},
		{opts.given("y2") || opts.fingers2 != "", &opts.fingers2, "second"},
	} {
		if f.given {
			continue
		}
		counts := make([]string, len(players))
		for i, name := range players {
			n, err := p.Input(fmt.Sprintf("Yin-Yang, %s number: fingers %s shows (1-5)", f.label, name), "", func(s string) error {
				if n, err := strconv.Atoi(s); err != nil || n < 1 || n > 5 {
					return fmt.Errorf("a hand shows 1 to 5 fingers, not %q", s)
				}
				return nil
			})
			if err != nil {
				return err
			}
			counts[i] = n
		}
		*f.target = strings.Join(counts, ",")
	}
	return nil
}
