import { useEffect, useState } from 'react';
import type { Editor } from '../Editor';
import type { ParkingMarker } from '../tracker/trackerState';
import { placeGrid, type GridPlacement } from '../viewport/camera';

/** The side of a marker's triangle in CSS pixels: most of a cell, never too small to see or too big. */
export function markerSize(cellWidth: number): number {
  return Math.min(18, Math.max(9, cellWidth * 0.6));
}

/**
 * The triangle of a parking marker, as SVG points: its right angle at the parked corner of the cell, its legs
 * running into the cell along the cell's edges.
 */
export function markerPoints(
  marker: Pick<ParkingMarker, 'x' | 'y' | 'corner'>,
  placement: GridPlacement,
): string {
  const right = marker.corner === 'topRight' || marker.corner === 'bottomRight';
  const bottom = marker.corner === 'bottomLeft' || marker.corner === 'bottomRight';
  const x = placement.originX + (marker.x + (right ? 1 : 0)) * placement.cellWidth;
  const y = placement.originY + (marker.y + (bottom ? 1 : 0)) * placement.cellHeight;
  const size = markerSize(placement.cellWidth);
  const dx = right ? -size : size;
  const dy = bottom ? -size : size;
  return [
    [x, y],
    [x + dx, y],
    [x, y + dy],
  ]
    .map(([px, py]) => `${round(px ?? 0)},${round(py ?? 0)}`)
    .join(' ');
}

/** Black or white, whichever stands out more against a `#rrggbb` colour. */
export function contrastingOutline(colour: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(colour)) return '#000000';
  const value = Number.parseInt(colour.slice(1), 16);
  const luminance = 0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance > 140 ? '#000000' : '#ffffff';
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

interface Drawn {
  readonly markers: readonly ParkingMarker[];
  readonly placement: GridPlacement;
  readonly width: number;
  readonly height: number;
}

function drawnOf(editor: Editor): Drawn | undefined {
  if (editor.mode !== 'progressTracker' || !editor.document.hasMetadata) return undefined;
  const markers = editor.sessions.tracker.tracker.parking;
  if (markers.length === 0) return undefined;
  const camera = editor.camera;
  return {
    markers,
    placement: placeGrid(camera, editor.document),
    width: camera.viewWidth,
    height: camera.viewHeight,
  };
}

/**
 * The tracker's parking markers over the grid (tracker mode only): a small triangle in the style's colour with a
 * contrasting outline at the parked corner of its cell, following pan and zoom, the same size at every zoom.
 * It takes no pointer input; the tracker panel lists and changes the markers.
 */
export function ParkingMarkers({ editor }: { editor: Editor }) {
  const [drawn, setDrawn] = useState<Drawn | undefined>(() => drawnOf(editor));

  useEffect(() => {
    const update = () => setDrawn(drawnOf(editor));
    update();
    const tool = editor.sessions.tracker;
    const stopTool = tool.subscribe(update);
    const stopEditor = editor.subscribe((event) => {
      if (event.type === 'camera' || event.type === 'state' || event.type === 'document') update();
    });
    return () => {
      stopTool();
      stopEditor();
    };
  }, [editor]);

  if (!drawn) return null;
  const colours = new Map(
    editor.document.palette.styles.map((style) => [style.styleId, style.colorBackground]),
  );
  return (
    <svg
      className="grid-viewport__parking"
      width={drawn.width}
      height={drawn.height}
      aria-hidden="true"
      data-parking={drawn.markers
        .map((marker) => `${marker.styleId}@${marker.x},${marker.y},${marker.corner}`)
        .join(' ')}
    >
      {drawn.markers.map((marker) => {
        const fill = colours.get(marker.styleId) ?? '#888888';
        return (
          <polygon
            key={marker.styleId}
            points={markerPoints(marker, drawn.placement)}
            fill={fill}
            stroke={contrastingOutline(fill)}
            strokeWidth={1.5}
            strokeLinejoin="round"
          />
        );
      })}
    </svg>
  );
}
