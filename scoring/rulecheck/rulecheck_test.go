package rulecheck

import (
	"errors"
	"fmt"
	"testing"
)

// TestErrorf: the error is its message, and still says which part it is
// about through any wrapping.
func TestErrorf(t *testing.T) {
	err := fmt.Errorf("loading: %w", Errorf("chart", 2, "band %d pays %d chips", 3, 0))
	var re *Error
	if !errors.As(err, &re) || re.Part != "chart" || re.Index != 2 || re.Key != "" || re.Error() != "band 3 pays 0 chips" {
		t.Errorf("got %#v from %v", re, err)
	}
}
