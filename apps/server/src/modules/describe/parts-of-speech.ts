import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * English part-of-speech tags from wink-nlp's small English model (MIT; the model ships inside its npm
 * package, about 1 MB, nothing is downloaded): loaded on first use (about 50 ms), then a few ms a
 * transcript. Only the tagger runs.
 */
let tagger: ReturnType<typeof winkNLP> | null = null;

/** The lowercased words of an English text that are tagged as nouns or proper nouns there. */
export function englishNouns(text: string): Set<string> {
  tagger ??= winkNLP(model, ['pos']);
  const doc = tagger.readDoc(text);
  // wink's `its` helpers are passed as values by design (its documented API); they use no `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { normal, pos } = tagger.its;
  const words = doc.tokens().out(normal);
  const tags = doc.tokens().out(pos);
  const nouns = new Set<string>();
  words.forEach((word, i) => {
    if (tags[i] === 'NOUN' || tags[i] === 'PROPN') nouns.add(word);
  });
  return nouns;
}
