package setupcmd

import "github.com/dragon-tools/dragon/cmd/dragon/cmdutil"

// DrawSeats is the seating draw of a new Magic Dragon table, as 'setup
// seats' makes it without --draws (simulated, its seed shown so that a
// referee can repeat it): it writes the draw and the seats, and returns
// the players in seat order, clockwise from the first dealer, the order
// a ledger keeps them in.
func DrawSeats(ios *cmdutil.IOStreams, rules MagicRules, players []string) ([]string, error) {
	opts := &setupSeatsOptions{io: ios, rules: rules}
	s, err := opts.drawSeats(players)
	if err != nil {
		return nil, err
	}
	printSeating(ios.Out, ios.Fit(), players, s)
	return s.Names(), nil
}
