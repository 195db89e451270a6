package qa

import "github.com/dragon-tools/dragon/internal/laidout"

// Shown is a result laid out for a page rather than a terminal (package
// laidout); a Description's Show makes it of the same result Print
// prints.
type Shown = laidout.Result

// Table is a table of a result laid out.
type Table = laidout.Table

// Shown lays result, which Result gave, out for a page with the game's
// Show; nil when the game has none.
func (d *Description[R]) Shown(result any) (*Shown, error) {
	r, err := d.result(result)
	if err != nil || d.Show == nil {
		return nil, err
	}
	return d.Show(r), nil
}
