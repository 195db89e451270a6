package lineedit

// History holds the answers given in this run, per question, newest
// first. Its zero value is empty and ready to use.
type History struct {
	answers map[string][]string
}

// Add notes answer as the newest given to question. An empty answer, or
// the newest again, is not added.
func (h *History) Add(question, answer string) {
	if answer == "" {
		return
	}
	if h.answers == nil {
		h.answers = map[string][]string{}
	}
	old := h.answers[question]
	if len(old) > 0 && old[0] == answer {
		return
	}
	h.answers[question] = append([]string{answer}, old...)
}

// recall walks the answers given to one question while another is asked:
// Up goes to older answers, Down back to the line being typed, kept as it
// was left.
type recall struct {
	answers []string // newest first
	at      int      // the answer shown, -1 for the line being typed
	typed   string   // the line being typed, while an answer is shown
}

func (h *History) recall(question string) *recall {
	return &recall{answers: h.answers[question], at: -1}
}

// older returns the answer before the one shown, given the line now shown;
// false when there is none.
func (r *recall) older(shown string) (string, bool) {
	if r.at+1 >= len(r.answers) {
		return "", false
	}
	if r.at == -1 {
		r.typed = shown
	}
	r.at++
	return r.answers[r.at], true
}

// newer returns the answer after the one shown, or the line being typed;
// false when that is already shown.
func (r *recall) newer() (string, bool) {
	if r.at == -1 {
		return "", false
	}
	r.at--
	if r.at == -1 {
		return r.typed, true
	}
	return r.answers[r.at], true
}
