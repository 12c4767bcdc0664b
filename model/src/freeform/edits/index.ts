export * from './selection';
export * from './move';
export * from './transform';
export * from './order';
export * from './align';
export * from './clipboard';
