/** The grid shader's visibility mask of a chart of several layers (gridShader.ts, `uVisibleLayers`: an i32). */

/** The most layers the mask holds; the premium tier allows 20. */
export const maximumShaderLayers = 31;

/** The visibility mask: bit n set when layer n (bottom first) is visible. */
export function visibilityMask(visible: readonly boolean[]): number {
  if (visible.length > maximumShaderLayers) {
    throw new RangeError(`At most ${maximumShaderLayers} layers, got ${visible.length}`);
  }
  let mask = 0;
  visible.forEach((shown, index) => {
    if (shown) mask |= 1 << index;
  });
  return mask;
}
