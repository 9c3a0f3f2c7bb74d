package ui

import "time"

// Prewarming: while a screen waits for the player, the kit builds sprites
// another screen will need a few a frame, within the frame's draw budget,
// so that screen's first frames mostly blit. The caller lists the sprites
// as calls drawing them to a nil image (which builds without drawing).

// WarmQueue returns the warm queue emptied, for the caller to refill and
// hand to SetWarmQueue (its storage is reused).
func (k *Kit) WarmQueue() []func(*Kit) {
	clear(k.warmQ)
	return k.warmQ[:0]
}

// SetWarmQueue replaces the sprites to build ahead.
func (k *Kit) SetWarmQueue(q []func(*Kit)) { k.warmQ = q }

// WarmLeft is the number of sprites still queued.
func (k *Kit) WarmLeft() int { return len(k.warmQ) }

// WarmStep builds queued sprites while the frame's draw budget lasts, and
// at least one in a frame that built none (so a slow estimate of a build's
// cost never stops the queue for good); never without a budget: tests,
// screenshots and a scene's first frame draw everything at once anyway.
// It reports how many are left.
func (k *Kit) WarmStep() int {
	if k.buildBudget <= 0 || k.frameStart.IsZero() {
		return len(k.warmQ)
	}
	for len(k.warmQ) > 0 && (k.builtNow == 0 || time.Since(k.frameStart)+k.buildCost < k.buildBudget) {
		f := k.warmQ[0]
		k.warmQ[0] = nil
		k.warmQ = k.warmQ[1:]
		f(k) // draws to nil: builds the sprite if it is not cached
	}
	return len(k.warmQ)
}
