export * from './sentences.ts';
export * from './score-clip.ts';
export * from './find-clips.ts';
