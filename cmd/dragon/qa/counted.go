package qa

// Counted is the refusal of a hand that was scored, and is refused as a
// whole: worth less than the session's minimum. The result that comes
// with it is what was counted, for a flow to show why.
type Counted struct{ Err error }

// Error says why the hand is refused.
func (e *Counted) Error() string { return e.Err.Error() }

// Unwrap returns why the hand is refused.
func (e *Counted) Unwrap() error { return e.Err }
