import type { MusicTrack } from '@wordreel/core';
import { runProcess } from '../../apps/server/src/process/run-process.ts';
import { CHORD_INTERVALS, TRACK_RECIPES, type Chord, type TrackRecipe } from './music-tracks.ts';
import {
  SAMPLE_RATE,
  addDrum,
  addPluck,
  addTone,
  createBuffer,
  createNoise,
  midiToHz,
  type Drum,
  type StereoBuffer,
} from './synth-voices.ts';

/** Every track lasts at least this long (whole 4-bar phrases), so a minute of video never repeats early. */
export const MIN_TRACK_SECONDS = 60;

function chordNotes(recipe: TrackRecipe, chord: Chord, octave: number): number[] {
  return CHORD_INTERVALS[chord.quality].map((i) => recipe.root + 12 * octave + chord.degree + i);
}

/** Synthesises one library track as stereo PCM at 44.1 kHz. */
export function synthesiseTrack(track: MusicTrack): StereoBuffer {
  const recipe = TRACK_RECIPES[track];
  const bar = (60 / recipe.bpm) * 4;
  const step = bar / 16;
  const phrase = recipe.progression.length;
  const bars = Math.ceil(MIN_TRACK_SECONDS / bar / phrase) * phrase;
  const buf = createBuffer(bars * bar + 0.5);
  const noise = createNoise(track.length * 7919 + recipe.bpm);
  const at = (b: number, s: number) => b * bar + s * step + (s % 2 === 1 ? recipe.swing * step : 0);
  for (let b = 0; b < bars; b++) {
    const chord = recipe.progression[b % phrase] ?? { degree: 0, quality: 'maj' as const };
    // The first phrase builds up: drums join in its second half, the lead after it.
    const drumsOn = b >= phrase / 2;
    const leadOn = b >= phrase;
    if (recipe.pad) {
      for (const [i, note] of chordNotes(recipe, chord, 1).entries()) {
        addTone(buf, b * bar, bar * 0.98, midiToHz(note), recipe.pad.gain, {
          wave: recipe.pad.wave,
          attack: 0.3,
          decay: 0.5,
          sustain: 0.7,
          release: 0.4,
          pan: (i - 1) * 0.4,
          tremolo: recipe.pad.tremolo,
          detune: 0.004,
        });
      }
    }
    const arpNotes = chordNotes(recipe, chord, recipe.lead.octave);
    let melodyIndex = b % 3;
    for (let s = 0; s < 16; s++) {
      const t = at(b, s);
      if (recipe.bass.pattern[s] === 'x') {
        const note = recipe.root + chord.degree + (s % 8 === 6 ? 12 : 0);
        addTone(buf, t, step * 1.6, midiToHz(note), recipe.bass.gain, {
          wave: recipe.bass.wave,
          attack: 0.005,
          decay: 0.12,
          sustain: 0.5,
          release: 0.05,
        });
      }
      if (drumsOn) {
        for (const [drum, pattern] of Object.entries(recipe.drums)) {
          if (pattern[s] === 'x') addDrum(buf, t, drum as Drum, drum === 'kick' ? 0.8 : 0.3, noise);
        }
      }
      if (!leadOn || recipe.lead.pattern[s] !== 'x') continue;
      const { kind, wave, gain } = recipe.lead;
      if (kind === 'pluck') {
        addPluck(
          buf,
          t,
          midiToHz(arpNotes[s % arpNotes.length] ?? recipe.root),
          gain,
          (s % 4) / 4 - 0.4,
          noise,
        );
      } else {
        const note =
          kind === 'arp'
            ? (arpNotes[s % arpNotes.length] ?? recipe.root)
            : (arpNotes[(melodyIndex++ * 2) % arpNotes.length] ?? recipe.root) + (s >= 8 ? 12 : 0);
        addTone(buf, t, kind === 'arp' ? step * 0.9 : step * 2.5, midiToHz(note), gain, {
          wave,
          attack: 0.005,
          decay: 0.15,
          sustain: 0.35,
          release: 0.12,
          pan: kind === 'arp' ? Math.sin(s) * 0.5 : 0.1,
        });
      }
    }
  }
  master(buf);
  return buf;
}

/** Soft-clips and normalises the mix to -1 dBFS. */
function master(buf: StereoBuffer): void {
  let peak = 0;
  for (const ch of [buf.left, buf.right]) {
    for (let i = 0; i < ch.length; i++) {
      ch[i] = Math.tanh((ch[i] ?? 0) * 1.2);
      peak = Math.max(peak, Math.abs(ch[i] ?? 0));
    }
  }
  const scale = peak > 0 ? 0.89 / peak : 1;
  for (const ch of [buf.left, buf.right]) for (let i = 0; i < ch.length; i++) ch[i] = (ch[i] ?? 0) * scale;
}

/** Interleaves the buffer and encodes it with ffmpeg's libmp3lame. */
export async function encodeMp3(buf: StereoBuffer, outPath: string): Promise<void> {
  const pcm = new Float32Array(buf.left.length * 2);
  for (let i = 0; i < buf.left.length; i++) {
    pcm[2 * i] = buf.left[i] ?? 0;
    pcm[2 * i + 1] = buf.right[i] ?? 0;
  }
  const args = ['-v', 'error', '-y', '-f', 'f32le', '-ar', String(SAMPLE_RATE), '-ac', '2', '-i', 'pipe:0'];
  await runProcess('ffmpeg', [...args, '-c:a', 'libmp3lame', '-b:a', '160k', outPath], {
    input: Buffer.from(pcm.buffer),
  });
}

/** Makes `{dir}/{track}.mp3`. */
export async function makeTrack(track: MusicTrack, outPath: string): Promise<void> {
  await encodeMp3(synthesiseTrack(track), outPath);
}
