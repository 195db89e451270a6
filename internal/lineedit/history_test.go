package lineedit

import "testing"

// TestRecall: Up goes from the newest answer to the oldest, and no
// further; Down comes back to the line being typed as it was left.
func TestRecall(t *testing.T) {
	var h History
	h.Add("q", "one")
	h.Add("q", "two")
	h.Add("q", "two") // the newest again: once
	h.Add("q", "")    // nothing given: not kept
	h.Add("other", "elsewhere")
	r := h.recall("q")
	steps := []struct {
		up   bool
		want string
		ok   bool
	}{
		{false, "", false},
		{true, "two", true},
		{true, "one", true},
		{true, "", false},
		{false, "two", true},
		{false, "draft", true},
		{false, "", false},
	}
	for i, s := range steps {
		var got string
		var ok bool
		if s.up {
			got, ok = r.older("draft")
		} else {
			got, ok = r.newer()
		}
		if got != s.want || ok != s.ok {
			t.Fatalf("step %d: %q %v, want %q %v", i, got, ok, s.want, s.ok)
		}
	}
	if _, ok := h.recall("new question").older("x"); ok {
		t.Errorf("a question never asked recalls an answer")
	}
}
