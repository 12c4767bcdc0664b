export * from './rulerNumbering';
export * from './craftRuler';
export * from './rulerPresets';
export * from './presetSettings';
export * from './rulerPreview';
export * from './lineNumbers';
export * from './highlightLines';
