const whisperFailed = (reason: string) =>
  `The accurate recogniser failed (${reason}), so these captions come from the basic one. Check the installed Whisper model and retry.`;

/** What the studio tells the user about how captions were made (the captions meta's notice). */
export const NOTICES = {
  pocketsphinx:
    'These captions come from the basic speech recogniser, so expect mistakes. For accurate captions, install a Whisper model (npm run models -w @wordreel/server -- base.en) and retry.',
  hindiNoModel:
    'No captions yet: Hindi needs a Whisper speech model, and none is installed. Install one (npm run models -w @wordreel/server -- base, or large-v3-turbo-q5_0 for accurate Hindi) and retry, or import an SRT/VTT file or paste your script in the Captions tab.',
  hindiSmallModel: (model: string, largeInstalled = false) =>
    `These Hindi captions come from the ${model} Whisper model, so expect many mistakes: small Whisper models get well over half of Hindi words wrong in published tests (large models far fewer). ${
      largeInstalled
        ? 'For accurate Hindi, write the captions again with Best.'
        : 'For accurate Hindi, install a large model (npm run models -w @wordreel/server -- large-v3-turbo-q5_0) and retry.'
    }`,
  /** The English fallback's notice by what stopped whisper; whisper's own output (paths, the model file) is only logged. */
  whisperFallback: {
    failed: whisperFailed('it stopped with an error; the server log has the details'),
    storageFull: whisperFailed('the server is out of storage space'),
  },
  noSpeech:
    'No speech was found in this video, so there are no captions. You can import an SRT/VTT file or paste your script.',
} as const;
