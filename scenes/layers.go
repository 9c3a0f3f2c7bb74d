package scenes

// A layer watches the app's frames without being a scene: the frame-time
// report (--frametimes, frametimes.go) and, in builds with the e2e tag, the
// browser test hook (e2ehook.go). The app runs none unless Main composes
// them (addLayer); the scene stack never sees them. The befores run in the
// order the layers were added, the afters in the reverse order, so the
// first layer's measurement encloses the others'.
type layer interface {
	// beforeUpdate and afterUpdate enclose an Update that steps the scenes
	// (not one the app skips after a scene switch).
	beforeUpdate(a *App)
	afterUpdate(a *App)
	// beforeDraw and afterDraw enclose a Draw; afterDraw runs before the
	// frame's state (a.switched, a.ctx.StepTime) is reset.
	beforeDraw(a *App)
	afterDraw(a *App)
}

// addLayer composes l over the app's frames.
func (a *App) addLayer(l layer) { a.layers = append(a.layers, l) }
