// First: zod's settings must be in place before any schema is built.
import './parseWithoutEval';
export * from './protocol/index';
export * from './chart/index';
export * from './account/index';
export * from './crafts';
export * from './symbols/index';
export * from './catalogue/index';
export * from './freeform/index';
export * from './text';
