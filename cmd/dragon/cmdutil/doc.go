// Package cmdutil holds what every dragon command shares: tables, exit
// codes, the shared flags and their checks, --claim and its verdict,
// --format, recording into a ledger, what comes next, and the Game a
// command group adds to the one list of games. The terminal, its streams
// and its prompts, are package term's.
package cmdutil
