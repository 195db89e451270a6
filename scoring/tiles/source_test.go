package tiles

import "testing"

// TestSourceOf: self-drawn wins over a discarder named with it; neither
// said is unknown.
func TestSourceOf(t *testing.T) {
	for _, tc := range []struct {
		selfDrawn bool
		discardBy string
		want      Source
	}{
		{false, "", SourceUnknown},
		{true, "", SelfDrawn},
		{false, "Bo", Discard},
		{true, "Bo", SelfDrawn},
	} {
		if got := SourceOf(tc.selfDrawn, tc.discardBy); got != tc.want {
			t.Errorf("SourceOf(%v, %q) = %v, want %v", tc.selfDrawn, tc.discardBy, got, tc.want)
		}
	}
	if SourceUnknown != 0 {
		t.Error("the zero Source must be SourceUnknown: a Win that says nothing has no source")
	}
}
