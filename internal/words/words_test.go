package words

import "testing"

func TestJoinAnd(t *testing.T) {
	for want, xs := range map[string][]string{
		"": nil, "Ann": {"Ann"}, "Ann and Bo": {"Ann", "Bo"}, "Ann, Bo, and Cy": {"Ann", "Bo", "Cy"},
	} {
		if got := JoinAnd(xs); got != want {
			t.Errorf("JoinAnd(%q) = %q, want %q", xs, got, want)
		}
	}
}

func TestPlural(t *testing.T) {
	if Plural(1, "point") != "1 point" || Plural(0, "point") != "0 points" || Plural(3, "hand") != "3 hands" {
		t.Errorf("Plural: %q %q %q", Plural(1, "point"), Plural(0, "point"), Plural(3, "hand"))
	}
}
