//go:build !js

package royaletable

func shotCases() []guiCase { return nil }
