export * from './symbol';
export * from './builtInSymbols';
export * from './stitchReference';
export * from './wrongSideStitches';
export { describeStitches } from './reference/stitchDescriptions';
export * from './raster/rasteriseSymbol';
export * from './raster/distinctness';
export * from './assign/assignSymbols';
export { pathOutline, type Polyline } from './raster/pathOutline';
