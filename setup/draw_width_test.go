package setup

import (
	"strings"
	"testing"
)

// A drawing keeps within the width of the screen it is shown on: at the
// narrowest terminal, 60 columns, the Nine Dragons table fits for every
// throw, with long names, its stacks drawn without the spaces between
// them and the legend saying what a stack then shows; every player's
// name (cut) is on it and one arrow points at the break.
func TestNineDrawingFits60Columns(t *testing.T) {
	names := []string{"Alexandrina Featherstonehaugh-Smythe", "Bartholomew Cornelius Fitzgerald III",
		"Cordelia Montgomery-Worthington", "Dimitrios Papadopoulos-Konstantinou"}
	nt, err := NewNineTable(names)
	if err != nil {
		t.Fatal(err)
	}
	for total := 3; total <= 18; total++ {
		d, err := nt.Deal(diceFor(total))
		if err != nil {
			t.Fatal(err)
		}
		for _, style := range []Style{ASCII, Boxes} {
			lines := d.Drawing(style, 60)
			for _, l := range lines {
				if w := DisplayWidth(l); w > 60 {
					t.Fatalf("dice %d: a line of %d columns:\n%s", total, w, strings.Join(lines, "\n"))
				}
			}
			all := strings.Join(lines, "\n")
			if !strings.Contains(all, "Stacks show who is dealt the top and the bottom tile") {
				t.Errorf("dice %d: the legend does not say what a narrow stack shows:\n%s", total, all)
			}
			if style != ASCII {
				continue
			}
			pic := strings.Join(picturePart(lines), "\n")
			for i, wind := range Winds {
				if label := wind + " " + names[i][:3]; !strings.Contains(pic, label) {
					t.Errorf("dice %d: %s's wall is not named %q:\n%s", total, wind, label, pic)
				}
			}
			arrows := 0
			for _, a := range []string{"v", "^", "<", ">"} {
				arrows += strings.Count(pic, a)
			}
			if arrows != 1 {
				t.Errorf("dice %d: %d arrows, want 1 at the break stack:\n%s", total, arrows, pic)
			}
		}
	}
}
