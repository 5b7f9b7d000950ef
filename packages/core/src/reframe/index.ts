export * from './crop-path.ts';
export * from './face-analysis.ts';
export * from './follow-path.ts';
export * from './reframe-api.ts';
export * from './split-captions.ts';
