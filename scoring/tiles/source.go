package tiles

// Source is where a winning tile (or card) came from: every game that
// scores a win asks it, and each counts it by its own rules.
type Source uint8

// The sources of a winning tile. SourceUnknown is a win whose source was
// not said: each game leaves out what depends on it, and says so.
const (
	SourceUnknown Source = iota
	SelfDrawn            // drawn by the winner himself (Magic Dragon: from the stock pile)
	Discard              // claimed from another player's discard
)

// SourceOf returns the source of a winning tile from what the table says:
// drawn by the winner himself, discarded by someone (named), or neither.
func SourceOf(selfDrawn bool, discardBy string) Source {
	switch {
	case selfDrawn:
		return SelfDrawn
	case discardBy != "":
		return Discard
	}
	return SourceUnknown
}
