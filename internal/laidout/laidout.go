// Package laidout is a result laid out for a page rather than a
// terminal: what a game's score says in columns of text, given as its
// parts (the winner's split as its sets, tables of values, the lines
// after them), which a page lays out at any width. A game's account of a
// hand (cmd/dragon/qa) makes it; the table's page (web/serve) shows it.
package laidout

// Result is a result laid out.
type Result struct {
	// Heading says the result in a line: "13 points (version C)".
	Heading string
	// Sets are the winner's hand split into its sets, one a set, in the
	// game's notation ("123C", "[333D]"), in the order the command line
	// gives them.
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
