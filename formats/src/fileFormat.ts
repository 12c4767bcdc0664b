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
