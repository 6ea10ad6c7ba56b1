export * from './copy';
export * from './theme';
