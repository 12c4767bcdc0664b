export * from './geometry';
export * from './constants';
export * from './roundGuide';
export * from './hitIndex';
export * from './rounds/index';
