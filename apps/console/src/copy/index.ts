/**
 * The console's copy catalogue in the language it ships in. A second language is a sibling folder of `en/` with
 * the same areas and shapes; this file picks the one the build uses.
 */
export * from './en';
