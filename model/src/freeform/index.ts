export * from './geometry';
export * from './constants';
export * from './roundGuide';
export * from './hitIndex';
export * from './rounds/index';
export * from './edits/index';
export * from './symbolColour';
export * from './chartBounds';
