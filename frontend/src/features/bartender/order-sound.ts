import { useCallback, useEffect, useState } from 'react';

/**
 * The new-order beep (Web Audio API, no sound file). Browsers only let a page make sound after a user gesture,
 * so the AudioContext is created or resumed from one: turning the switch on, or, after a reload with the
 * switch still on, the first click or key press anywhere on the page.
 */
export const SOUND_STORAGE_KEY = 'bar.bartender.sound';

type AudioContextConstructor = new () => AudioContext;

let audio: AudioContext | null = null;

function audioConstructor(): AudioContextConstructor | undefined {
  const w = window as unknown as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
  return w.AudioContext ?? w.webkitAudioContext;
}

/** Creates or resumes the audio context; call it from a user gesture. */
export function unlockAudio(): void {
  const Ctor = audioConstructor();
  if (!Ctor) return;
  try {
    audio ??= new Ctor();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  } catch {
    audio = null;
  }
}

/** Two short rising tones; silent when the page has not been allowed to play sound yet. */
export function beep(): void {
  if (!audio || audio.state !== 'running') return;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const t = start + offset;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.25, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.15);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(t);
    oscillator.stop(t + 0.16);
  }
}

/** The choice kept on this device: 'on', 'off', or null when the bartender was never asked here. */
function readStored(): 'on' | 'off' | null {
  try {
    const value = localStorage.getItem(SOUND_STORAGE_KEY);
    return value === 'on' || value === 'off' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The 'Sound for new orders' switch: off until the bartender turns it on; the choice is kept on this device.
 * `undecided` is true on a device where no choice was made yet: the dashboard then asks once, visibly.
 */
export function useOrderSound() {
  const [stored] = useState(readStored);
  const [enabled, setEnabled] = useState(stored === 'on');
  const [undecided, setUndecided] = useState(stored === null);

  const setSound = useCallback((on: boolean) => {
    setEnabled(on);
    setUndecided(false);
    try {
      localStorage.setItem(SOUND_STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // Not persisted; the switch still works for this visit.
    }
    if (on) {
      unlockAudio();
      // A sample, so the bartender hears what a new order sounds like (and that the device is not muted).
      setTimeout(beep, 50);
    }
  }, []);

  // Switched on in an earlier visit: the first gesture on the page unlocks the sound.
  useEffect(() => {
    if (!enabled) return;
    const unlock = () => unlockAudio();
    document.addEventListener('pointerdown', unlock, { once: true, capture: true });
    document.addEventListener('keydown', unlock, { once: true, capture: true });
    return () => {
      document.removeEventListener('pointerdown', unlock, { capture: true });
      document.removeEventListener('keydown', unlock, { capture: true });
    };
  }, [enabled]);

  return { enabled, undecided, setSound };
}
