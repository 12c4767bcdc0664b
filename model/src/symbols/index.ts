export * from './symbol';
export * from './builtInSymbols';
export * from './stitchReference';
export * from './stitchReferenceList';
export * from './raster/rasteriseSymbol';
export * from './raster/distinctness';
