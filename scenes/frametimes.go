package scenes

import "github.com/lasvegas-dice/lasvegas/scenes/ui"

// frameTimer is the --frametimes layer of the App: ui.FrameTimer around
// its Updates and Draw, with the half-drawn frames the Kit notes.
type frameTimer struct{ ui.FrameTimer }

func newFrameTimer() *frameTimer { return &frameTimer{*ui.NewFrameTimer()} }

func (f *frameTimer) beforeUpdate(*App) { f.BeforeUpdate() }
func (f *frameTimer) afterUpdate(*App)  { f.AfterUpdate() }
func (f *frameTimer) beforeDraw(*App)   { f.BeforeDraw() }

func (f *frameTimer) afterDraw(a *App) {
	if _, holes := a.ctx.Kit.FrameDrawn(); holes > 0 {
		f.HoleFrames++
	}
	f.AfterDraw()
}

// report summarizes the frames of app a.
func (f *frameTimer) report(a *App) ui.FrameReport {
	r := f.Report()
	r.PhysicalW, r.PhysicalH, r.LogicalW, r.LogicalH = a.ctx.VP.PhysW, a.ctx.VP.PhysH, a.ctx.VP.W, a.ctx.VP.H
	r.SpritesCached, r.ScenesOnStackAtReport = a.ctx.Kit.SpriteCount(), len(a.stack)
	return r
}
