/**
 * The tracker's colour table (256 × 6 RGBA, one column per style id): the finished colours of {@link cellLook} per
 * style and state, with fading and the highlight's dimming already mixed in, so the shader reads one texel where
 * the editor reads the palette and adds only the done flag. Rows: 0/1 the background of a to-do/done stitch whose
 * symbol shows, 2/3 its symbol's colour, 4/5 the colour of a to-do/done stitch where no symbol can show.
 * Mixing is linear, so fading the background and the symbol apart equals fading the mixed pixel.
 */
import type { Rgb } from './gridTheme';
import { paletteSize, type StyleVisual } from './styleTextures';
import { dimAmount, fadeAmount, type TrackerLook } from './trackerLook';

/** Rows of the table. */
export const trackerTableRows = 6;

/** Ids not in the palette, as in the editor's palette. */
const unknownStyle: Rgb = [0xff, 0x00, 0xff];

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((channel) =>
    Math.round((from[channel] ?? 0) * (1 - amount) + (to[channel] ?? 0) * amount),
  ) as unknown as Rgb;
}

/** The table for a palette, the grid's empty-cell colour and a look. */
export function buildTrackerTableRgba(
  styles: readonly StyleVisual[],
  plain: Rgb,
  look: TrackerLook,
): Uint8Array<ArrayBuffer> {
  const rgba = new Uint8Array(paletteSize * trackerTableRows * 4);
  const byId = new Map(styles.map((style) => [style.styleId, style]));
  const put = (id: number, row: number, colour: Rgb) =>
    rgba.set([colour[0], colour[1], colour[2], 0xff], (row * paletteSize + id) * 4);
  for (let id = 0; id < paletteSize; id += 1) {
    const style = byId.get(id);
    const background = style?.background ?? unknownStyle;
    const foreground = style?.foreground ?? unknownStyle;
    const highlighted = look.highlight !== 0 && look.highlight === id;
    const dimmed = look.highlight !== 0 && !highlighted;
    for (const done of [0, 1] as const) {
      if (id === 0) {
        for (const row of [done, 2 + done, 4 + done]) put(id, row, plain);
        continue;
      }
      const stitch = done === 1 ? look.done : look.todo;
      const faded = highlighted ? done === 1 : stitch.faded;
      const finish = (colour: Rgb): Rgb => {
        const afterFade = faded ? mix(colour, plain, fadeAmount) : colour;
        return dimmed ? mix(afterFade, plain, dimAmount) : afterFade;
      };
      const fill = stitch.fill || (highlighted && done === 0);
      put(id, done, finish(fill ? background : plain));
      put(id, 2 + done, finish(fill ? foreground : look.ink));
      put(id, 4 + done, finish(background));
    }
  }
  return rgba;
}
