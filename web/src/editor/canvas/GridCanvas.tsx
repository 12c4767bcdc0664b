import { useEffect, useRef, useState } from 'react';
import type { ChartDocument } from '../document/ChartDocument';
import { GridRenderer, WebGlUnavailableError } from '../render/GridRenderer';

export type GridCanvasFailure = 'webglUnavailable' | 'renderFailed';

interface GridCanvasProps {
  readonly chart: ChartDocument;
  /** The accessible name of the drawing. */
  readonly label: string;
  readonly onFailure: (failure: GridCanvasFailure) => void;
}

/**
 * Hosts the grid renderer: makes a canvas the size of this element, hands it the document's cells and keeps it
 * sized. `data-ready="true"` marks that a frame with the cells has been drawn (for tests and benchmarks).
 */
export function GridCanvas({ chart, label, onFailure }: GridCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const onFailureRef = useRef(onFailure);
  const [drawnChart, setDrawnChart] = useState<ChartDocument | undefined>(undefined);

  useEffect(() => {
    onFailureRef.current = onFailure;
  }, [onFailure]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    let cancelled = false;
    let renderer: GridRenderer | undefined;
    let observer: ResizeObserver | undefined;
    // A fresh canvas per renderer: a destroyed renderer may have lost its canvas's WebGL context for good.
    const canvas = document.createElement('canvas');
    canvas.className = 'grid-canvas__canvas';
    host.append(canvas);
    const { width, height } = host.getBoundingClientRect();

    GridRenderer.create({
      canvas,
      width: Math.max(1, width),
      height: Math.max(1, height),
      onFrame: () => {
        if (!cancelled) setDrawnChart(chart);
      },
    })
      .then((created) => {
        if (cancelled) {
          created.destroy();
          return;
        }
        renderer = created;
        created.setCells(chart.cells, chart.columnCount, chart.rowCount);
        observer = new ResizeObserver(([entry]) => {
          if (entry) created.resize(entry.contentRect.width, entry.contentRect.height);
        });
        observer.observe(host);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('[editor] drawing the grid failed', error);
        onFailureRef.current(error instanceof WebGlUnavailableError ? 'webglUnavailable' : 'renderFailed');
      });

    return () => {
      cancelled = true;
      observer?.disconnect();
      renderer?.destroy();
      canvas.remove();
    };
  }, [chart]);

  return (
    <div
      ref={hostRef}
      className="grid-canvas"
      role="img"
      aria-label={label}
      data-ready={drawnChart === chart ? 'true' : 'false'}
      data-decoded-bytes={chart.cells.byteLength}
    />
  );
}
