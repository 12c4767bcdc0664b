export * from './credentials';
export * from './settings';
export * from './user';
export * from './isoCodes';
