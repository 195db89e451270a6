package report

// Board is where a session stands, as 'ledger show' and the table's page
// show it, in text, Markdown or HTML: the lines above the table (the
// session, how far it has come, what comes next), then the standings as
// a table.
type Board struct {
	Lines []string `json:"lines"`
	// Head are the table's column heads, Rows its rows; Align has an 'r'
	// for each column of numbers.
	Head  []string   `json:"head"`
	Rows  [][]string `json:"rows"`
	Align string     `json:"align"`
}

// SettleBoard is the settle-up as 'ledger settle' and the table's page
// show it: a line, the payments (who pays whom, how much, in which
// bills), and the lines after them.
type SettleBoard struct {
	Head     string     `json:"head"`
	Payments [][]string `json:"payments"`
	Foot     []string   `json:"foot"`
}
