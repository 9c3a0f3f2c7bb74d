//go:build !js

package main

func publish(any) {}
