export * from './fonts.ts';
export * from './font-metrics.ts';
export * from './themes.ts';
export * from './style-settings.ts';
export * from './export-payload.ts';
export * from './colour.ts';
export * from './saved-styles.ts';
export * from './saved-style-id.ts';
