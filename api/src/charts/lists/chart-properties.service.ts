import { Inject, Injectable } from '@nestjs/common';
import {
  chartImageLink,
  type ChartFailureReason,
  type ChartProperties,
  type ChartPropertyChanges,
  type ChartRefusal,
  type ChartShareResponse,
  type ChartsPropertiesResponse,
  type ChartsPropertiesSaveResponse,
  type ChartType,
  type Craft,
} from '@steekwerk/model';
import type { z } from 'zod';
import type { chartShareRequestSchema } from '@steekwerk/model';
import { AppException } from '../../errors/app.exception';
import { ErrorCode } from '../../errors/error-codes';
import { FoldersService } from '../../folders/folders.service';
import { decideChartAccess, type Viewer } from '../chart-access';
import { CLOCK, type Clock } from '../chart-clock';
import { ChartRepository, type ChartRow } from '../charts.repository';
import { ChartListsRepository } from './chart-lists.repository';
import { ownedCharts } from './owned-charts';

type ShareChanges = z.output<typeof chartShareRequestSchema>;

const failure = (reason: ChartFailureReason) => ({ sfRequest: 'ok' as const, status: reason, reason });

/** A chart's properties as the viewer may see them (folder and addresses only for the owner). */
export function toProperties(chart: ChartRow, isOwner: boolean): ChartProperties {
  return {
    chartId: chart.id,
    title: chart.title,
    folderId: isOwner ? chart.folderId : '',
    craft: chart.craft as Craft,
    type: chart.type as ChartType,
    notes: chart.notes,
    locked: chart.locked,
    allowAnonymous: chart.allowAnonymous,
    allowUsers: isOwner ? [...chart.allowUsers] : [],
    allowClone: chart.allowClone,
    allowExport: chart.allowExport,
    ownedByUser: isOwner,
    columnCount: chart.columnCount,
    rowCount: chart.rowCount,
    revision: chart.revision,
    imageLink: chartImageLink(chart.id, chart.revision),
  };
}

/**
 * The changes that would alter a chart: those whose value differs from the chart's. A locked chart takes only
 * turning the lock off (spec §6), so `locked` is refused when anything else would change.
 */
export function effectiveChanges(chart: ChartRow, changes: ChartPropertyChanges): ChartPropertyChanges {
  const effective: Record<string, unknown> = {};
  const current: Record<keyof ChartPropertyChanges, unknown> = {
    title: chart.title,
    notes: chart.notes,
    folderId: chart.folderId,
    craft: chart.craft,
    type: chart.type,
    locked: chart.locked,
  };
  for (const [key, value] of Object.entries(changes) as Array<[keyof ChartPropertyChanges, unknown]>) {
    if (value !== undefined && value !== current[key]) effective[key] = value;
  }
  return effective as ChartPropertyChanges;
}

/** Why the owner may not apply `changes` to a chart, or undefined when they may. */
export function propertyRefusal(
  chart: ChartRow,
  changes: ChartPropertyChanges,
): ChartFailureReason | undefined {
  if (!chart.locked) return undefined;
  const { locked, ...others } = effectiveChanges(chart, changes);
  const unlockOnly = locked === false && Object.keys(others).length === 0;
  const nothing = locked === undefined && Object.keys(others).length === 0;
  return unlockOnly || nothing ? undefined : 'locked';
}

/**
 * The properties and sharing of charts outside the editor: read for everyone who may see a chart, changed only
 * by its owner; the row changes, no revision is made (the editor's next save keeps them, see
 * `saved-properties.ts`).
 */
@Injectable()
export class ChartPropertiesService {
  constructor(
    @Inject(ChartRepository) private readonly charts: ChartRepository,
    @Inject(ChartListsRepository) private readonly lists: ChartListsRepository,
    @Inject(FoldersService) private readonly folders: FoldersService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `charts/properties?ids=…` */
  async get(chartIds: readonly string[], viewer: Viewer): Promise<ChartsPropertiesResponse> {
    const rows = new Map((await this.charts.findCharts(chartIds)).map((row) => [row.id, row]));
    const charts: ChartProperties[] = [];
    const refused: ChartRefusal[] = [];
    for (const chartId of chartIds) {
      const chart = rows.get(chartId);
      const access = decideChartAccess(chart, viewer);
      if (!chart || !access.ok) refused.push({ chartId, reason: access.ok ? 'notFound' : access.reason });
      else charts.push(toProperties(chart, access.isOwner));
    }
    return { sfRequest: 'ok', status: 'ok', charts, refused };
  }

  /** `charts/properties/save`: the same changes on each of the owner's charts; the others are refused. */
  async save(
    chartIds: readonly string[],
    changes: ChartPropertyChanges,
    viewer: Viewer,
  ): Promise<ChartsPropertiesSaveResponse> {
    if (viewer.pending) throw new AppException(ErrorCode.AccountPending);
    if (changes.folderId && !(await this.folders.exists(viewer, changes.folderId))) {
      throw new AppException(ErrorCode.FolderNotFound);
    }
    return this.lists.transaction(async (manager) => {
      const { accepted: changed, refused } = await ownedCharts(
        this.charts,
        manager,
        chartIds,
        viewer,
        (chart) => propertyRefusal(chart, changes),
      );
      if (changed.length > 0) await this.lists.updateProperties(manager, changed, changes, this.clock.now());
      return { sfRequest: 'ok', status: 'ok', changed, refused };
    });
  }

  /** `chart/share/{chartId}`: the owner changes who may see, copy and export the chart (also when locked). */
  async share(chartId: string, changes: ShareChanges, viewer: Viewer | null): Promise<ChartShareResponse> {
    if (!viewer) return failure('notLoggedIn');
    if (viewer.pending) throw new AppException(ErrorCode.AccountPending);
    if (changes.allowUsers?.includes(viewer.emailAddress.toLowerCase())) {
      throw new AppException(ErrorCode.ShareWithSelf);
    }
    return this.lists.transaction(async (manager) => {
      const [chart] = await this.charts.findCharts([chartId], manager, true);
      const access = decideChartAccess(chart, viewer);
      if (!chart || !access.ok) return failure(access.ok ? 'notFound' : access.reason);
      if (!access.isOwner) return failure('accessDenied');
      await this.lists.updateSharing(manager, chartId, changes, changes.allowUsers);
      return {
        sfRequest: 'ok' as const,
        status: 'ok' as const,
        sharing: {
          allowAnonymous: changes.allowAnonymous ?? chart.allowAnonymous,
          allowUsers: changes.allowUsers ?? [...chart.allowUsers],
          allowClone: changes.allowClone ?? chart.allowClone,
          allowExport: changes.allowExport ?? chart.allowExport,
        },
      };
    });
  }
}
