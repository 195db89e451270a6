package words

import (
	"errors"
	"fmt"
)

// ForPeople is an error that knows how a person reads it: its Error()
// starts with the name of the Go package that made it, for a program or a
// log, and ForPeople() is the same without it. Errors for people are typed
// where they are made, so nothing has to scrub messages afterwards.
type ForPeople interface {
	error
	ForPeople() string
}

// Error is an error a package of the module makes for a person: Pkg names
// the package ("ledger"), Err says what is wrong.
type Error struct {
	Pkg string
	Err error
}

// Errorf is an Error of package pkg, its message made as fmt.Errorf makes
// it (%w wraps).
func Errorf(pkg, format string, args ...any) *Error {
	return &Error{Pkg: pkg, Err: fmt.Errorf(format, args...)}
}

// NewError is an Error of package pkg that says msg.
func NewError(pkg, msg string) *Error { return &Error{Pkg: pkg, Err: errors.New(msg)} }

// Error returns "pkg: what is wrong".
func (e *Error) Error() string { return e.Pkg + ": " + e.Err.Error() }

// ForPeople returns what is wrong, without the package's name.
func (e *Error) ForPeople() string { return e.Err.Error() }

// Unwrap returns what is wrong.
func (e *Error) Unwrap() error { return e.Err }
