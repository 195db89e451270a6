package ledgertest

// Renamed is a Magic Dragon ledger whose players' names change: Ann and
// Bobb swap names by three renames (Bobb is Ann at the end, Ann is Bob),
// then new seats, with a win before and one after, for the tests of every
// face that must follow a player under the name he has at the end.
const Renamed = `version: 1
game: magic
players: [Ann, Bobb, Cy]
rules: {version: C, stakes: 1}
money: {start: 80, bills: [1, 5, 10]}
hands:
  - {at: 2026-03-14T20:05:00Z, kind: win, inputs: {winner: Bobb}, transfers: {Ann: -2, Bobb: +4, Cy: -2}}
  - {at: 2026-03-14T20:06:00Z, kind: rename, from: Ann, to: Tmp}
  - {at: 2026-03-14T20:07:00Z, kind: rename, from: Bobb, to: Ann}
  - {at: 2026-03-14T20:08:00Z, kind: rename, from: Tmp, to: Bob}
  - {at: 2026-03-14T20:09:00Z, kind: seats, seats: [Cy, Ann, Bob]}
  - {at: 2026-03-14T20:10:00Z, kind: win, inputs: {winner: Cy}, transfers: {Ann: -1, Bob: -5, Cy: +6}}
`
