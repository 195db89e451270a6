package term

import (
	"strings"

	"github.com/dragon-tools/dragon/internal/words"
)

// Message is err as a person reads it, on one line: its text with every
// error of its chain that is words.ForPeople said as it says it, so that
// no Go package's name is left where a message or a wrapped message
// starts ("magicdragon: …").
func Message(err error) string {
	s := err.Error()
	forEachWrapped(err, func(e error) {
		if p, ok := e.(words.ForPeople); ok {
			s = strings.Replace(s, p.Error(), p.ForPeople(), 1)
		}
	})
	return s
}

// forEachWrapped calls f on err and every error it wraps, outermost first.
func forEachWrapped(err error, f func(error)) {
	if err == nil {
		return
	}
	f(err)
	switch u := err.(type) {
	case interface{ Unwrap() error }:
		forEachWrapped(u.Unwrap(), f)
	case interface{ Unwrap() []error }:
		for _, e := range u.Unwrap() {
			forEachWrapped(e, f)
		}
	}
}
