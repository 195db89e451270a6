package serve

import (
	"net/url"
	"strings"
)

// An amount is typed on a phone's number pad: digits only (inputmode
// numeric), checked as typed against a pattern the browser can compile
// (a v-flag pattern: the minus in a class escaped). A number pad has no
// minus, so an amount of money asks its sign apart, won (+) or lost (-),
// two buttons beside the digits; a sign typed with the digits (a
// keyboard has one) is taken as typed.

// amountPattern is the pattern of an amount's field: what 'ledger add'
// reads, a whole number, signed or not.
const amountPattern = `[+\-]?[0-9]+`

// amountInput is the field of an amount as a page shows it.
type amountInput struct {
	ID, Name, Hint, Digits string
	// Signed asks for the sign apart; Sign is the one given: "+", "-"
	// or "".
	Signed bool
	Sign   string
	// Error, when set, is the id of the refusal beside the field.
	Error string
}

// Pattern is the field's pattern.
func (amountInput) Pattern() string { return amountPattern }

// newAmount is the field of an amount of value; money asks its sign
// apart, shown as given.
func newAmount(id, name, value, hint string, money bool, errorID string) *amountInput {
	a := &amountInput{ID: id, Name: name, Hint: hint, Digits: value, Signed: money, Error: errorID}
	if money && (strings.HasPrefix(value, "+") || strings.HasPrefix(value, "-")) {
		a.Sign, a.Digits = value[:1], value[1:]
	}
	return a
}

// signed is the value of the field named input in form, as sent, or
// with the sign given apart (the field input+"-sign", "+" or "-") when
// it has digits and no sign of its own.
func signed(form url.Values, input string) string {
	v, sign := form.Get(input), form.Get(input+"-sign")
	t := strings.TrimSpace(v)
	if t == "" || strings.HasPrefix(t, "+") || strings.HasPrefix(t, "-") || (sign != "+" && sign != "-") {
		return v
	}
	return sign + t
}
