// Package ui is the drawing and interaction toolkit shared by every table
// of the Las Vegas games; it knows nothing of any game's rules (it must not
// import engine/..., game or ai: a test checks that).
//
//   - Kit (kit.go, text.go, shapes.go, widgets.go): text rendered once into
//     cached sprites, measuring, fitting (FitLines) and wrapping (WrapLines,
//     DrawParagraphs); rounded rectangles, circles and lines; panels,
//     buttons, toggles and the felt; a per-frame build budget (BeginFrame)
//     that puts off only decoration (text, controls and pieces never)
//     and a queue of sprites to build ahead (warm.go). Other packages draw
//     their own pieces through the kit's sprite cache (see package pieces).
//   - Raster (raster.go): the CPU canvas shape sprites are drawn in.
//   - Rect, Viewport (geom.go): logical-unit geometry and the window's scale.
//   - Input (input.go): keys, mouse and touch become Actions.
//   - Tween, Speed, Motion and easings (tween.go).
//   - The palette (palette.go) and the frame budgets (budget.go).
package ui
