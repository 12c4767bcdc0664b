import { Module } from '@nestjs/common';
import { ProgressController } from '../progress/progress.controller';
import { ProgressRepository } from '../progress/progress.repository';
import { ProgressService } from '../progress/progress.service';
import { SessionModule } from '../session/session.module';
import { CLOCK, systemClock, WRITE_LOCK_LEASE_MS, writeLockLeaseMs } from './chart-clock';
import { ChartsController } from './charts.controller';
import { ChartRepository } from './charts.repository';
import { ChartsService } from './charts.service';

/**
 * Charts and what is kept per chart: storage, revisions, the write lock, the changes loop and the progress
 * tracker. The clock and the lease are providers so tests can replace them.
 */
@Module({
  imports: [SessionModule],
  controllers: [ChartsController, ProgressController],
  providers: [
    ChartsService,
    ChartRepository,
    ProgressService,
    ProgressRepository,
    { provide: CLOCK, useValue: systemClock },
    { provide: WRITE_LOCK_LEASE_MS, useValue: writeLockLeaseMs },
  ],
  exports: [ChartRepository],
})
export class ChartsModule {}
