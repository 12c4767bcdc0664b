/** Protocol and chart constants of spec §3 and §9. */

/** Prefix of the grid rows format: `"1:" + base64`, one byte per cell. */
export const GRID_ROWS_PREFIX = '1:';
/** Exact error text for any invalid grid rows value (spec §5). */
export const INVALID_GRID_ROWS = 'Invalid grid rows';
/** Version sent with `chart/save`. */
export const SAVE_PROTOCOL_VERSION = 11;
/** Version sent with `chart/get`. */
export const CHART_GET_VERSION = 19;
/** Version sent with `symbols`. */
export const SYMBOLS_VERSION = 1;
/** Chart id of a chart that has never been saved. */
export const NEW_CHART_ID = 'new';
/** Size of the empty grid a new chart starts with. */
export const NEW_CHART_SIZE = { columnCount: 100, rowCount: 100 } as const;
/** A cell value of 0 means no stitch; 1..255 are palette style ids. */
export const EMPTY_CELL = 0;
export const MAX_STYLE_ID = 255;
