export * from './edit-list.ts';
export * from './time-map.ts';
export * from './zoom.ts';
export * from './fillers.ts';
export * from './find-cuts.ts';
export * from './word-edits.ts';
export * from './music-duck.ts';
