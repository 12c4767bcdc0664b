import { useEffect, useRef } from 'react';
import type { ConvertedPicture } from '../engine/engineClient';
import { nl } from '../i18n/nl';

/** The converted chart as a picture: one pixel per cell, scaled up without smoothing. */
export function ChartPreview({ chart }: { chart: ConvertedPicture | undefined }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !chart) return;
    canvas.width = chart.columns;
    canvas.height = chart.rows;
    const image = context.createImageData(chart.columns, chart.rows);
    chart.cells.forEach((cell, index) => {
      if (cell === 0) return;
      const colour = (cell - 1) * 3;
      image.data.set(
        [chart.rgb[colour] ?? 0, chart.rgb[colour + 1] ?? 0, chart.rgb[colour + 2] ?? 0, 255],
        index * 4,
      );
    });
    context.putImageData(image, 0, 0);
  }, [chart]);
  if (!chart) return <p className="picture-import__waiting">{nl.pictureImport.previewWaiting}</p>;
  const texts = nl.pictureImport;
  return (
    <figure className="picture-import__figure">
      <canvas
        ref={canvasRef}
        className="picture-import__chart"
        role="img"
        aria-label={`${texts.previewLabel}: ${texts.chartSize(chart.columns, chart.rows)}`}
        data-columns={chart.columns}
        data-rows={chart.rows}
        data-colours={chart.rgb.length / 3}
      />
      <figcaption>
        {texts.chartSize(chart.columns, chart.rows)} ·{' '}
        {texts.report(chart.rgb.length / 3, (chart.confettiShare * 100).toFixed(1).replace('.', ','))}
      </figcaption>
    </figure>
  );
}
