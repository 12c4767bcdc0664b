export * from './symbol';
export * from './builtInSymbols';
export * from './stitchReference';
export * from './stitchReferenceList';
