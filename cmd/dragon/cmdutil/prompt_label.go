package cmdutil

import "sync"

// promptLabel is what an Input prompt's templates draw: the question, and
// whether anything is typed yet, so an empty answer is asked, not marked
// wrong. Its methods, called first by the templates, also keep promptui's
// frames in order (see rowsWriter): one frame at a time, none after the
// answer is drawn, and not the late one that would take away the reason
// an answer was refused.
type promptLabel struct {
	Text   string
	screen *rowsWriter

	mu       sync.Mutex
	answer   string // as typed now
	refused  bool   // the reason answer was refused was just drawn
	answered bool
}

func (l *promptLabel) typed(s string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if s != l.answer {
		l.answer, l.refused = s, false
	}
}

// Empty says nothing is typed yet.
func (l *promptLabel) Empty() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.answer == ""
}

// Frame begins a frame of the prompt being edited, once the frame being
// drawn is written. readline tells promptui of the Enter after it hands
// over the answer, so the Enter's frame can come late: after the answer
// is drawn, or just after the reason it was refused, with the answer
// unchanged; that frame is skipped. It draws nothing.
func (l *promptLabel) Frame() string {
	l.screen.beginFrame()
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.answered || l.refused {
		l.screen.skipFrame()
	}
	l.refused = false
	return ""
}

// Answered begins the frame that shows the answer, the last one.
func (l *promptLabel) Answered() string {
	l.screen.beginFrame()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.answered = true
	return ""
}

// Refused notes that the frame being drawn shows why the answer was
// refused. It draws nothing.
func (l *promptLabel) Refused() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.refused = true
	return ""
}
