export * from './geometry';
export * from './constants';
export * from './roundGuide';
