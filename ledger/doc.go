// Package ledger keeps a table's play-money ledger: one YAML file per
// session holding the game, the players in seat order, the rules and
// stakes, the starting money, and every hand in the order it was played.
//
// The package is the ledger's store: it reads the file, parses it with the
// problems of each line, keeps what it worked out (the cache and the memo),
// locks and writes it. The books — the records and what they work out to —
// are package books (ledger/books), which never sees a file: a caller
// imports ledger for the store and books for what it keeps (books.State,
// books.Win). Records are only ever appended: a mistake is corrected by a
// new record (a void or an adjustment), never by rewriting history.
//
// Writes are atomic and serialized by a lock on the ledger file itself (no
// lock file is made), and a file that does not parse or check cleanly is
// never written (see Append). The package never prints; it returns values
// and errors (a write waiting for another says so through Waiting).
//
// A command that scores a hand records it with Append, building the record
// from the state it is played in, which Append reads under the lock:
//
//	a, err := ledger.Append(path, func(st books.State) (*books.HandRecord, error) {
//		// st.Version: the version in force (ultimate cycles switch it);
//		// st.RoleHolder: the dealer; st.Header.Rules: dealer rule, stakes.
//		transfers, err := score(win, st)
//		if err != nil {
//			return nil, err // nothing is written
//		}
//		return &books.HandRecord{Kind: books.Win, Transfers: transfers,
//			Inputs: &books.Inputs{Winner: "Bo", Hand: "123C 123C 345S 333D 44P",
//				DiscardBy: "Cy", Losers: []books.NamedHand{{Name: "Ann", Hand: "…"}}}}, nil
//	})
//
// Append writes the dealer into the record's inputs and the time into at:.
// Check (and 'dragon ledger check') can then recompute the hand from the
// same inputs with a Recompute and report any difference.
package ledger
