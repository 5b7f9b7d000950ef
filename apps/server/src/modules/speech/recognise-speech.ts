import type { RecognisedWord } from './caption-list.ts';
import type { ProjectAudio } from './project-audio.ts';
import type { RecogniseOptions, SpeechEngine } from './speech-engine.ts';
import { applyVocabulary } from './vocabulary-correction.ts';

/**
 * Runs an engine on the speech only (silence, music and noise cut out by voice activity, so it cannot
 * invent words there), maps its word times back onto the recording's timeline, and puts the user's
 * vocabulary terms where it heard something that sounds like them. No speech, no run.
 */
export async function recogniseSpeech(
  engine: SpeechEngine,
  audio: Pick<ProjectAudio, 'speech' | 'speechOnly'>,
  options: Omit<RecogniseOptions, 'speech'>,
): Promise<RecognisedWord[]> {
  const { speechOnly } = audio;
  if (audio.speech.length === 0) return [];
  const heard = await engine.recognise(speechOnly.wavPath, { ...options, speech: speechOnly.speech });
  const words = heard.map((w) => ({
    ...w,
    startMs: speechOnly.toOriginal(w.startMs, 'start'),
    endMs: speechOnly.toOriginal(w.endMs, 'end'),
  }));
  return options.vocabulary?.length ? applyVocabulary(words, options.vocabulary).words : words;
}
