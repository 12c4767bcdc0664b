export * from './chartState';
export * from './color';
export * from './constants';
export * from './grid';
export * from './limits';
export * from './palette';
export * from './workOrder';
export * from './writtenSettings';
