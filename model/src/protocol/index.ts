export * from './envelope';
export * from './actions';
export * from './health';
export * from './logJavascriptError';
export * from './account';
export * from './chart';
export * from './progressTracker';
export * from './notifications';
