package scene

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// SoundID names a synthesized sound.
type SoundID uint8

// Sounds.
const (
	SndClick SoundID = iota
	SndRattle
	SndPlace
	SndSlide
	SndChime
	SndTie
	NumSounds // how many sounds there are
)

const sampleRate = 44100

// Sound plays short sounds synthesized in code. The audio context is made
// on first use, never when muted or when no audio device seems present, so
// a machine without sound never fails.
type Sound struct {
	Muted     bool
	Volume    float64
	disabled  bool // no device: never touch audio
	ctx       *audio.Context
	players   [NumSounds]*audio.Player
	pcm       [NumSounds][]byte
	lastTick  [NumSounds]uint64
	synthDone bool
}

// NewSound makes the sound system. It probes for a device but opens nothing.
func NewSound(muted bool) *Sound {
	return &Sound{Muted: muted, Volume: 0.6, disabled: !audioDeviceLikely()}
}

// Available reports whether sound can be played on this machine.
func (s *Sound) Available() bool { return !s.disabled }

// audioDeviceLikely guesses whether an audio device can be opened. Ebitengine
// reports a failed device as a fatal error from RunGame, so the game only
// opens audio when a device is likely. LASVEGAS_SOUND=0 or 1 overrides.
func audioDeviceLikely() bool {
	switch os.Getenv("LASVEGAS_SOUND") {
	case "0", "off", "false":
		return false
	case "1", "on", "true":
		return true
	}
	if runtime.GOOS != "linux" && runtime.GOOS != "freebsd" && runtime.GOOS != "netbsd" {
		return true
	}
	if os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	if d := os.Getenv("XDG_RUNTIME_DIR"); d != "" {
		if _, err := os.Stat(filepath.Join(d, "pulse", "native")); err == nil {
			return true
		}
	}
	if m, _ := filepath.Glob("/dev/snd/pcmC*"); len(m) > 0 {
		return true
	}
	if home, err := os.UserHomeDir(); err == nil {
		if _, err := os.Stat(filepath.Join(home, ".asoundrc")); err == nil {
			return true
		}
	}
	if _, err := os.Stat("/etc/asound.conf"); err == nil {
		return true
	}
	return false
}

// Play plays a sound at most once per tick.
func (s *Sound) Play(id SoundID, tick uint64) {
	if s == nil || s.Muted || s.disabled || id >= NumSounds {
		return
	}
	if s.lastTick[id] == tick+1 {
		return
	}
	s.lastTick[id] = tick + 1
	defer func() {
		// Audio must never take the game down.
		if recover() != nil {
			s.disabled = true
		}
	}()
	if s.ctx == nil {
		if c := audio.CurrentContext(); c != nil {
			s.ctx = c
		} else {
			s.ctx = audio.NewContext(sampleRate)
		}
	}
	if !s.synthDone {
		s.synthAll()
	}
	p := s.players[id]
	if p == nil {
		p = s.ctx.NewPlayerFromBytes(s.pcm[id])
		s.players[id] = p
	}
	p.SetVolume(s.Volume)
	_ = p.Rewind()
	p.Play()
}

func (s *Sound) synthAll() {
	for i := SoundID(0); i < NumSounds; i++ {
		s.pcm[i] = Synth(i)
	}
	s.synthDone = true
}

// Synth returns 16-bit stereo PCM at 44.1 kHz for a sound.
func Synth(id SoundID) []byte {
	var dur float64
	switch id {
	case SndClick:
		dur = 0.035
	case SndRattle:
		dur = 0.42
	case SndPlace:
		dur = 0.12
	case SndSlide:
		dur = 0.28
	case SndChime:
		dur = 0.5
	case SndTie:
		dur = 0.3
	}
	n := int(dur * sampleRate)
	buf := make([]byte, n*4)
	rng := uint32(0x9e3779b9 + uint32(id)*7919)
	noise := func() float64 {
		rng ^= rng << 13
		rng ^= rng >> 17
		rng ^= rng << 5
		return float64(rng%20001)/10000 - 1
	}
	var lp float64
	// Rattle: a handful of clacks at pseudo-random times.
	var clacks [9]int
	for i := range clacks {
		clacks[i] = int((0.02 + 0.36*float64(i)/8 + 0.02*noise()) * sampleRate)
	}
	for i := 0; i < n; i++ {
		t := float64(i) / sampleRate
		var v float64
		switch id {
		case SndClick:
			v = math.Sin(2*math.Pi*1800*t) * math.Exp(-t*160) * 0.5
		case SndRattle:
			for j, c := range clacks {
				if i >= c {
					dt := float64(i-c) / sampleRate
					f := 2200.0 + float64(j%3)*700
					v += (math.Sin(2*math.Pi*f*dt)*0.5 + noise()*0.5) * math.Exp(-dt*90) * 0.35
				}
			}
		case SndPlace:
			v = (math.Sin(2*math.Pi*420*t)*0.6 + noise()*0.4) * math.Exp(-t*45) * 0.6
		case SndSlide:
			x := noise()
			lp += (x - lp) * (0.05 + 0.25*t/dur)
			env := math.Sin(math.Pi * t / dur)
			v = lp * env * 1.2
		case SndChime:
			v = (math.Sin(2*math.Pi*880*t) + 0.6*math.Sin(2*math.Pi*1320*t)*step(t, 0.09)) * math.Exp(-t*7) * 0.3
		case SndTie:
			f := 330 - 140*t/dur
			v = math.Sin(2*math.Pi*f*t) * math.Exp(-t*6) * 0.35
		}
		// Short fade-out avoids a click at the end.
		if rem := float64(n-i) / sampleRate; rem < 0.004 {
			v *= rem / 0.004
		}
		sv := int16(ui.Clamp(v, -1, 1) * 32000)
		binary.LittleEndian.PutUint16(buf[i*4:], uint16(sv))
		binary.LittleEndian.PutUint16(buf[i*4+2:], uint16(sv))
	}
	return buf
}

func step(t, at float64) float64 {
	if t < at {
		return 0
	}
	return 1
}
