package books

import (
	"slices"
	"testing"
)

// What the tests of package books_test (which use the store, package
// ledger, which imports books) need from inside.

// Wins are the kinds of record of a won hand.
var Wins = wins

// NewInputField returns field f filling the member of Inputs that of gives.
func NewInputField(f InputField, of func(*Inputs) any) *InputField {
	f.of = of
	return &f
}

// AddInputFields describes fs after the input fields for test t: the
// fields are as they were after it.
func AddInputFields(t testing.TB, fs ...*InputField) {
	old := inputFields
	t.Cleanup(func() { inputFields = old })
	inputFields = append(slices.Clone(old), fs...)
}
