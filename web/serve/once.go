package serve

import (
	"bytes"
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"net/http"
	"net/url"
)

// Every form a page holds carries one token, issue 29 §4: its session's
// secret, the same for every form of the session however many pages were
// loaded since (so a form never goes stale), and after it a key of its
// own, new at every page. A POST whose secret is not its session's is
// refused. The answer to a form's key is kept: the same form sent again
// (a double tap, a page sent again) is not done again, and gets the first
// answer, waiting for it if it is still being worked out.

const (
	// secretLen and keyLen are the lengths, in hex, of a token's two parts.
	secretLen, keyLen = 64, 32
	// maxAnswers bounds the answers kept per session, the oldest
	// forgotten first; maxAnswerBytes, the page of one, past which only
	// where it went is kept.
	maxAnswers     = 8
	maxAnswerBytes = 64 << 10
)

// answers are a session's answers by form key, oldest first.
type answers []*answer

// answer is what one form sent came to.
type answer struct {
	key string
	// body is a digest of the form sent: a form sent again with other
	// values is another.
	body [32]byte
	// ready is closed once the rest is filled.
	ready          chan struct{}
	code           int
	location, kind string
	page           []byte
	tooBig         bool
}

// token issues the token of a new form of session s.
func (s *session) token() string { return s.secret + randomHex(keyLen/2) }

// split reads a token: its secret and its form's key.
func split(token string) (secret, key string, ok bool) {
	if len(token) != secretLen+keyLen {
		return "", "", false
	}
	return token[:secretLen], token[secretLen:], true
}

// ours reports, in constant time, whether secret is session s's.
func (s *session) ours(secret string) bool {
	return subtle.ConstantTimeCompare([]byte(secret), []byte(s.secret)) == 1
}

// claim finds the answer to form key sent to where (an address and a
// path) with form values body, or, the first time, makes room for it:
// first is set when the caller is to work it out and fill it.
func (a *access) claim(s *session, where, key, body string) (ans *answer, first bool) {
	k := where + " " + key
	sum := sha256.Sum256([]byte(body))
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, have := range s.answers {
		if have.key == k && have.body == sum {
			return have, false
		}
	}
	ans = &answer{key: k, body: sum, ready: make(chan struct{})}
	s.answers = append(s.answers, ans)
	if len(s.answers) > maxAnswers {
		s.answers = s.answers[1:]
	}
	return ans, true
}

// keeping is a ResponseWriter that keeps a copy of what it writes, for
// an answer to be given again.
type keeping struct {
	http.ResponseWriter
	ans  *answer
	page bytes.Buffer
}

func (k *keeping) WriteHeader(code int) {
	k.ans.code = code
	k.ans.location = k.Header().Get("Location")
	k.ans.kind = k.Header().Get("Content-Type")
	k.ResponseWriter.WriteHeader(code)
}

func (k *keeping) Write(b []byte) (int, error) {
	if k.ans.code == 0 {
		k.WriteHeader(http.StatusOK)
	}
	if !k.ans.tooBig && k.page.Len()+len(b) <= maxAnswerBytes {
		k.page.Write(b)
	} else {
		k.ans.tooBig = true
	}
	return k.ResponseWriter.Write(b)
}

// done files what was written and lets those waiting for it go on.
func (k *keeping) done() {
	if k.ans.code == 0 {
		k.ans.code = http.StatusOK
	}
	if !k.ans.tooBig {
		k.ans.page = k.page.Bytes()
	}
	close(k.ans.ready)
}

// again gives answer ans once more, when it is ready or r is given up;
// an answer too large to keep is the standings, under base.
func again(w http.ResponseWriter, r *http.Request, ans *answer, base string) {
	select {
	case <-ans.ready:
	case <-r.Context().Done():
		return
	}
	switch {
	case ans.location != "":
		http.Redirect(w, r, ans.location, ans.code)
	case ans.tooBig:
		http.Redirect(w, r, base+"/", http.StatusSeeOther)
	default:
		if ans.kind != "" {
			w.Header().Set("Content-Type", ans.kind)
		}
		w.WriteHeader(ans.code)
		w.Write(ans.page)
	}
}

// onceOnly does next for the form r sent the first time, and gives its
// first answer every other time; a form that recorded, its answer since
// forgotten, is told it was recorded, never recorded again.
func (s *Server) onceOnly(w http.ResponseWriter, r *http.Request, ses *session, key string, next http.Handler) {
	body := formBody(r)
	// An answer is given again only where it was asked from: a cookie
	// copied to another address gets no answer of the device's.
	ans, first := s.access.claim(ses, addressKey(r)+" "+r.URL.Path, key, body)
	if !first {
		again(w, r, ans, s.base)
		return
	}
	k := &keeping{ResponseWriter: w, ans: ans}
	defer k.done()
	sent := sentForm{r.URL.Path + " " + key, sha256.Sum256([]byte(body))}
	if line, ok := s.access.recordedBy(sent); ok {
		s.homeSaying(k, r, http.StatusOK, "This form was sent before, and recorded then: "+line, true)
		return
	}
	next.ServeHTTP(k, r.WithContext(context.WithValue(r.Context(), sentKey{}, sent)))
}

// sentForm is a form as sent: its path and key, and its values' digest.
type sentForm struct {
	key  string
	body [32]byte
}

type sentKey struct{}

// maxRecorded bounds the forms kept that recorded: one a record, more
// than a night holds.
const maxRecorded = 4096

// recordedBy is what the form sent recorded, when it recorded.
func (a *access) recordedBy(f sentForm) (string, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	line, ok := a.recorded[f]
	return line, ok
}

// noteRecorded keeps that the form r was sent from recorded what line
// says, so that it never records again however many forms come between.
func (a *access) noteRecorded(r *http.Request, line string) {
	f, ok := r.Context().Value(sentKey{}).(sentForm)
	if !ok {
		return
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.recorded == nil {
		a.recorded = map[sentForm]string{}
	}
	a.recorded[f] = line
	a.recordedOrder = append(a.recordedOrder, f)
	if len(a.recordedOrder) > maxRecorded {
		delete(a.recorded, a.recordedOrder[0])
		a.recordedOrder = a.recordedOrder[1:]
	}
}

// formBody is the form's values in one order, the token aside (its key
// is the key the answer is kept under).
func formBody(r *http.Request) string {
	v := url.Values{}
	for name, vals := range r.PostForm {
		if name != "token" {
			v[name] = vals
		}
	}
	return v.Encode()
}
