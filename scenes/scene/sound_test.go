package scene

import "testing"

func TestSynthSounds(t *testing.T) {
	for id := SoundID(0); id < NumSounds; id++ {
		b := Synth(id)
		if len(b) == 0 || len(b)%4 != 0 {
			t.Fatalf("sound %d: bad length %d", id, len(b))
		}
		peak := 0
		for i := 0; i+1 < len(b); i += 2 {
			v := int(int16(uint16(b[i]) | uint16(b[i+1])<<8))
			if v < 0 {
				v = -v
			}
			if v > peak {
				peak = v
			}
		}
		if peak < 1000 {
			t.Errorf("sound %d is nearly silent (peak %d)", id, peak)
		}
	}
}

func TestMutedSoundNeverOpensAudio(t *testing.T) {
	s := NewSound(true)
	s.Play(SndClick, 1)
	if s.ctx != nil {
		t.Fatal("muted sound opened an audio context")
	}
	var nilSound *Sound
	nilSound.Play(SndClick, 1) // must not panic
}
