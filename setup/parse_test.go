package setup

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestParseNames(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
		err  string
	}{
		{"Ann,Bo,Cy,Di", []string{"Ann", "Bo", "Cy", "Di"}, ""},
		{" Ann , Bo ", []string{"Ann", "Bo"}, ""},
		{"Mary Ann,李", []string{"Mary Ann", "李"}, ""},
		{"", nil, "no names given"},
		{"Ann,,Bo", nil, "the 2nd name is empty"},
		{"Ann,Bo,ann", nil, "ann is named twice (1st and 3rd)"},
		{"Ann,B\to", nil, "cannot be shown"},
		{"Ann,\xff", nil, "not valid text (UTF-8)"},
	} {
		got, err := ParseNames(tc.in)
		if tc.err != "" {
			var pe *ParseError
			if !errors.As(err, &pe) || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("ParseNames(%q) = %v, want an error with %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("ParseNames(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

func TestParseNumbers(t *testing.T) {
	for _, tc := range []struct {
		parse func(string) ([]int, error)
		in    string
		want  []int
		err   string
	}{
		{ParseFingers, "3,2,5,1", []int{3, 2, 5, 1}, ""},
		{ParseFingers, " 3, 2 ", []int{3, 2}, ""},
		{ParseFingers, "3,2,6,1", nil, `"6" (the 3rd finger count) is not a whole number from 1 to 5`},
		{ParseFingers, "0", nil, "from 1 to 5"},
		{ParseFingers, "3,,1", nil, "the 2nd finger count is missing"},
		{ParseFingers, "three", nil, `"three"`},
		{ParseFingers, "", nil, "no finger counts given"},
		{ParseDice, "3,5,6", []int{3, 5, 6}, ""},
		{ParseDice, "3,5", nil, "2 dice given; Nine Dragons throws three"},
		{ParseDice, "3,5,7", nil, `"7" (the 3rd die) is not a whole number from 1 to 6`},
		{ParseRanks, "7,3,9,3", []int{7, 3, 9, 3}, ""},
		{ParseRanks, "7,3,10", nil, "from 1 to 9"},
		{ParseRanks, "99999999999999999999", nil, "not a whole number"},
	} {
		got, err := tc.parse(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("parse(%q) = %v, %v; want an error with %q", tc.in, got, err, tc.err)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("parse(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
}

func TestParseSeed(t *testing.T) {
	for in, want := range map[string]uint64{"0": 0, "42": 42, " 7 ": 7, "18446744073709551615": 1<<64 - 1} {
		if got, err := ParseSeed(in); err != nil || got != want {
			t.Errorf("ParseSeed(%q) = %d, %v", in, got, err)
		}
	}
	for _, in := range []string{"", "-1", "x", "18446744073709551616", "1.5"} {
		if _, err := ParseSeed(in); err == nil || !strings.Contains(err.Error(), "a seed is a whole number") {
			t.Errorf("ParseSeed(%q) = %v", in, err)
		}
	}
}

func TestOrdinal(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 23: "23rd", 101: "101st", 111: "111th"} {
		if got := Ordinal(n); got != want {
			t.Errorf("Ordinal(%d) = %s, want %s", n, got, want)
		}
	}
}

func FuzzParseNames(f *testing.F) {
	for _, s := range []string{"Ann,Bo,Cy,Di", "", ",", "Ann,ann", " a , b ", "李,Zoë", "\xff", "a\x00b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		names, err := ParseNames(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Msg == "" {
				t.Fatalf("error %v is not a *ParseError with a message", err)
			}
			return
		}
		for _, n := range names {
			if n == "" || !utf8.ValidString(n) || strings.TrimSpace(n) != n || strings.Contains(n, ",") {
				t.Fatalf("name %q accepted", n)
			}
		}
		again, err := ParseNames(strings.Join(names, ","))
		if err != nil || !slices.Equal(again, names) {
			t.Fatalf("%q does not read back: %q, %v", names, again, err)
		}
	})
}

func FuzzParseNumbers(f *testing.F) {
	for _, s := range []string{"3,2,5,1", "3,5,6", "", ",", "6", "+3", "-1", "1,,2", "99999999999999999999", "0x3"} {
		f.Add(s)
	}
	parsers := []struct {
		parse  func(string) ([]int, error)
		lo, hi int
	}{{ParseFingers, 1, 5}, {ParseDice, 1, 6}, {ParseRanks, 1, 9}}
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range parsers {
			got, err := p.parse(s)
			if err != nil {
				var pe *ParseError
				if !errors.As(err, &pe) || pe.Msg == "" {
					t.Fatalf("error %v is not a *ParseError with a message", err)
				}
				continue
			}
			if len(got) == 0 {
				t.Fatalf("%q gave no numbers and no error", s)
			}
			for _, n := range got {
				if n < p.lo || n > p.hi {
					t.Fatalf("%q gave %d, outside %d-%d", s, n, p.lo, p.hi)
				}
			}
		}
	})
}

func FuzzParseSeed(f *testing.F) {
	for _, s := range []string{"0", "42", "-1", "", "18446744073709551616", " 9 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := ParseSeed(s)
		if err != nil {
			return
		}
		if m, err := ParseSeed(NewRandom(n).String()); err != nil || m != n {
			t.Fatalf("seed %d does not read back", n)
		}
	})
}
