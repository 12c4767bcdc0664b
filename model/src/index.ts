export * from './protocol/index';
export * from './chart/index';
export * from './crafts';
