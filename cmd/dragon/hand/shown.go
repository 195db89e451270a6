package hand

// Shown is a result laid out for a page rather than a terminal: what a
// game's Print says in columns of text, given as its parts (the
// winner's split as its sets, tables of values, the lines after them),
// which a page lays out at any width. A Description's Show makes it of
// the same result Print prints.
type Shown struct {
	// Heading says the result in a line: "13 points (version C)".
	Heading string
	// Sets are the winner's hand split into its sets, one a set, in the
	// game's notation ("123C", "[333D]"), in the order Print gives them.
	Sets []string
	// Tables are the result's tables: what the points are made of, what
	// each player pays.
	Tables []Table
	// Notes are the lines after them: the readings that decided it.
	Notes []string
}

// Table is a table of a result.
type Table struct {
	// Caption names it: "Payments to Bo".
	Caption string
	Head    []string
	Rows    [][]string
	// Align has an 'r' for each column of numbers.
	Align string
}

// Shown lays result, which Result gave, out for a page with the game's
// Show; nil when the game has none.
func (d *Description[R]) Shown(result any) (*Shown, error) {
	r, err := d.result(result)
	if err != nil || d.Show == nil {
		return nil, err
	}
	return d.Show(r), nil
}
