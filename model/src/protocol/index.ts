export * from './envelope';
export * from './actions';
export * from './health';
export * from './logJavascriptError';
export * from './account';
