// Command dragon scores, sets up and keeps the books for mahjong-family games
// played with real tiles or cards: Magic Dragon, Q Mahjongg, Nine Dragons,
// Dancing Dragons and MAC I.
package main

import "os"

func main() {
	os.Exit(run(os.Args[1:], systemStreams()))
}
