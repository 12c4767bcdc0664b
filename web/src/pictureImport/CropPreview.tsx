import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { PictureCrop } from '../engine/engineClient';
import { nl } from '../i18n/nl';

interface CropPreviewProps {
  readonly preview: ImageBitmap | undefined;
  /** The picture's size as shown, in pixels. */
  readonly width: number;
  readonly height: number;
  /** The crop in use (the square one when square is on). */
  readonly crop: PictureCrop;
  readonly onCrop: (crop: PictureCrop | undefined) => void;
}

const displayWidth = 480;

/** Moves or resizes a crop by a key press; undefined for other keys. */
export function cropAfterKey(
  crop: PictureCrop,
  key: string,
  resize: boolean,
  width: number,
  height: number,
): PictureCrop | undefined {
  const stepX = Math.max(1, Math.round(width / 50));
  const stepY = Math.max(1, Math.round(height / 50));
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-stepX, 0],
    ArrowRight: [stepX, 0],
    ArrowUp: [0, -stepY],
    ArrowDown: [0, stepY],
  };
  const move = moves[key];
  if (!move) return undefined;
  const [dx, dy] = move;
  if (resize) {
    const cropWidth = Math.min(width - crop.x, Math.max(1, crop.width + dx));
    const cropHeight = Math.min(height - crop.y, Math.max(1, crop.height + dy));
    return { ...crop, width: cropWidth, height: cropHeight };
  }
  return {
    ...crop,
    x: Math.min(width - crop.width, Math.max(0, crop.x + dx)),
    y: Math.min(height - crop.height, Math.max(0, crop.y + dy)),
  };
}

/** The picture with its crop: drag to choose a part, arrow keys to move it (Shift: resize). */
export function CropPreview({ preview, width, height, crop, onCrop }: CropPreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drag, setDrag] = useState<{ x: number; y: number } | undefined>(undefined);
  const scale = displayWidth / width;
  const displayHeight = Math.max(1, Math.round(height * scale));

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    canvas.width = displayWidth;
    canvas.height = displayHeight;
    context.clearRect(0, 0, displayWidth, displayHeight);
    if (preview) context.drawImage(preview, 0, 0, displayWidth, displayHeight);
    context.fillStyle = 'rgba(0, 0, 0, 0.45)';
    const x = crop.x * scale;
    const y = crop.y * scale;
    const w = crop.width * scale;
    const h = crop.height * scale;
    context.fillRect(0, 0, displayWidth, y);
    context.fillRect(0, y + h, displayWidth, displayHeight - y - h);
    context.fillRect(0, y, x, h);
    context.fillRect(x + w, y, displayWidth - x - w, h);
    context.strokeStyle = '#ffffff';
    context.lineWidth = 2;
    context.strokeRect(x + 1, y + 1, Math.max(0, w - 2), Math.max(0, h - 2));
  }, [preview, crop, scale, displayHeight]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - bounds.left) / Math.max(1, bounds.width)) * width;
    const y = ((event.clientY - bounds.top) / Math.max(1, bounds.height)) * height;
    return { x: Math.min(width, Math.max(0, x)), y: Math.min(height, Math.max(0, y)) };
  };
  const cropBetween = (a: { x: number; y: number }, b: { x: number; y: number }): PictureCrop => ({
    x: Math.round(Math.min(a.x, b.x)),
    y: Math.round(Math.min(a.y, b.y)),
    width: Math.max(1, Math.round(Math.abs(a.x - b.x))),
    height: Math.max(1, Math.round(Math.abs(a.y - b.y))),
  });

  return (
    <canvas
      ref={canvasRef}
      className="picture-import__source"
      tabIndex={0}
      role="img"
      aria-label={nl.pictureImport.cropLabel}
      data-crop={`${crop.x},${crop.y},${crop.width},${crop.height}`}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        setDrag(pointOf(event));
      }}
      onPointerMove={(event) => {
        if (drag) onCrop(cropBetween(drag, pointOf(event)));
      }}
      onPointerUp={(event) => {
        if (!drag) return;
        const end = pointOf(event);
        setDrag(undefined);
        // A click without a drag keeps the crop.
        if (Math.abs(end.x - drag.x) >= 2 && Math.abs(end.y - drag.y) >= 2) onCrop(cropBetween(drag, end));
      }}
      onKeyDown={(event: KeyboardEvent<HTMLCanvasElement>) => {
        const next = cropAfterKey(crop, event.key, event.shiftKey, width, height);
        if (!next) return;
        event.preventDefault();
        onCrop(next);
      }}
    />
  );
}
