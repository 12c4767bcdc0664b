// The size budget of the built web app (issue 25): what each screen fetches before its first useful paint, read
// from Vite's manifest (web/dist/.vite/manifest.json), and where pdf-lib may appear. Pure functions over the
// manifest and the files' sizes and texts; scripts/bundle-budget.mjs reads web/dist and prints the verdict.

/**
 * The files a screen loads: the chunks of its manifest entries with every chunk they import statically (a
 * dynamic import loads later, on use), plus the files in `assets` whose names start with one of `extraFiles`
 * (the workers and the wasm, which the manifest does not list).
 *
 * @param {Record<string, { file: string, imports?: string[] }>} manifest Vite's build manifest
 * @param {readonly string[]} entries manifest keys (`index.html`, `src/pages/editor/ChartEditorPage.tsx`)
 * @param {readonly string[]} assets the file names under dist/assets
 * @param {readonly string[]} [extraFiles] name prefixes with the dot or dash after them (`engine.worker-`)
 * @returns {string[]} paths relative to dist, sorted
 */
export function filesOfScreen(manifest, entries, assets, extraFiles = []) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no entry "${key}" (renamed or moved?)`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  for (const prefix of extraFiles) {
    const matches = assets.filter((name) => name.startsWith(prefix));
    if (matches.length !== 1) {
      throw new Error(`expected one file named ${prefix}… in dist/assets, found ${matches.length}`);
    }
    files.add(`assets/${matches[0]}`);
  }
  return [...files].sort();
}

/**
 * Bytes of JavaScript and wasm (uncompressed) among `files`; CSS and fonts are not counted.
 *
 * @param {readonly string[]} files
 * @param {(file: string) => number} sizeOf
 */
export function scriptBytes(files, sizeOf) {
  return files.filter((file) => /\.(m?js|wasm)$/.test(file)).reduce((total, file) => total + sizeOf(file), 0);
}

/**
 * The budget's verdict: one message per broken rule (empty when every rule holds) and the figures measured.
 *
 * @param {{
 *   chunks: Record<string, number>,
 *   screens: Record<string, { entries: string[], extraFiles?: string[], maxBytes: number, without?: Record<string, string> }>,
 *   pdfWriter: { marker: string, allowedIn: string[] },
 * }} budget the budget file (scripts/bundle-budget.json)
 * @param {{
 *   manifest: Record<string, { file: string, imports?: string[] }>,
 *   assets: readonly string[],
 *   sizeOf: (file: string) => number,
 *   textOf: (file: string) => string,
 * }} dist the built app
 * @returns {{ failures: string[], figures: Record<string, number> }}
 */
export function checkBudget(budget, dist) {
  const failures = [];
  const figures = {};
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  for (const [key, maxBytes] of Object.entries(budget.chunks)) {
    const chunk = dist.manifest[key];
    if (!chunk) {
      failures.push(`The budget names the chunk of ${key}, which the manifest does not have.`);
      continue;
    }
    const bytes = dist.sizeOf(chunk.file);
    figures[`chunk ${key}`] = bytes;
    if (bytes > maxBytes) {
      failures.push(
        `The chunk of ${key} (${chunk.file}) is ${kB(bytes)}, over its budget of ${kB(maxBytes)}: ` +
          'load what the first paint does not need lazily, or raise the budget in scripts/bundle-budget.json with the reason.',
      );
    }
  }
  for (const [screen, rule] of Object.entries(budget.screens)) {
    let files;
    try {
      files = filesOfScreen(dist.manifest, rule.entries, dist.assets, rule.extraFiles);
    } catch (error) {
      failures.push(`The screen ${screen}: ${error.message}.`);
      continue;
    }
    const bytes = scriptBytes(files, dist.sizeOf);
    figures[`screen ${screen}`] = bytes;
    // What a screen must not load at all (the landing page and the login: no PixiJS, no engine), by a text each
    // library's code carries.
    for (const [library, marker] of Object.entries(rule.without ?? {})) {
      const carrier = files.find((file) => /\.m?js$/.test(file) && dist.textOf(file).includes(marker));
      if (carrier) {
        failures.push(
          `The screen ${screen} loads ${library} (${carrier.replace(/^assets\//, '')}): load it lazily where it is used.`,
        );
      }
    }
    if (bytes > rule.maxBytes) {
      const largest = files
        .map((file) => [file, dist.sizeOf(file)])
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([file, size]) => `${file.replace(/^assets\//, '')} ${kB(size)}`)
        .join(', ');
      failures.push(
        `The screen ${screen} loads ${kB(bytes)} of JavaScript and wasm, over its budget of ${kB(rule.maxBytes)} ` +
          `(largest: ${largest}).`,
      );
    }
  }
  const { marker, allowedIn } = budget.pdfWriter;
  let markerSeen = false;
  for (const name of dist.assets) {
    if (!/\.m?js$/.test(name) || !dist.textOf(`assets/${name}`).includes(marker)) continue;
    markerSeen = true;
    if (!allowedIn.some((prefix) => name.startsWith(prefix))) {
      failures.push(
        `pdf-lib is in ${name}: only the export worker may load the PDF writer. Import @steekwerk/formats/read, ` +
          '/written or /chart-files instead of the main entry or /pdf.',
      );
    }
  }
  if (!markerSeen) {
    // Else a changed library would pass the check unseen: the export worker itself must still show the marker.
    failures.push(`No file contains "${marker}", not even the export worker: update pdfWriter.marker.`);
  }
  return { failures, figures };
}
