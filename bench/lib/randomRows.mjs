// The cells the rendering benchmarks draw: random styles (1–40 unless told) from a fixed seed.

/** `size`² random cells 1–`styleCount` (a fixed seed), as the rows string `"1:" + base64`. */
export function randomRows(size, styleCount = 40) {
  const cells = Buffer.alloc(size * size);
  let seed = 2024;
  for (let index = 0; index < cells.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    cells[index] = 1 + (seed % styleCount);
  }
  return `1:${cells.toString('base64')}`;
}
