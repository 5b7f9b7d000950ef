export * from './users.ts';
export * from './projects.ts';
export * from './captions.ts';
