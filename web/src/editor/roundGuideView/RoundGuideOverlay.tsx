import { roundCounts, type RoundGuide } from '@steekwerk/model';
import { useState } from 'react';
import { roundGuideTexts } from '../../i18n/nlRoundGuide';
import type { Editor } from '../Editor';
import { chosenGuideOf, roundGuidesOf } from '../document/freeform/chosenGuide';
import { GuideCentreHandle } from './GuideCentreHandle';
import { guideShapes, type GuideShapes } from './guideShapes';
import { useEditorRefresh } from './useEditorRefresh';
import { useGuideChoice } from './useGuideChoice';
import { viewOfChart } from './viewOfChart';
import './roundGuide.css';

type Point = { readonly x: number; readonly y: number };

interface DrawnGuide {
  readonly guide: RoundGuide;
  readonly shapes: GuideShapes;
  readonly chosen: boolean;
}

/** The guides to draw, the one whose centre is dragged at its dragged place. */
function drawnGuides(editor: Editor, drag: { guideId: number; centre: Point } | undefined): DrawnGuide[] {
  const { document } = editor;
  if (!document.isFreeform) return [];
  const chosen = chosenGuideOf(document);
  // A hidden layer's guide hides with its stitches (its counts would speak of stitches no longer shown).
  const shown = new Set(
    document.meta.layers.items.filter((layer) => layer.visible).map((layer) => layer.layerId),
  );
  const { toView, pixelsPerUnit } = viewOfChart(editor);
  return roundGuidesOf(document)
    .filter((stored) => shown.has(stored.layerId))
    .flatMap((stored) => {
      const guide =
        drag?.guideId === stored.guideId
          ? { ...stored, centerX: drag.centre.x, centerY: drag.centre.y }
          : stored;
      const counts = roundCounts(guide, document.freeformSymbols, document.palette.styles);
      const shapes = guideShapes(guide, counts, toView, pixelsPerUnit);
      return shapes ? [{ guide: stored, shapes, chosen: stored.guideId === chosen?.guideId }] : [];
    });
}

/**
 * The chart's round guides drawn over the chart (issue 29): the rounds, the wedge lines, each round's number, the
 * start arrow and beside the guide each round's stitch count — as SVG over the canvas. The guide the panel works on
 * is drawn stronger (`data-chosen`, the others faded) with a centre handle, the only part taking pointer input.
 * Guides on hidden layers are not drawn.
 */
export function RoundGuideOverlay({ editor }: { editor: Editor }) {
  useEditorRefresh(editor, true);
  useGuideChoice(editor);
  const [drag, setDrag] = useState<{ guideId: number; centre: Point } | undefined>();
  const all = drawnGuides(editor, drag);
  if (all.length === 0) return null;
  const several = all.length > 1;
  return (
    <svg className="round-guide" role="img" aria-label={roundGuideTexts.drawing}>
      {all.map(({ guide, shapes, chosen }, index) => (
        <g
          key={shapes.guideId}
          data-guide={shapes.guideId}
          data-chosen={chosen ? 'true' : 'false'}
          className={chosen ? 'round-guide__guide round-guide__guide--chosen' : 'round-guide__guide'}
        >
          {shapes.circles.map((circle, at) => (
            <circle key={at} className="round-guide__round" {...circle} />
          ))}
          {shapes.wedgeLines.map((line, at) => (
            <line key={at} className="round-guide__wedge" {...line} />
          ))}
          <line
            className="round-guide__arrow"
            x1={shapes.arrow.x1}
            y1={shapes.arrow.y1}
            x2={shapes.arrow.x2}
            y2={shapes.arrow.y2}
          />
          <path className="round-guide__arrow-head" d={shapes.arrow.head} />
          {shapes.roundNumbers.map((label, at) => (
            <text key={at} className="round-guide__number" x={label.x} y={label.y}>
              {label.text}
            </text>
          ))}
          {shapes.counts.map((label, at) => (
            <text key={at} className="round-guide__count" x={label.x} y={label.y}>
              {label.text}
            </text>
          ))}
          {several && shapes.counts[0] && (
            <text className="round-guide__motif" x={shapes.counts[0].x} y={shapes.counts[0].y - 18}>
              {roundGuideTexts.motif(index + 1)}
            </text>
          )}
          {chosen && editor.editable && (
            <GuideCentreHandle
              editor={editor}
              guide={guide}
              at={{ x: shapes.circles[0]?.cx ?? 0, y: shapes.circles[0]?.cy ?? 0 }}
              onDrag={(centre) => setDrag(centre ? { guideId: guide.guideId, centre } : undefined)}
            />
          )}
        </g>
      ))}
    </svg>
  );
}
