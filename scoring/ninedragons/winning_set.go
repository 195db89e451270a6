package ninedragons

import (
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/split"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// InHand marks the winning tile as completing a set in hand or the pair,
// none of the shown sets (Settlement.WinningSet).
const InHand = -1

// NinePieces is what nine pieces counted for a pure hand won on a discard
// that shows three sets or more: the shown sets of its suit that were
// showing before the winning discard, and the one it completed.
type NinePieces struct {
	// Counted are the shown sets counted as showing when the winning tile
	// was thrown.
	Counted []split.Meld
	// Completed is the shown set the winning discard completed, not
	// counted (counted too when the table reads nine-before the other
	// way); its Type is 0 when the discard completed no shown set.
	Completed split.Meld
	// Said is true when the input said which set the winning tile
	// completed (the winning tile or a mark on the set); without it every
	// shown set is counted, and the payments name the reading.
	Said bool
}

// CompletedSet returns the place in h.Shown of the shown set the winning
// tile completed, InHand when it completed a set in hand or the pair, and
// whether the input said so. mark is Settlement.WinningSet: a shown set's
// number (1 for the first bracketed), InHand, or 0 when not marked; tile
// is the winning tile, or 0. A tile found both in a shown set and among
// the tiles in hand does not say which it completed. A self-picked tile
// completes no shown set (nobody claims it), nor does a tile complete a
// kong (the kong's replacement tile came after it).
func (h *Hand) CompletedSet(tile tiles.Kind, mark int, src tiles.Source) (int, bool, error) {
	if tile != 0 && (int(tile) > Deck.NumKinds() || IsFlower(tile) || h.All[tile] == 0) {
		return 0, false, words.Errorf(Deck.Game, "the winning tile %s is not in the hand; name one of its tiles", Deck.Code(tile))
	}
	if mark != 0 {
		return h.markedSet(tile, mark, src)
	}
	if tile == 0 {
		return InHand, false, nil
	}
	var in []int
	for i, m := range h.Shown {
		if m.Type != split.Quad && slices.Contains(m.Kinds(), tile) {
			in = append(in, i)
		}
	}
	switch {
	case len(in) == 0 || src == tiles.SelfDrawn:
		return InHand, true, nil
	case h.Concealed[tile] > 0:
		return InHand, false, nil
	}
	// Each set that holds the tile could be the one; they count alike.
	return in[0], true, nil
}

// markedSet checks the set marked as the one the winning tile completed.
func (h *Hand) markedSet(tile tiles.Kind, mark int, src tiles.Source) (int, bool, error) {
	if mark == InHand {
		if tile != 0 && h.Concealed[tile] == 0 {
			return 0, false, words.Errorf(Deck.Game, "the winning tile %s is in no set in hand, so it completed a shown set; mark which", Deck.Code(tile))
		}
		return InHand, true, nil
	}
	if mark < 1 || mark > len(h.Shown) {
		return 0, false, words.Errorf(Deck.Game, "the winning set is %d, and the hand shows %d bracketed %s; give 1 to %d, or say it completed a set in hand", mark, len(h.Shown), words.PluralWord(len(h.Shown), "set"), len(h.Shown))
	}
	m := h.Shown[mark-1]
	set := "[" + strings.Join(FormatMeld(m), " ") + "]"
	switch {
	case m.Type == split.Quad:
		return 0, false, words.Errorf(Deck.Game, "%s is a kong, and a winning tile never completes a kong (its replacement tile comes after); mark another set", set)
	case src == tiles.SelfDrawn:
		return 0, false, words.Errorf(Deck.Game, "a self-picked winning tile completes a set in hand, not the shown set %s; leave the mark out", set)
	case tile != 0 && !slices.Contains(m.Kinds(), tile):
		return 0, false, words.Errorf(Deck.Game, "the winning tile %s is not in %s, the set marked as the one it completed", Deck.Code(tile), set)
	}
	return mark - 1, true, nil
}

// ParseTile reads one tile, such as the winning tile "7s": any spelling a
// hand accepts, but one tile, never a flower (a flower is set aside, it
// wins nothing).
func ParseTile(s string) (tiles.Kind, error) {
	w, err := Deck.Parse(s, tiles.ParseOptions{})
	if err != nil {
		return 0, err
	}
	var ks []tiles.Kind
	for _, g := range w.Groups {
		if g.Bracketed {
			return 0, groupError(g, "write one tile without brackets, such as 7s")
		}
		ks = append(ks, g.Tiles...)
	}
	switch {
	case len(ks) != 1:
		return 0, words.Errorf(Deck.Game, "%s is %s; name one tile, such as 7s", words.Quote(s), words.Plural(len(ks), "tile"))
	case IsFlower(ks[0]):
		return 0, words.Errorf(Deck.Game, "%s is a flower, set aside when drawn; the winning tile is a tile of the hand", Deck.Code(ks[0]))
	}
	return ks[0], nil
}
