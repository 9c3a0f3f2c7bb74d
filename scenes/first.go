package scenes

func firstScene(o Options) (Scene, error) {
	return &Gallery{}, nil
}
