package cmdutil

// WholeNumberAnswer checks a typed answer to be a whole number from lo to
// hi, refusing it in the words of a whole-number flag's check: the prompt
// and the flag take the same numbers.
func WholeNumberAnswer(lo, hi int) func(s string) error {
	return func(s string) error {
		return (&WholeNumber{p: new(int), lo: lo, hi: hi}).Set(s)
	}
}
