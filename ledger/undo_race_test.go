package ledger

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/ledger/books"
)

// The undo race: a person is shown the hand an undo voids ("Void hand
// 6?") and says yes; meanwhile another program on the same file records
// hand 7. A plain Undo voids hand 7, which nobody was shown. UndoIf
// checks, under the ledger's lock, that the hand is still the one shown.

const (
	raceRole   = "DRAGON_UNDO_RACE_ROLE" // "undo", "undoif" or "append"
	raceFile   = "DRAGON_UNDO_RACE_FILE"
	raceRounds = 40
)

// TestUndoRaceChild is one of the racing programs; it runs only when
// TestUndoIfRacesAppends starts it.
func TestUndoRaceChild(t *testing.T) {
	t.Parallel()
	role, file := os.Getenv(raceRole), os.Getenv(raceFile)
	if role == "" {
		t.Skip("started by TestUndoIfRacesAppends only")
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for i := range raceRounds {
		if role == "append" {
			if _, err := Append(file, func(st books.State) (*books.HandRecord, error) {
				return &books.HandRecord{Kind: books.Win, Inputs: &books.Inputs{Winner: "Bo"}, Transfers: map[string]int{"Bo": 3, "Ann": -1, "Cy": -1, "Di": -1}, Note: fmt.Sprintf("append-%d", i)}, nil
			}); err != nil {
				t.Fatal(err)
			}
			continue
		}
		cur, err := ReadCurrent(file) // what the page shows: "Void hand N?"
		if err != nil {
			t.Fatal(err)
		}
		shown := cur.State.LastInForce
		if shown == 0 {
			continue
		}
		time.Sleep(time.Duration(rand.IntN(2000)) * time.Microsecond) // the person reads, and says yes
		var a *Appended
		if role == "undoif" {
			a, err = UndoIf(file, time.Time{}, "", shown)
		} else {
			a, err = Undo(file, time.Time{}, "")
		}
		var moved *NotLastError
		switch {
		case errors.As(err, &moved):
			fmt.Fprintf(w, "refused %d %d\n", shown, moved.Last)
		case err != nil && strings.Contains(err.Error(), "no hand to undo"):
		case err != nil:
			t.Fatal(err)
		default:
			fmt.Fprintf(w, "voided %d %d\n", shown, a.Voided.Number)
		}
	}
}

// raced runs two programs that undo (role) and two that append on one
// ledger at once, and returns what the undoers say: each line "voided
// SHOWN VOIDED" or "refused SHOWN LAST".
func raced(t *testing.T, role string) []string {
	t.Helper()
	s := newSession(t, books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}})
	for range 3 {
		s.mustAdd(books.Win, "Bo", "Bo=+3,Ann=-1,Cy=-1,Di=-1")
	}
	var mu sync.Mutex
	var lines []string
	var wg sync.WaitGroup
	for _, r := range []string{role, "append", role, "append"} {
		wg.Go(func() {
			c := exec.Command(os.Args[0], "-test.run=^TestUndoRaceChild$", "-test.count=1")
			c.Env = append(os.Environ(), raceRole+"="+r, raceFile+"="+s.path)
			var out, stderr bytes.Buffer
			c.Stdout, c.Stderr = &out, &stderr
			if err := c.Run(); err != nil {
				t.Errorf("the %s program: %v\n%s%s", r, err, out.String(), stderr.String())
				return
			}
			mu.Lock()
			defer mu.Unlock()
			for _, l := range strings.Split(out.String(), "\n") {
				if strings.HasPrefix(l, "voided ") || strings.HasPrefix(l, "refused ") {
					lines = append(lines, l)
				}
			}
		})
	}
	wg.Wait()
	if ps, err := Check(s.path, nil); err != nil || len(ps.Errors()) > 0 {
		t.Errorf("the ledger after the race: %v %v", err, ps.Errors())
	}
	return lines
}

// TestUndoIfRacesAppends: programs that undo the hand they were shown
// race programs that record hands, on one ledger. With UndoIf every void
// voids the hand shown, or nothing is voided and the error names the hand
// that is last now; a plain Undo (counted, for comparison) may void
// another.
func TestUndoIfRacesAppends(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("-short: starts eight programs; the whole suite does")
	}
	voided, refused := 0, 0
	for _, l := range raced(t, "undoif") {
		f := strings.Fields(l)
		shown, _ := strconv.Atoi(f[1])
		other, _ := strconv.Atoi(f[2])
		switch {
		case f[0] == "voided" && other != shown:
			t.Errorf("UndoIf of hand %d voided hand %d", shown, other)
		case f[0] == "refused" && other == shown:
			t.Errorf("UndoIf of hand %d was refused though it was the last", shown)
		case f[0] == "voided":
			voided++
		default:
			refused++
		}
	}
	if voided == 0 {
		t.Error("no undo voided anything: the race was not run")
	}
	wrong := 0
	for _, l := range raced(t, "undo") {
		if f := strings.Fields(l); f[1] != f[2] {
			wrong++
		}
	}
	t.Logf("UndoIf: %d voids, each of the hand shown; %d refused as another hand came last. A plain Undo in the same race voided a hand not shown %d times.", voided, refused, wrong)
}

// TestUndoIf: the hand shown is voided; another is refused, naming the
// one an undo would void now, and nothing is written.
func TestUndoIf(t *testing.T) {
	t.Parallel()
	s := newSession(t, books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}})
	s.mustAdd(books.Win, "Bo", "Bo=+3,Ann=-1,Cy=-1,Di=-1")
	s.mustAdd(books.Win, "Cy", "Cy=+3,Ann=-1,Bo=-1,Di=-1")
	before := s.read()
	_, err := UndoIf(s.path, time.Time{}, "", 1)
	var moved *NotLastError
	if !errors.As(err, &moved) || moved.Last != 2 || !strings.Contains(err.Error(), "record 1 is no longer the last one an undo voids (it would void record 2 now); nothing was voided") {
		t.Errorf("UndoIf of hand 1 under hand 2: %v", err)
	}
	if _, err := UndoIf(s.path, time.Time{}, "", 0); err == nil {
		t.Error("UndoIf of hand 0 was taken")
	}
	if !bytes.Equal(s.read(), before) {
		t.Error("a refused UndoIf wrote the ledger")
	}
	a, err := UndoIf(s.path, time.Time{}, "not Cy's", 2)
	if err != nil || a.Voided.Number != 2 {
		t.Fatalf("UndoIf of hand 2: %v", err)
	}
	if _, err := UndoIf(s.path, time.Time{}, "", 2); !errors.As(err, &moved) || moved.Last != 1 {
		t.Errorf("UndoIf of hand 2 again: %v", err)
	}
}
