package serve

// ReportsMade is how many times s worked out the night's report.
func ReportsMade(s *Server) int {
	s.reports.mu.Lock()
	defer s.reports.mu.Unlock()
	return s.reports.made
}
