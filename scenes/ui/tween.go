package ui

import "math"

// TPS is the fixed update rate; every animation counts ticks, not time.
const TPS = 60

// Speed is the animation speed setting.
type Speed uint8

// Animation speeds.
const (
	SpeedSlow Speed = iota
	SpeedNormal
	SpeedFast
	SpeedInstant
)

var speedNames = [...]string{"slow", "normal", "fast", "instant"}

func (s Speed) String() string {
	if int(s) < len(speedNames) {
		return speedNames[s]
	}
	return "normal"
}

// ParseSpeed reads a speed name.
func ParseSpeed(name string) (Speed, bool) {
	for i, n := range speedNames {
		if n == name {
			return Speed(i), true
		}
	}
	return SpeedNormal, false
}

// Ticks scales a duration given in ticks at normal speed. Instant is 0.
func (s Speed) Ticks(base int) int {
	switch s {
	case SpeedSlow:
		return base * 8 / 5
	case SpeedFast:
		return (base*2 + 4) / 5
	case SpeedInstant:
		return 0
	}
	return base
}

// Motion tells animations how to move.
type Motion struct {
	Speed   Speed
	Reduced bool // reduced motion: no shakes, tumbles or long flights; fades instead
}

// Dur is the scaled duration of an animation of base ticks (reduced motion
// shortens long moves as well).
func (m Motion) Dur(base int) int {
	t := m.Speed.Ticks(base)
	if m.Reduced && t > 12 {
		t = 12 + (t-12)/3
	}
	return t
}

// Tween counts ticks from 0 to D.
type Tween struct {
	T, D int
}

// NewTween starts a tween lasting d ticks (0: already done).
func NewTween(d int) Tween { return Tween{D: d} }

// Step advances one tick.
func (t *Tween) Step() {
	if t.T < t.D {
		t.T++
	}
}

// Done reports whether the tween has finished.
func (t Tween) Done() bool { return t.T >= t.D }

// P is the linear progress 0..1.
func (t Tween) P() float64 {
	if t.D <= 0 || t.T >= t.D {
		return 1
	}
	return float64(t.T) / float64(t.D)
}

// Easing functions map 0..1 to 0..1.
func EaseOutCubic(p float64) float64 { q := 1 - p; return 1 - q*q*q }

// EaseInOutCubic is slow at both ends.
func EaseInOutCubic(p float64) float64 {
	if p < 0.5 {
		return 4 * p * p * p
	}
	q := -2*p + 2
	return 1 - q*q*q/2
}

// Pulse is a smooth 0..1..0 wave with the given period in ticks.
func Pulse(tick uint64, period int) float64 {
	if period <= 0 {
		return 0
	}
	ph := float64(tick%uint64(period)) / float64(period)
	return 0.5 - 0.5*math.Cos(ph*2*math.Pi)
}

// Shake is a decaying horizontal offset for a tween progress p.
func Shake(p, amp float64) float64 {
	return math.Sin(p*math.Pi*8) * amp * (1 - p)
}

// Arc interpolates from (x0,y0) to (x1,y1) along a gentle arc lifted by lift.
func Arc(x0, y0, x1, y1, lift, p float64) (float64, float64) {
	x := Lerp(x0, x1, p)
	y := Lerp(y0, y1, p) - math.Sin(p*math.Pi)*lift
	return x, y
}
