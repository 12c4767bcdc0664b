export * from './polar';
export * from './membership';
export * from './snap';
export * from './evenPlacement';
export * from './symmetry';
export * from './stitchKinds';
export * from './roundCounts';
