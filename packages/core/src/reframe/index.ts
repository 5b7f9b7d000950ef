export * from './crop-path.ts';
