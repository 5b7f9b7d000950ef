import type { RecognisedWord } from './caption-list.ts';
import type { ProjectAudio } from './project-audio.ts';
import type { RecogniseOptions, SpeechEngine } from './speech-engine.ts';
import { applyVocabulary } from './vocabulary-correction.ts';
import { refineWordTimes, soundFrames } from './word-onsets.ts';

/**
 * Runs an engine on the speech only (silence, music and noise cut out by voice activity, so it cannot
 * invent words there), puts each word's start and end on the onset and end of its sound in the audio
 * the engine heard (`refineWordTimes`, word-onsets.ts; `refineTimes: false` keeps the engine's own
 * times, for measuring), maps the times back onto the recording's timeline, and puts the user's
 * vocabulary terms where it heard something that sounds like them. No speech, no run.
 */
export async function recogniseSpeech(
  engine: SpeechEngine,
  audio: Pick<ProjectAudio, 'speech' | 'speechOnly' | 'sampleRate'>,
  { refineTimes = true, ...options }: Omit<RecogniseOptions, 'speech'> & { refineTimes?: boolean },
): Promise<RecognisedWord[]> {
  const { speechOnly } = audio;
  if (audio.speech.length === 0) return [];
  const raw = await engine.recognise(speechOnly.wavPath, { ...options, speech: speechOnly.speech });
  const heard = refineTimes ? refineWordTimes(raw, soundFrames(speechOnly.samples, audio.sampleRate)) : raw;
  const words = heard.map((w) => ({
    ...w,
    startMs: speechOnly.toOriginal(w.startMs, 'start'),
    endMs: speechOnly.toOriginal(w.endMs, 'end'),
  }));
  return options.vocabulary?.length ? applyVocabulary(words, options.vocabulary).words : words;
}
