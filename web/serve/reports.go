package serve

import (
	"bytes"
	"crypto/sha256"
	"html/template"
	"sync"

	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/report"
	"github.com/dragon-tools/dragon/web"
)

// The night's report is the heaviest page: the whole ledger read, every
// hand audited, the chart drawn. It is worked out once per version of the
// ledger file (its bytes' digest) and shared by every phone that asks
// until the file changes, and one at a time: phones asking at once wait
// for the one being worked out, so memory holds one report in the making,
// however many ask (issue 32 §4).
type reports struct {
	mu   sync.Mutex
	sum  [32]byte
	rep  *report.Report
	html template.HTML
	// made counts the reports worked out, for the tests.
	made int
}

// report is the report's sections as HTML, for the ledger as it is now.
func (s *Server) report() (template.HTML, error) {
	_, html, err := s.built()
	return html, err
}

// built is the report of the ledger as it is now, and its sections as
// HTML: the room's night reads its standings.
func (s *Server) built() (*report.Report, template.HTML, error) {
	rs := &s.reports
	rs.mu.Lock()
	defer rs.mu.Unlock()
	data, err := ledger.Read(s.cfg.File)
	if err != nil {
		return nil, "", err
	}
	sum := sha256.Sum256(data)
	if rs.rep != nil && sum == rs.sum {
		return rs.rep, rs.html, nil
	}
	l, err := ledger.LoadBytes(s.cfg.File, data)
	if err != nil {
		return nil, "", err
	}
	data = nil // the ledger holds what it needs
	rep, err := report.Build([]*ledger.Ledger{l}, report.Options{Auditors: s.cfg.Auditors, Describers: s.cfg.Describers, ChartPoints: web.ChartPoints})
	if err != nil {
		return nil, "", err
	}
	var b bytes.Buffer
	if err := web.WriteSections(&b, rep); err != nil {
		return nil, "", err
	}
	rs.sum, rs.rep, rs.html = sum, rep, template.HTML(b.String())
	rs.made++
	return rs.rep, rs.html, nil
}
