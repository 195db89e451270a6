package ledger

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestReplayEqualsIncrementalState: whatever records a table appends —
// wins, ties, adjustments, renames, new seats and undos, in any order —
// the state each append works out from the one before (through the cache)
// is the state a full read of the file replays, and the money only moves
// between the players: it always adds up to what they started with.
func TestReplayEqualsIncrementalState(t *testing.T) {
	useCache(t, true)
	for seed := range uint64(6) {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			rnd := rand.New(rand.NewPCG(seed, 30))
			g := []books.Game{books.Magic, books.QMahjongg, books.NineDragons}[seed%3]
			s := newSession(t, books.Header{Game: g, Players: []string{"Ann", "Bo", "Cy", "Di"}, Rules: books.Rules{Version: "C", Stakes: 1}})
			names := 0
			for step := range 20 {
				st := s.load().State()
				var a *Appended
				var err error
				if rnd.IntN(6) == 0 && st.LastInForce != 0 {
					a, err = Undo(s.path, s.clock.next(), "")
				} else {
					a, err = s.addRecord(randomRecord(rnd, st, &names))
				}
				if err != nil {
					t.Fatalf("step %d: %v", step, err)
				}
				replayed := s.load().State()
				if !sameState(a.After, replayed) {
					t.Fatalf("step %d (%s): incremental %+v (players %v)\nreplayed %+v (players %v)", step, a.Record.Describe(a.After.Header, nil), a.After, a.After.Header.Players, replayed, replayed.Header.Players)
				}
				cur, err := ReadCurrent(s.path)
				if err != nil || !sameState(cur.State, replayed) || !slices.Equal(cur.Header.Players, replayed.Header.Players) {
					t.Fatalf("step %d: ReadCurrent %v, %v", step, err, cur)
				}
				sum := 0
				for _, p := range replayed.Header.Players {
					sum += replayed.Balances[p] - replayed.Header.Money.Start
				}
				if sum != 0 || len(replayed.Balances) != 4 {
					t.Fatalf("step %d: balances %v add up to %d over %v", step, replayed.Balances, sum, replayed.Header.Players)
				}
			}
		})
	}
}

// randomRecord is a record a table might append in state st: a win of a
// random player, a hand nobody won, a loan, a player renamed (to a name
// never used before, counted in names) or the players in new seats.
func randomRecord(rnd *rand.Rand, st books.State, names *int) *books.HandRecord {
	ps := st.Header.Players
	p, q := ps[rnd.IntN(len(ps))], ps[rnd.IntN(len(ps))]
	switch rnd.IntN(5) {
	case 0:
		r := &books.HandRecord{Kind: books.Win, Inputs: &books.Inputs{Winner: p}, Transfers: map[string]int{}}
		for _, o := range ps {
			if o != p {
				r.Transfers[o] = -1
				r.Transfers[p] += 1
			}
		}
		return r
	case 1:
		if st.Header.Game.Allows(books.Tie) {
			return &books.HandRecord{Kind: books.Tie}
		}
		return &books.HandRecord{Kind: books.Dead}
	case 2:
		if p == q {
			q = ps[(slices.Index(ps, p)+1)%len(ps)]
		}
		return &books.HandRecord{Kind: books.Adjustment, Transfers: map[string]int{p: 3, q: -3}}
	case 3:
		*names++
		return rename(p, fmt.Sprintf("P%d", *names))
	}
	order := slices.Clone(ps)
	rnd.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	return &books.HandRecord{Kind: books.Seats, Seats: order}
}

// sameState reports whether a and b are the same state, their headers'
// players included.
func sameState(a, b books.State) bool {
	if !slices.Equal(a.Header.Players, b.Header.Players) {
		return false
	}
	a.Header, b.Header = nil, nil
	return reflect.DeepEqual(a, b)
}
