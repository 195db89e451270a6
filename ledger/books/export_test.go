package books

// What the tests of package books_test (which use the store, package
// ledger, which imports books) need from inside.

// Wins are the kinds of record of a won hand.
var Wins = wins
