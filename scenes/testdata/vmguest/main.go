// Command vmguest runs the game GUI as an Ebitengine VM guest (build it with
// -tags ebitenginevmguest) for the scenes package's vmhost test.
package main

import (
	"fmt"
	"os"

	"github.com/lasvegas-dice/lasvegas/scenes"
)

func main() {
	if err := scenes.Main(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "vmguest:", err)
		os.Exit(1)
	}
}
