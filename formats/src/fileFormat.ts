/** The kinds of chart file Steekwerk reads or writes; the kind follows the file name's extension. */
export type ChartFileFormat = 'oxs' | 'json' | 'png' | 'pdf' | 'txt';

const byExtension: Readonly<Record<string, ChartFileFormat>> = {
  oxs: 'oxs',
  json: 'json',
  png: 'png',
  pdf: 'pdf',
  txt: 'txt',
};

/** The format a file name's extension names (case-insensitive), or undefined for any other name. */
export function formatOfFileName(fileName: string): ChartFileFormat | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0 || dot === fileName.length - 1) return undefined;
  return byExtension[fileName.slice(dot + 1).toLowerCase()];
}

/**
 * The base of a file name made from a chart's title: letters, digits, spaces (as `-`), `-` and `_`, accents
 * dropped, at most 80 characters; "chart" when nothing is left.
 */
export function fileBaseOf(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 _-]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return base || 'chart';
}

/** A file name from the chart's title (see {@link fileBaseOf}) and an extension without its dot. */
export function fileNameOf(title: string, extension: string): string {
  return `${fileBaseOf(title)}.${extension}`;
}
