export * from './symbol';
export * from './builtInSymbols';
