import type { MusicTrack } from '@wordreel/core';
import type { Drum, Wave } from './synth-voices.ts';

type Quality = 'maj' | 'min' | 'maj7' | 'min7' | 'sus2';
export interface Chord {
  /** Semitones above the key's root. */
  degree: number;
  quality: Quality;
}

export const CHORD_INTERVALS: Record<Quality, number[]> = {
  maj: [0, 4, 7],
  min: [0, 3, 7],
  maj7: [0, 4, 7, 11],
  min7: [0, 3, 7, 10],
  sus2: [0, 2, 7],
};

/**
 * One track's recipe. Patterns are 16 steps a bar ('x' hit, '.' rest); every track differs in tempo,
 * key, progression, groove and timbre, so the seven sound like seven pieces.
 */
export interface TrackRecipe {
  bpm: number;
  /** MIDI note of the key's root in the bass register. */
  root: number;
  progression: Chord[];
  drums: Partial<Record<Drum, string>>;
  bass: { wave: Wave; pattern: string; gain: number };
  pad?: { wave: Wave; gain: number; tremolo?: number };
  lead: { kind: 'arp' | 'pluck' | 'melody'; wave: Wave; pattern: string; gain: number; octave: number };
  /** Delay of every second 16th, as a share of a step (0 straight, 0.3 lazy swing). */
  swing: number;
}

const c = (degree: number, quality: Quality): Chord => ({ degree, quality });

export const TRACK_RECIPES: Record<MusicTrack, TrackRecipe> = {
  // Driving minor cinematic: Dm Bb F C, toms-like kick pattern, rising saw arpeggio.
  adventure: {
    bpm: 112,
    root: 38,
    progression: [c(0, 'min'), c(-4, 'maj'), c(3, 'maj'), c(-2, 'maj')],
    drums: { kick: 'x.....x.x.......', snare: '....x.......x...', hat: 'x.x.x.x.x.x.x.x.' },
    bass: { wave: 'saw', pattern: 'x.x.x.x.x.x.x.x.', gain: 0.32 },
    pad: { wave: 'saw', gain: 0.09 },
    lead: { kind: 'arp', wave: 'triangle', pattern: 'xxxxxxxxxxxxxxxx', gain: 0.1, octave: 2 },
    swing: 0,
  },
  // Syncopated breaks in E minor with square stabs.
  breakbeat: {
    bpm: 134,
    root: 40,
    progression: [c(0, 'min7'), c(3, 'maj'), c(-2, 'maj'), c(5, 'min')],
    drums: {
      kick: 'x.........x..x..',
      snare: '....x..x.x..x...',
      hat: 'xxx.xxx.xxx.xxx.',
      openhat: '..............x.',
    },
    bass: { wave: 'square', pattern: 'x..x..x...x.x...', gain: 0.26 },
    lead: { kind: 'melody', wave: 'square', pattern: 'x.....x.....x...', gain: 0.08, octave: 2 },
    swing: 0,
  },
  // Lazy lo-fi sevenths in F with a trembling electric piano.
  chill: {
    bpm: 82,
    root: 41,
    progression: [c(0, 'maj7'), c(-1, 'min7'), c(-3, 'min7'), c(-5, 'maj7')],
    drums: { kick: 'x.......x.x.....', snare: '....x.......x...', hat: 'x.x.x.x.x.x.x.x.' },
    bass: { wave: 'sine', pattern: 'x.......x.......', gain: 0.36 },
    pad: { wave: 'sine', gain: 0.13, tremolo: 0.35 },
    lead: { kind: 'melody', wave: 'triangle', pattern: '..x.....x..x....', gain: 0.09, octave: 2 },
    swing: 0.3,
  },
  // Bright C major pop piano arpeggios over a steady pulse.
  inspiring: {
    bpm: 100,
    root: 36,
    progression: [c(0, 'maj'), c(7, 'maj'), c(9, 'min'), c(5, 'maj')],
    drums: { kick: 'x...x...x...x...', clap: '....x.......x...', shaker: '..x...x...x...x.' },
    bass: { wave: 'triangle', pattern: 'x...x...x...x...', gain: 0.34 },
    pad: { wave: 'organ', gain: 0.08 },
    lead: { kind: 'arp', wave: 'sine', pattern: 'x.xxx.xxx.xxx.xx', gain: 0.13, octave: 2 },
    swing: 0,
  },
  // Acoustic-style plucked guitar in G, just a shaker behind it.
  instrument: {
    bpm: 92,
    root: 43,
    progression: [c(0, 'maj'), c(-3, 'min'), c(-7, 'maj'), c(-5, 'sus2')],
    drums: { shaker: 'x.xxx.xxx.xxx.xx' },
    bass: { wave: 'sine', pattern: 'x.......x.......', gain: 0.3 },
    lead: { kind: 'pluck', wave: 'triangle', pattern: 'x.x.xx.xx.x.xx.x', gain: 0.55, octave: 1 },
    swing: 0.12,
  },
  // Four-on-the-floor house in A minor with an offbeat bass.
  movement: {
    bpm: 122,
    root: 45,
    progression: [c(0, 'min'), c(-4, 'maj'), c(3, 'maj'), c(-2, 'maj')],
    drums: {
      kick: 'x...x...x...x...',
      clap: '....x.......x...',
      hat: '..x...x...x...x.',
      openhat: '......x.......x.',
    },
    bass: { wave: 'saw', pattern: '..x...x...x...x.', gain: 0.3 },
    pad: { wave: 'organ', gain: 0.07 },
    lead: { kind: 'arp', wave: 'square', pattern: 'x..x..x..x..x.x.', gain: 0.07, octave: 1 },
    swing: 0,
  },
  // Bouncy B-flat major with a square-wave hook.
  upbeat: {
    bpm: 128,
    root: 34,
    progression: [c(0, 'maj'), c(7, 'maj'), c(9, 'min'), c(5, 'maj')],
    drums: { kick: 'x...x...x...x...', clap: '....x.......x...', hat: 'xxxxxxxxxxxxxxxx' },
    bass: { wave: 'square', pattern: 'x.xx.xx.x.xx.xx.', gain: 0.22 },
    pad: { wave: 'triangle', gain: 0.08 },
    lead: { kind: 'melody', wave: 'square', pattern: 'x.x.x..xx.x.x...', gain: 0.09, octave: 2 },
    swing: 0,
  },
};
