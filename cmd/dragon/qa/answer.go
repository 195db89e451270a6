package qa

import (
	"fmt"
	"strings"
)

// Answer checks the answer s to q against the answers a before it and,
// when it is right, files it in a: under q.ID, and what it answers
// besides under the flags' names (an Option's Sets, or q.Keep); the
// answer of a question asked of a player (Each) adds him to the names
// answered. A Player or Choice answer is the Label of one of q's Options;
// a YesNo answer is "true" or "false". A refused answer changes nothing.
func (q *Question) Answer(a Answers, s string) error {
	s = strings.TrimSpace(s)
	switch q.Kind {
	case Player, Choice:
		return q.choose(a, s)
	case YesNo:
		if s != "true" && s != "false" {
			return fmt.Errorf("%q: answer true or false", s)
		}
	default:
		if err := q.Refusal(a, s); err != nil {
			return err
		}
	}
	a[q.ID] = s
	if q.Kind == Players && q.Count != nil {
		names, _ := q.players(a, s)
		a[q.ID] = strings.Join(names, ",")
	}
	if q.Keep != nil {
		q.Keep(a, s)
	}
	if q.Player != "" {
		a.SetEach(strings.TrimSuffix(q.ID, ":"+q.Player), q.Player, a[q.ID])
	}
	return nil
}

// Refusal says why the typed answer s to q (a Text or Players answer),
// given the answers a before it, would be refused, or nil: what Answer
// checks of it, for a flow that checks an answer as it is typed.
func (q *Question) Refusal(a Answers, s string) error {
	s = strings.TrimSpace(s)
	if q.Kind == Players && q.Count != nil {
		if _, err := q.players(a, s); err != nil {
			return err
		}
	}
	if q.Check == nil {
		return nil
	}
	return q.Check(a, s)
}

// players reads s as the players of a Players question with a Count.
func (q *Question) players(a Answers, s string) ([]string, error) {
	return ReadPlayers(s, func(n int) error { return q.Count(a, n) })
}

// choose takes the option labelled s, once q's Check takes it with what
// it sets.
func (q *Question) choose(a Answers, s string) error {
	opts := q.Options(a)
	var labels []string
	for _, o := range opts {
		if o.Label != s {
			labels = append(labels, o.Label)
			continue
		}
		if q.Check != nil {
			with := a.Clone()
			for k, v := range o.Sets {
				with[k] = v
			}
			if err := q.Check(with, s); err != nil {
				return err
			}
		}
		a[q.ID] = s
		for k, v := range o.Sets {
			a[k] = v
		}
		return nil
	}
	return fmt.Errorf("%q is not one of %s", s, strings.Join(labels, ", "))
}

// PlayerOptions offers each of names as the answer to the flag key: the
// Options of a Player question.
func PlayerOptions(key string, names []string) []Option {
	out := make([]Option, len(names))
	for i, n := range names {
		out[i] = Option{Label: n, Sets: Answers{key: n}}
	}
	return out
}
