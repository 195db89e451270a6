package rulesets

import (
	"os"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/dominoes"
	"github.com/dragon-tools/dragon/scoring/mac"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/ninedragons"
	"github.com/dragon-tools/dragon/scoring/qmahjongg"
)

// readingsGame is one game's ruleset as the readings test sees it: the
// built-in file, its parser and the readings it reads the other way.
type readingsGame struct {
	name    string
	file    []byte
	choices []claim.Choice
	parse   func(file string, data []byte) (claim.Alternatives, error)
}

func alternativesOf[R any](parse func(string, []byte) (R, error), alts func(R) claim.Alternatives) func(string, []byte) (claim.Alternatives, error) {
	return func(file string, data []byte) (claim.Alternatives, error) {
		r, err := parse(file, data)
		if err != nil {
			return 0, err
		}
		return alts(r), nil
	}
}

var readingsGames = []readingsGame{
	{"nine-dragons", nineDragonsYAML, ninedragons.Choices,
		alternativesOf(ParseNineDragons, func(r *ninedragons.Rules) claim.Alternatives { return r.Alternatives })},
	{"q-mahjongg", qMahjonggYAML, qmahjongg.Choices,
		alternativesOf(ParseQMahjongg, func(r *qmahjongg.Rules) claim.Alternatives { return r.Alternatives })},
	{"mac-i", macYAML, mac.Choices,
		alternativesOf(ParseMAC, func(r *mac.Rules) claim.Alternatives { return r.Alternatives })},
	{"dancing-dragons", dancingDragonsYAML, dominoes.Choices,
		alternativesOf(ParseDancingDragons, func(r *dominoes.Rules) claim.Alternatives { return r.Alternatives })},
}

// TestReadingsSwitched: every game's built-in ruleset names each reading
// it switches with the program's choice, as the rules documents give it;
// a table's own switches each one to its alternative; a reading or a
// choice the game does not know is refused at its line, naming what would
// be right.
func TestReadingsSwitched(t *testing.T) {
	for _, g := range readingsGames {
		t.Run(g.name, func(t *testing.T) {
			base := string(g.file)
			if alts, err := g.parse(g.name+".yaml", g.file); err != nil || alts != 0 {
				t.Fatalf("the built-in ruleset reads %b otherwise (%v)", alts, err)
			}
			var last string
			for i, c := range g.choices {
				if c.Keys[1] == "" {
					continue
				}
				line := "\n  " + string(c.ID) + ": " + c.Keys[0] + "\n"
				if !strings.Contains(base, line) {
					t.Fatalf("the ruleset does not say %q", line)
				}
				own := strings.Replace(base, line, "\n  "+string(c.ID)+": "+c.Keys[1]+"\n", 1)
				if alts, err := g.parse("ours.yaml", []byte(own)); err != nil || alts != 1<<i {
					t.Errorf("%s: %s reads %b otherwise (%v)", c.ID, c.Keys[1], alts, err)
				}
				last = strings.TrimSpace(line)
			}
			unknown := strings.Replace(base, "  "+last+"\n", "  "+last+"\n  golden: yes\n", 1)
			badKey := strings.Replace(base, "  "+last+"\n", "  "+last[:strings.Index(last, ":")]+": maybe\n", 1)
			checkDamaged(t, base, func(file string, data []byte) (claim.Alternatives, error) { return g.parse(file, data) }, []damaged{
				{"unknown_reading", unknown, []string{lineIn(unknown, "  golden: yes"), `readings: "golden" is not a reading this ruleset switches; the readings are`}},
				{"unknown_choice", badKey, []string{lineIn(badKey, ": maybe"), `is "maybe"; write `}},
			})
		})
	}
}

// TestReadingsDocumented: every game's rules document ends with the list
// of its readings, each id with the program's choice and the alternative,
// as the game's list in code says them.
func TestReadingsDocumented(t *testing.T) {
	docs := map[string][]claim.Choice{"magic-dragon": magicdragon.Choices}
	for _, g := range readingsGames {
		docs[g.name] = g.choices
	}
	for name, choices := range docs {
		t.Run(name, func(t *testing.T) {
			doc, err := os.ReadFile("../docs/rules/" + name + ".md")
			if err != nil {
				t.Fatal(err)
			}
			text := string(doc)
			last := text[strings.LastIndex(text, "\n## "):]
			if !strings.HasPrefix(last, "\n## Readings\n") {
				t.Fatalf("the document does not end with its readings: %.40q", last)
			}
			for _, c := range choices {
				row := "| `" + string(c.ID) + "` |"
				i := strings.Index(last, row)
				if i < 0 {
					t.Errorf("no row for %s", c.ID)
					continue
				}
				line := last[i : i+strings.Index(last[i:], "\n")]
				if !strings.Contains(line, "| "+c.Program+" |") || !strings.Contains(line, "| "+c.Alternative+" |") {
					t.Errorf("the row of %s does not say %q and %q: %s", c.ID, c.Program, c.Alternative, line)
				}
			}
		})
	}
}
