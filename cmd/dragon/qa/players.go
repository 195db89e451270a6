package qa

import (
	"github.com/dragon-tools/dragon/setup"
)

// PlayersQuestion asks, as label says, for the players (ID id, answered
// by --players), their names parted by commas and counted by count, which
// says what is wrong with a count of n; the answer is kept tidied
// ("Ann,Bo,Cy").
func PlayersQuestion(id, label string, count func(n int) error) Question {
	return Question{ID: id, Kind: Players, Flags: []string{"players"}, Label: func(Answers) string { return label },
		Count: func(_ Answers, n int) error { return count(n) }}
}

// WinnerQuestion asks, as label says, which of the players won.
func WinnerQuestion(label string) Question {
	return Question{ID: "winner", Kind: Player, Label: func(Answers) string { return label }, Options: WinnerOptions}
}

// WinnerOptions offer each of the players as the winner: the Options of
// a WinnerQuestion.
func WinnerOptions(a Answers) []Option { return PlayerOptions("winner", a.List("players")) }

// DiscardOptions offer, as where the winning piece came from, a discard
// by each player but the winner.
func DiscardOptions(a Answers) []Option {
	var out []Option
	for _, name := range Others(a.List("players"), a["winner"]) {
		out = append(out, Option{Label: "a discard by " + name, Sets: Answers{"discard-by": name}})
	}
	return out
}

// ReadPlayers reads a list of players, names parted by commas, and
// checks their count with count.
func ReadPlayers(s string, count func(n int) error) ([]string, error) {
	names, err := setup.ParseNames(s)
	if err != nil {
		return nil, err
	}
	return names, count(len(names))
}

// Others returns names without name: the players who did not win.
func Others(names []string, name string) []string {
	var out []string
	for _, n := range names {
		if n != name {
			out = append(out, n)
		}
	}
	return out
}
