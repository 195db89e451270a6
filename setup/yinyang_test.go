package setup

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// magicDeal seats players (clockwise, dealer named) and deals from the
// Yin-Yang numbers.
func magicDeal(t *testing.T, players []string, dealer string, withoutSuit bool, y1, y2, drawn int) *MagicDeal {
	t.Helper()
	tb, err := NewMagicTable(players, dealer, withoutSuit)
	if err != nil {
		t.Fatal(err)
	}
	st, err := tb.StartByYinYang(y1, y2)
	if err != nil {
		t.Fatal(err)
	}
	d, err := tb.Deal(st, drawn, drawn-13)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Check(); err != nil {
		t.Fatal(err)
	}
	return d
}

func TestMagicColumns(t *testing.T) {
	for _, tc := range []struct {
		name        string
		players     int
		withoutSuit bool
		want        []int
		tiles       int
	}{
		{"2_players_build_36_columns_each", 2, false, []int{36, 36}, 144},
		{"3_players_build_24", 3, false, []int{24, 24, 24}, 144},
		{"3_players_without_a_suit_build_18", 3, true, []int{18, 18, 18}, 108},
		{"4_players_build_18", 4, false, []int{18, 18, 18, 18}, 144},
		{"5_players_build_14_and_the_dealer_2_extra", 5, false, []int{16, 14, 14, 14, 14}, 144},
		{"6_players_build_12", 6, false, []int{12, 12, 12, 12, 12, 12}, 144},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := MagicColumns(tc.players, tc.withoutSuit)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, tc.want) {
				t.Fatalf("columns %v, want %v", got, tc.want)
			}
			sum := 0
			for _, c := range got {
				sum += 2 * c
			}
			if sum != tc.tiles {
				t.Fatalf("%d tiles in the wall, want %d", sum, tc.tiles)
			}
		})
	}
}

// The rulebook's example VII-2: four players, Y1 11 and Y2 6 start the deal
// on the wall across from the dealer, at its sixth column from the right
// end; the whole deal follows from there.
func TestYinYangExampleVII2(t *testing.T) {
	names := []string{"Cy", "Di", "Ann", "Bo"} // clockwise; Cy deals, Ann sits across
	d := magicDeal(t, names, "Cy", false, 11, 6, 16)
	if got := names[d.Start.Side]; got != "Ann" {
		t.Fatalf("starting side %s, want Ann's, across from the dealer", got)
	}
	if d.Start.Count != 6 || d.Start.At != (Pos{Side: 2, Column: 6}) || d.Start.Carried() {
		t.Fatalf("start %+v, want Ann's 6th column", d.Start)
	}
	want := map[string][]string{
		"Di":  {"Ann6 Ann7", "Ann14 Ann15", "Bo4 Bo5", "Bo12 Bo13"},
		"Ann": {"Ann8 Ann9", "Ann16 Ann17", "Bo6 Bo7", "Bo14 Bo15"},
		"Bo":  {"Ann10 Ann11", "Ann18 Bo1", "Bo8 Bo9", "Bo16 Bo17"},
		"Cy":  {"Ann12 Ann13", "Bo2 Bo3", "Bo10 Bo11", "Bo18 Cy1"},
	}
	for p, name := range names {
		if got := roundsText(d.Deal, names, p); !slices.Equal(got, want[name]) {
			t.Errorf("%s takes %q, want %q", name, got, want[name])
		}
	}
	if d.Takes[0].Player != 1 || d.Takes[3].Player != 0 {
		t.Errorf("the dealer's left (Di) takes first and the dealer last; takes %+v", d.Takes[:4])
	}
	if d.Stock() != 80 || d.TieDraws() != 68 {
		t.Errorf("stock %d with %d draws before the tie, want 80 and 68", d.Stock(), d.TieDraws())
	}
	if got := posText(&d.Wall, names, d.Wall.Pos(d.Next/2)); got != "Cy2" || d.Next%2 != 0 {
		t.Errorf("the stock starts at %s (tile %d), want the top of Cy2", got, d.Next%2)
	}
	if d.Dead != 3 {
		t.Errorf("%d dead tiles each in version C, want 3", d.Dead)
	}
}

func TestYinYangDeals(t *testing.T) {
	for _, tc := range []struct {
		name        string
		players     []string // clockwise; the first deals
		withoutSuit bool
		y1, y2      int
		drawn       int
		start       string
		want        map[string][]string
		stock       int
		stockAt     string
	}{
		{
			name: "2_players_Y1_7_is_the_dealer's_own_wall", players: []string{"Ann", "Bo"},
			y1: 7, y2: 9, drawn: 16, start: "Ann9",
			want: map[string][]string{
				"Bo":  {"Ann9 Ann10", "Ann13 Ann14", "Ann17 Ann18", "Ann21 Ann22"},
				"Ann": {"Ann11 Ann12", "Ann15 Ann16", "Ann19 Ann20", "Ann23 Ann24"},
			},
			stock: 112, stockAt: "Ann25",
		},
		{
			name: "3_players_run_on_into_the_next_wall", players: []string{"Ann", "Bo", "Cy"},
			y1: 14, y2: 15, drawn: 16, start: "Bo15",
			want: map[string][]string{
				"Bo":  {"Bo15 Bo16", "Bo21 Bo22", "Cy3 Cy4", "Cy9 Cy10"},
				"Cy":  {"Bo17 Bo18", "Bo23 Bo24", "Cy5 Cy6", "Cy11 Cy12"},
				"Ann": {"Bo19 Bo20", "Cy1 Cy2", "Cy7 Cy8", "Cy13 Cy14"},
			},
			stock: 96, stockAt: "Cy15",
		},
		{
			name: "3_players_without_a_suit_deal_from_18_columns", players: []string{"Ann", "Bo", "Cy"}, withoutSuit: true,
			y1: 3, y2: 12, drawn: 16, start: "Cy12",
			want: map[string][]string{
				"Bo":  {"Cy12 Cy13", "Cy18 Ann1", "Ann6 Ann7", "Ann12 Ann13"},
				"Cy":  {"Cy14 Cy15", "Ann2 Ann3", "Ann8 Ann9", "Ann14 Ann15"},
				"Ann": {"Cy16 Cy17", "Ann4 Ann5", "Ann10 Ann11", "Ann16 Ann17"},
			},
			stock: 108 - 48, stockAt: "Ann18",
		},
		{
			name: "5_players_Y2_15_reaches_the_dealer's_extra_columns", players: []string{"Ann", "Bo", "Cy", "Di", "Ed"},
			y1: 6, y2: 15, drawn: 16, start: "Ann15",
			want: map[string][]string{
				"Bo":  {"Ann15 Ann16", "Bo9 Bo10", "Cy5 Cy6", "Di1 Di2"},
				"Ann": {"Bo7 Bo8", "Cy3 Cy4", "Cy13 Cy14", "Di9 Di10"},
			},
			stock: 144 - 80, stockAt: "Di11",
		},
		{
			name: "5_players_count_past_a_14_column_wall", players: []string{"Ann", "Bo", "Cy", "Di", "Ed"},
			y1: 5, y2: 25, drawn: 16, start: "Ann11",
			want: map[string][]string{
				"Bo": {"Ann11 Ann12", "Bo5 Bo6", "Cy1 Cy2", "Cy11 Cy12"},
			},
			stock: 64, stockAt: "Di7",
		},
		{
			name: "6_players_count_past_two_walls", players: []string{"Ann", "Bo", "Cy", "Di", "Ed", "Flo"},
			y1: 30, y2: 30, drawn: 16, start: "Bo6",
			want: map[string][]string{
				"Bo":  {"Bo6 Bo7", "Cy6 Cy7", "Di6 Di7", "Ed6 Ed7"},
				"Ann": {"Cy4 Cy5", "Di4 Di5", "Ed4 Ed5", "Flo4 Flo5"},
			},
			stock: 144 - 96, stockAt: "Flo6",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := magicDeal(t, tc.players, tc.players[0], tc.withoutSuit, tc.y1, tc.y2, tc.drawn)
			if got := posText(&d.Wall, tc.players, d.Start.At); got != tc.start {
				t.Fatalf("starting column %s, want %s", got, tc.start)
			}
			for name, want := range tc.want {
				p := slices.Index(tc.players, name)
				if got := roundsText(d.Deal, tc.players, p); !slices.Equal(got, want) {
					t.Errorf("%s takes %q, want %q", name, got, want)
				}
			}
			if d.Stock() != tc.stock {
				t.Errorf("stock %d, want %d", d.Stock(), tc.stock)
			}
			if got := posText(&d.Wall, tc.players, d.Wall.Pos(d.Next/2)); got != tc.stockAt {
				t.Errorf("the stock starts at %s, want %s", got, tc.stockAt)
			}
		})
	}
}

// A count longer than the starting side goes on into the next wall
// clockwise; the start still names the side Y1 chose and the count Y2.
func TestYinYangCountPastTheEndOfASide(t *testing.T) {
	for _, tc := range []struct {
		name    string
		players int
		y1, y2  int
		side    int
		at      Pos
	}{
		{"4_players_never_run_past_18", 4, 20, 20, 3, Pos{Side: 0, Column: 2}},
		{"5_players_14_columns_run_into_the_dealer's_16", 5, 10, 16, 4, Pos{Side: 0, Column: 2}},
		{"5_players_the_dealer's_16_run_into_the_next", 5, 11, 17, 0, Pos{Side: 1, Column: 1}},
		{"6_players_12_columns_run_on_twice", 6, 12, 25, 5, Pos{Side: 1, Column: 1}},
		{"3_players_without_a_suit_18_columns", 3, 15, 15, 2, Pos{Side: 2, Column: 15}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			names := []string{"A", "B", "C", "D", "E", "F"}[:tc.players]
			tb, err := NewMagicTable(names, "A", tc.name[0] == '3')
			if err != nil {
				t.Fatal(err)
			}
			st, err := tb.StartByYinYang(tc.y1, tc.y2)
			if err != nil {
				t.Fatal(err)
			}
			if st.Side != tc.side || st.Count != tc.y2 || st.At != tc.at {
				t.Fatalf("start %+v, want side %d count %d at %+v", st, tc.side, tc.y2, tc.at)
			}
			if st.Carried() != (tc.at.Side != tc.side) {
				t.Fatalf("Carried() = %v", st.Carried())
			}
		})
	}
}

// Versions D to G draw fewer tiles: 3, 2 or 1 in the last round, splitting
// columns between takes when the count is odd (the top tile goes first).
func TestYinYangLastRoundOfVersionsDToG(t *testing.T) {
	names := []string{"Cy", "Di", "Ann", "Bo"}
	for _, tc := range []struct {
		version string
		drawn   int
		last    map[string]string
		stock   int
	}{
		{"C", 16, map[string]string{"Di": "Bo12 Bo13", "Ann": "Bo14 Bo15", "Bo": "Bo16 Bo17", "Cy": "Bo18 Cy1"}, 80},
		{"D", 15, map[string]string{"Di": "Bo12 Bo13t", "Ann": "Bo13b Bo14", "Bo": "Bo15 Bo16t", "Cy": "Bo16b Bo17"}, 84},
		{"E", 14, map[string]string{"Di": "Bo12", "Ann": "Bo13", "Bo": "Bo14", "Cy": "Bo15"}, 88},
		{"F", 13, map[string]string{"Di": "Bo12t", "Ann": "Bo12b", "Bo": "Bo13t", "Cy": "Bo13b"}, 92},
		{"G", 13, map[string]string{"Di": "Bo12t", "Ann": "Bo12b", "Bo": "Bo13t", "Cy": "Bo13b"}, 92},
	} {
		t.Run("version_"+tc.version, func(t *testing.T) {
			d := magicDeal(t, names, "Cy", false, 11, 6, tc.drawn)
			rounds := TakesPerRound(tc.drawn)
			if len(rounds) != 4 || rounds[3] != tc.drawn-12 {
				t.Fatalf("takes per round %v, want 4, 4, 4, %d", rounds, tc.drawn-12)
			}
			for p, name := range names {
				got := roundsText(d.Deal, names, p)
				if len(got) != 4 || got[3] != tc.last[name] {
					t.Errorf("%s's last round %q, want %q", name, got, tc.last[name])
				}
				if d.Held[p] != tc.drawn {
					t.Errorf("%s holds %d tiles, want %d", name, d.Held[p], tc.drawn)
				}
			}
			if d.Stock() != tc.stock || d.TieDraws() != tc.stock-12 || d.Dead != tc.drawn-13 {
				t.Errorf("stock %d, tie draws %d, dead %d", d.Stock(), d.TieDraws(), d.Dead)
			}
		})
	}
}

// The simpler method: the dealer names the side, the player across the
// column; the column must be on that side.
func TestYinYangSimplerMethod(t *testing.T) {
	names := []string{"Ann", "Bo", "Cy", "Di", "Ed"}
	tb, err := NewMagicTable(names, "bo", false) // names match ignoring case
	if err != nil {
		t.Fatal(err)
	}
	if tb.Players[0] != "Bo" || tb.Players[4] != "Ann" {
		t.Fatalf("table %v, want Bo dealing and Ann on his right", tb.Players)
	}
	st, err := tb.StartBySide("BO", 16)
	if err != nil {
		t.Fatal(err)
	}
	if st.At != (Pos{Side: 0, Column: 16}) {
		t.Fatalf("start %+v, want the dealer's 16th column", st)
	}
	if _, err := tb.StartBySide("Di", 15); err == nil {
		t.Fatal("Di's wall has 14 columns; column 15 was accepted")
	}
	if _, err := tb.StartBySide("Zed", 1); err == nil {
		t.Fatal("a side named after nobody at the table was accepted")
	}
}

func TestYinYangRefusals(t *testing.T) {
	four := []string{"Ann", "Bo", "Cy", "Di"}
	tb, err := NewMagicTable(four, "Ann", false)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		err  error
	}{
		{"one_player", second(NewMagicTable([]string{"Ann"}, "Ann", false))},
		{"seven_players", second(NewMagicTable([]string{"A", "B", "C", "D", "E", "F", "G"}, "A", false))},
		{"unknown_dealer", second(NewMagicTable(four, "Zed", false))},
		{"names_given_twice", second(NewMagicTable([]string{"Ann", "ann", "Bo"}, "Bo", false))},
		{"suit_removed_with_4_players", second(NewMagicTable(four, "Ann", true))},
		{"fingers_0", second(tb.YinYang([]int{0, 1, 2, 3}))},
		{"fingers_6", second(tb.YinYang([]int{6, 1, 2, 3}))},
		{"3_counts_for_4_players", second(tb.YinYang([]int{1, 2, 3}))},
		{"y1_3_below_4_players", second(tb.StartByYinYang(3, 6))},
		{"y2_21_above_4_players", second(tb.StartByYinYang(11, 21))},
		{"drawing_more_than_the_wall", second(tb.Deal(Start{At: Pos{Column: 1}}, 37, 24))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var pe *ParseError
			if !errors.As(tc.err, &pe) || pe.Msg == "" {
				t.Fatalf("err = %v, want a *ParseError saying what is wrong", tc.err)
			}
		})
	}
}

func second[T any](_ T, err error) error { return err }

// TestYinYangCountsInWords: one finger count is a count, not "counts".
func TestYinYangCountsInWords(t *testing.T) {
	tb, err := NewMagicTable([]string{"Ann", "Bo", "Cy", "Di"}, "Ann", false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.YinYang([]int{3}); err == nil || !strings.HasPrefix(err.Error(), "setup: 1 finger count for 4 players;") {
		t.Errorf("one count for four: %v", err)
	}
}

// Invariants for every player count, every version's draw, every Yin-Yang
// pair the fingers can make: every tile is dealt once or stays in the
// stock, every player holds the version's tiles, stock = total - dealt.
func TestYinYangInvariantsForEveryTable(t *testing.T) {
	tables := []struct {
		players     int
		withoutSuit bool
	}{{2, false}, {3, false}, {3, true}, {4, false}, {5, false}, {6, false}}
	for _, tt := range tables {
		names := []string{"A", "B", "C", "D", "E", "F"}[:tt.players]
		tb, err := NewMagicTable(names, names[tt.players-1], tt.withoutSuit)
		if err != nil {
			t.Fatal(err)
		}
		lo, hi := tb.YinYangRange()
		for drawn := 13; drawn <= 16; drawn++ {
			for y1 := lo; y1 <= hi; y1++ {
				for y2 := lo; y2 <= hi; y2++ {
					checkYinYangDeal(t, tb, y1, y2, drawn)
				}
			}
		}
	}
}

// The same invariants over simulated fingers from many seeds.
func TestYinYangInvariantsOverSeeds(t *testing.T) {
	for n := 2; n <= 6; n++ {
		names := []string{"A", "B", "C", "D", "E", "F"}[:n]
		for seed := range uint64(200) {
			rnd := NewRandom(seed)
			tb, err := NewMagicTable(names, names[int(seed)%n], n == 3 && seed%2 == 1)
			if err != nil {
				t.Fatal(err)
			}
			y1, err := tb.YinYang(rnd.Fingers(n))
			if err != nil {
				t.Fatal(err)
			}
			y2, err := tb.YinYang(rnd.Fingers(n))
			if err != nil {
				t.Fatal(err)
			}
			checkYinYangDeal(t, tb, y1, y2, 13+int(seed%4))
		}
	}
}

func checkYinYangDeal(t *testing.T, tb *MagicTable, y1, y2, drawn int) {
	t.Helper()
	st, err := tb.StartByYinYang(y1, y2)
	if err != nil {
		t.Fatalf("%d players, Y1 %d, Y2 %d: %v", len(tb.Players), y1, y2, err)
	}
	d, err := tb.Deal(st, drawn, drawn-13)
	if err != nil {
		t.Fatalf("%d players, Y1 %d, Y2 %d: %v", len(tb.Players), y1, y2, err)
	}
	if err := d.Check(); err != nil {
		t.Fatalf("%d players, Y1 %d, Y2 %d, %d drawn: %v", len(tb.Players), y1, y2, drawn, err)
	}
	owner, _ := d.Owners()
	dealt := 0
	for _, k := range owner {
		if k >= 0 {
			dealt++
		}
	}
	n := len(tb.Players)
	if dealt != n*drawn || d.Stock() != d.Wall.Tiles()-n*drawn || d.Stock()+dealt != d.Wall.Tiles() {
		t.Fatalf("%d players: %d dealt, stock %d, wall %d", n, dealt, d.Stock(), d.Wall.Tiles())
	}
	if d.Start != st || d.Deal.Start != 2*mustIndex(t, &d.Wall, st.At) {
		t.Fatalf("the deal does not begin at the starting column's top tile")
	}
}

func mustIndex(t *testing.T, w *Wall, p Pos) int {
	t.Helper()
	i, err := w.Index(p)
	if err != nil {
		t.Fatal(err)
	}
	return i
}
