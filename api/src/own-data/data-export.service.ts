import { randomUUID } from 'node:crypto';
/**
 * "Mijn gegevens downloaden": one ZIP with the account (`account.json`), every chart the user owns as Steekwerk
 * JSON and OXS (`charts/<title>-<chartId>.json|.oxs`, the bin included) and the user's progress on every chart
 * they follow (`progress/<chartId>.json`). The files are the ones the web app's download writes, from the same
 * writers of `@steekwerk/formats`. Charts are read one at a time and each is in the ZIP before the next is read,
 * so a user with a thousand large charts costs the server one chart's memory, not a thousand.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { chartSnapshotOf, fileBaseOf, writeOxs, writeSteekwerkJson } from '@steekwerk/formats/chart-files';
import { isFreeformCraft, resolveUserSettings, type Folder } from '@steekwerk/model';
import type { Readable } from 'node:stream';
import type { UserEntity } from '../account/user.entity';
import { toWireUser } from '../account/user.mapper';
import { UsersRepository } from '../account/users.repository';
import { viewerOf } from '../charts/viewer';
import { CLOCK, type Clock } from '../charts/chart-clock';
import { ChartsService } from '../charts/charts.service';
import type { Viewer } from '../charts/chart-access';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';
import { FoldersService } from '../folders/folders.service';
import { ProgressService } from '../progress/progress.service';
import { OwnDataRepository, type OwnChartRow } from './own-data.repository';
import { ZipClosedError, ZipWriter } from './zip-writer';

/** The `format` of `account.json`, so a reader knows what the file is. */
export const accountFileFormat = 'steekwerk-account';

/** A started export: the ZIP's bytes and the name the browser saves it under. */
export interface DataExport {
  readonly stream: Readable;
  readonly fileName: string;
}

/** The files of a chart in the ZIP. */
export function chartFileNames(chart: Pick<OwnChartRow, 'chartId' | 'title'>): { json: string; oxs: string } {
  const base = `charts/${fileBaseOf(chart.title)}-${chart.chartId}`;
  return { json: `${base}.json`, oxs: `${base}.oxs` };
}

/** How long an export's mark keeps a second one out at most (a process that died mid-export leaves its mark). */
export const staleExportMs = 15 * 60 * 1000;

@Injectable()
export class DataExportService {
  private readonly logger = new Logger('DataExport');

  constructor(
    @Inject(OwnDataRepository) private readonly ownData: OwnDataRepository,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(ChartsService) private readonly charts: ChartsService,
    @Inject(ProgressService) private readonly progress: ProgressService,
    @Inject(FoldersService) private readonly folders: FoldersService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Starts writing the user's ZIP; the caller sends its stream. A second export of the same user while the first
   * is still being written is refused, so one user cannot make the servers build many at once: the mark is kept in
   * PostgreSQL (`data_exports_running`), shared by every API process; a mark older than {@link staleExportMs} is a
   * process that died mid-export and is taken over.
   *
   * @throws AppException `ExportBusy` (429)
   */
  async start(user: UserEntity): Promise<DataExport> {
    const now = this.clock.now();
    const exportId = randomUUID();
    const staleBefore = new Date(now.getTime() - staleExportMs);
    if (!(await this.ownData.claimExport(user.id, exportId, now, staleBefore))) {
      throw new AppException(ErrorCode.ExportBusy);
    }
    const zip = new ZipWriter();
    const release = () =>
      this.ownData.releaseExport(user.id, exportId).catch((error: unknown) => {
        this.logger.warn(`Export mark of user ${user.id} not removed: ${String(error)}`);
      });
    // Released before the ZIP's last bytes go out (a next export right after the download finds no mark), and
    // when the download stops early.
    zip.stream.once('close', () => void release());
    void this.write(zip, user, now, release).catch((error: unknown) => {
      if (error instanceof ZipClosedError) return;
      this.logger.error(`Export of user ${user.id} failed`, error instanceof Error ? error.stack : error);
      zip.fail(error instanceof Error ? error : new Error(String(error)));
    });
    return { stream: zip.stream, fileName: `steekwerk-gegevens-${now.toISOString().slice(0, 10)}.zip` };
  }

  private async write(
    zip: ZipWriter,
    user: UserEntity,
    now: Date,
    beforeFinish: () => Promise<void>,
  ): Promise<void> {
    const viewer = viewerOf(user)!;
    const charts: Array<OwnChartRow & { files: { json: string; oxs: string | null } | null }> = [];
    for await (const row of pages((after) => this.ownData.ownChartsPage(user.id, after))) {
      charts.push({ ...row, files: await this.addChart(zip, row, viewer) });
    }
    const progressFiles: string[] = [];
    for await (const row of pages((after) => this.ownData.progressChartsPage(user.id, after))) {
      const tracker = await this.progress.storedTracker(row.chartId, user.id, row);
      if (!tracker) continue;
      const name = `progress/${row.chartId}.json`;
      await zip.add(name, `${JSON.stringify(tracker, null, 1)}\n`, now);
      progressFiles.push(name);
    }
    await zip.add('account.json', await this.accountFile(user, viewer, now, charts, progressFiles), now);
    await beforeFinish();
    await zip.finish();
  }

  /**
   * The chart's two files, or null when it was deleted while the export ran. A freeform chart (issue 29) has no grid
   * for an OXS file: its Steekwerk file alone (`oxs` null in the index).
   */
  private async addChart(zip: ZipWriter, row: OwnChartRow, viewer: Viewer) {
    const copy = await this.charts.ownerCopy(row.chartId, viewer);
    if (!copy) return null;
    const files = chartFileNames(row);
    const snapshot = chartSnapshotOf(copy.state);
    await zip.add(files.json, writeSteekwerkJson(snapshot), row.modifiedAt);
    if (isFreeformCraft(copy.state.settings.craft)) return { ...files, oxs: null };
    await zip.add(files.oxs, writeOxs(snapshot), row.modifiedAt);
    return files;
  }

  /** `account.json`: the user as the web app sees them, settings, folders, dates and an index of the files. */
  private async accountFile(
    user: UserEntity,
    viewer: Viewer,
    now: Date,
    charts: ReadonlyArray<OwnChartRow & { files: { json: string; oxs: string | null } | null }>,
    progressFiles: readonly string[],
  ): Promise<string> {
    const folders: Folder[] = (await this.folders.list(viewer)).folders;
    const account = {
      format: accountFileFormat,
      version: 1,
      exportedAt: now.toISOString(),
      user: toWireUser(user),
      settings: resolveUserSettings(await this.users.readSettings(user.id)),
      dates: {
        registeredAt: user.createdAt.toISOString(),
        activatedAt: user.activatedAt?.toISOString() ?? null,
      },
      folders: folders.map(({ folderId, title }) => ({ folderId, title })),
      charts: charts
        .filter((chart) => chart.files !== null)
        .map((chart) => ({
          chartId: chart.chartId,
          title: chart.title,
          folderId: chart.folderId,
          inBin: chart.inBin,
          dateCreated: chart.createdAt.toISOString(),
          dateModified: chart.modifiedAt.toISOString(),
          files: chart.files,
        })),
      progress: progressFiles,
    };
    return `${JSON.stringify(account, null, 1)}\n`;
  }
}

/** The rows of a keyset-paged query, page after page, until a page comes back empty. */
async function* pages<Row extends { readonly chartId: string }>(
  page: (afterId: string) => Promise<Row[]>,
): AsyncGenerator<Row> {
  let after = '';
  for (;;) {
    const rows = await page(after);
    if (rows.length === 0) return;
    yield* rows;
    after = rows[rows.length - 1]!.chartId;
  }
}
