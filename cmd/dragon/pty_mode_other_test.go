//go:build !linux

package main

import "time"

// awaitRawMode gives the prompt the time it takes to put the terminal in
// raw mode: here the test does not read the terminal's mode.
func (term *terminal) awaitRawMode() { time.Sleep(30 * time.Millisecond) }

// keepOutputAtInterrupt leaves the terminal's flags as they are here (see
// the Linux one: the flush it prevents was seen on Linux).
func (term *terminal) keepOutputAtInterrupt() {}
