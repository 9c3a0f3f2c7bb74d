//go:build !e2e

package scenes

import "github.com/lasvegas-dice/lasvegas/scenes/scene"

// Without the e2e build tag the browser test hook (e2ehook.go) is not built
// in: no page parameter is read and no layer is composed.

type e2eParams struct{}

func readE2EParams() e2eParams                 { return e2eParams{} }
func (e2eParams) configure(*Options)           {}
func (e2eParams) adjust(*Env, *scene.Settings) {}
func (e2eParams) layer(*Env) layer             { return nil }
