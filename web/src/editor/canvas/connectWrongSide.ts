/**
 * Connects the wrong-side shading (`render/wrongSide/`) to the editor: a knitted lace, cable or brioche chart shades
 * every second row in work order (model `shadesWrongSideRows`) when it is worked back and forth, turning after every
 * row (model `turnsEveryRow`: in the round there is no wrong side); the rows follow the chart's size, type and
 * directions.
 */
import { isWrongSideRow, wrongSideRowsFrom } from '@steekwerk/model';
import type { Editor } from '../Editor';
import type { GridRenderer } from '../render/GridRenderer';
import { WrongSideLayer } from '../render/wrongSide/WrongSideLayer';

/** Shades the editor's wrong-side rows on `renderer`; returns the disconnect. */
export function connectWrongSide(renderer: GridRenderer, editor: Editor): () => void {
  const layer = renderer.addLayer((host) => new WrongSideLayer(host));
  const document = editor.document;
  let key = '';
  const sync = () => {
    if (!document.hasMetadata) return;
    const { settings, gridSettings } = document.meta;
    const rowsFrom = wrongSideRowsFrom(settings, gridSettings);
    const { rowCount, columnCount } = document;
    const next = rowsFrom ? `${rowsFrom},${rowCount},${columnCount}` : '';
    if (next === key) return;
    key = next;
    layer.setRows(
      rowsFrom
        ? { rowCount, columnCount, isWrongSide: (row) => isWrongSideRow(rowsFrom, rowCount, row) }
        : undefined,
    );
  };
  sync();
  const stop = editor.subscribe((event) => {
    if (event.type === 'document') sync();
  });
  return () => {
    stop();
    renderer.removeLayer(layer);
  };
}
