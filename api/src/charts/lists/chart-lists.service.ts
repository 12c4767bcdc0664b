import { Inject, Injectable } from '@nestjs/common';
import {
  chartImageLink,
  chartTypesMatching,
  craftsMatching,
  searchWords,
  type ChartListEntry,
  type ChartsOrder,
  type ChartsListParsedQuery,
  type ChartsListResponse,
  type ChartType,
  type Craft,
  hasUnstorableCharacter,
} from '@steekwerk/model';
import { sharedAddressOf, type Viewer } from '../chart-access';
import { AppException } from '../../errors/app.exception';
import { ErrorCode } from '../../errors/error-codes';
import {
  ChartListsRepository,
  type ListCursor,
  type ListRow,
  type SearchWord,
} from './chart-lists.repository';

/** `after` cursors: base64url of `[sortKey, chartId]`. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

/** The sort key of a date order as the cursor holds it: an ISO time in UTC with microseconds. */
const isoKey = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Whether `key` is {@link isoKey} and names a time that exists (no 30 February, no 24:61, no year 0). */
function isRealTime(key: string): boolean {
  if (!isoKey.test(key) || key.startsWith('0000')) return false;
  const time = new Date(key);
  return !Number.isNaN(time.getTime()) && time.toISOString().slice(0, 19) === key.slice(0, 19);
}

/** Reads a cursor of the given order; a cursor the server did not make is a 400. */
export function decodeCursor(text: string, order: ChartsOrder): ListCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      value[0].length <= 250 &&
      !hasUnstorableCharacter(value[0]) &&
      (order === 'title' || isRealTime(value[0])) &&
      /^[A-Za-z0-9_-]{1,64}$/.test(value[1])
    ) {
      return { key: value[0], id: value[1] };
    }
  } catch {
    // falls through to the error below
  }
  throw new AppException(ErrorCode.InvalidInput, 'after: Ongeldige positie in de lijst.');
}

/** A `LIKE` pattern finding `word` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The search words of a query, each with its pattern and the crafts and types it names. */
export function searchTerms(text: string | undefined): SearchWord[] {
  return searchWords(text ?? '').map((word) => ({
    pattern: containsPattern(word),
    crafts: craftsMatching(word),
    types: chartTypesMatching(word),
  }));
}

/** A list row as the client sees it: only the owner sees the folder and the shared addresses. */
export function toListEntry(row: ListRow, viewerId: string): ChartListEntry {
  const owned = row.ownerId === viewerId;
  return {
    chartId: row.id,
    title: row.title,
    imageLink: chartImageLink(row.id, row.revision),
    folderId: owned ? row.folderId : '',
    locked: row.locked,
    dateOpened: row.dateOpened?.toISOString() ?? '',
    allowAnonymous: row.allowAnonymous,
    allowUsers: owned ? [...row.allowUsers] : [],
    ownedByUser: owned,
    craft: row.craft as Craft,
    type: row.type as ChartType,
    columnCount: row.columnCount,
    rowCount: row.rowCount,
    revision: row.revision,
    dateCreated: row.createdAt.toISOString(),
    dateModified: row.modifiedAt.toISOString(),
    allowClone: row.allowClone,
    allowExport: row.allowExport,
  };
}

/**
 * `charts/list`: a page of one folder view of the viewer's charts (own and shared with them), in the order of
 * their `chartsOrder` setting, optionally searched. The bin and the folders hold only the viewer's own charts.
 */
@Injectable()
export class ChartListsService {
  constructor(@Inject(ChartListsRepository) private readonly lists: ChartListsRepository) {}

  async list(viewer: Viewer | null, query: ChartsListParsedQuery): Promise<ChartsListResponse> {
    if (!viewer) return { sfRequest: 'ok', status: 'notLoggedIn' };
    const rows = await this.lists.page({
      userId: viewer.userId,
      sharedAddress: sharedAddressOf(viewer),
      folder: query.folder,
      order: query.order,
      words: searchTerms(query.q),
      after: query.after === undefined ? undefined : decodeCursor(query.after, query.order),
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      sfRequest: 'ok',
      status: 'ok',
      charts: page.map((row) => toListEntry(row, viewer.userId)),
      next: rows.length > query.limit && last ? encodeCursor({ key: last.sortKey, id: last.id }) : null,
    };
  }
}
