export * from './users.ts';
export * from './projects.ts';
export * from './captions.ts';
export * from './describe/describe.ts';
export * from './studio/update-subtitle.ts';
