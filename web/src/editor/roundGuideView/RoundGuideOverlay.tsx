import { roundCounts } from '@steekwerk/model';
import { roundGuideTexts } from '../../i18n/nlRoundGuide';
import type { Editor } from '../Editor';
import { guideShapes, type GuideShapes } from './guideShapes';
import { useEditorRefresh } from './useEditorRefresh';
import { viewOfChart } from './viewOfChart';
import './roundGuide.css';

function shapesOf(editor: Editor): GuideShapes[] {
  const { document } = editor;
  if (!document.isFreeform) return [];
  // A hidden layer's guide hides with its stitches (its counts would speak of stitches no longer shown).
  const shown = new Set(
    document.meta.layers.items.filter((layer) => layer.visible).map((layer) => layer.layerId),
  );
  const guides = (document.meta.freeform.roundGuides ?? []).filter((guide) => shown.has(guide.layerId));
  const { toView, pixelsPerUnit } = viewOfChart(editor);
  return guides.flatMap((guide) => {
    const counts = roundCounts(guide, document.freeformSymbols, document.palette.styles);
    const shapes = guideShapes(guide, counts, toView, pixelsPerUnit);
    return shapes ? [shapes] : [];
  });
}

/**
 * The chart's round guides drawn over the chart (issue 29): the rounds, the wedge lines, each round's number, the
 * start arrow and beside the guide each round's stitch count — as SVG over the canvas, taking no pointer input.
 * Guides on hidden layers are not drawn.
 */
export function RoundGuideOverlay({ editor }: { editor: Editor }) {
  useEditorRefresh(editor, true);
  const all = shapesOf(editor);
  if (all.length === 0) return null;
  return (
    <svg className="round-guide" role="img" aria-label={roundGuideTexts.drawing}>
      {all.map((shapes) => (
        <g key={shapes.guideId} data-guide={shapes.guideId}>
          {shapes.circles.map((circle, index) => (
            <circle key={index} className="round-guide__round" {...circle} />
          ))}
          {shapes.wedgeLines.map((line, index) => (
            <line key={index} className="round-guide__wedge" {...line} />
          ))}
          <line
            className="round-guide__arrow"
            x1={shapes.arrow.x1}
            y1={shapes.arrow.y1}
            x2={shapes.arrow.x2}
            y2={shapes.arrow.y2}
          />
          <path className="round-guide__arrow-head" d={shapes.arrow.head} />
          {shapes.roundNumbers.map((label, index) => (
            <text key={index} className="round-guide__number" x={label.x} y={label.y}>
              {label.text}
            </text>
          ))}
          {shapes.counts.map((label, index) => (
            <text key={index} className="round-guide__count" x={label.x} y={label.y}>
              {label.text}
            </text>
          ))}
        </g>
      ))}
    </svg>
  );
}
