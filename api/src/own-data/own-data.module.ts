import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module';
import { CLOCK, systemClock } from '../charts/chart-clock';
import { ChartsModule } from '../charts/charts.module';
import { FoldersModule } from '../folders/folders.module';
import { SessionModule } from '../session/session.module';
import { AccountDeletionService } from './account-deletion.service';
import { DataExportService } from './data-export.service';
import { OwnDataController } from './own-data.controller';
import { OwnDataRepository } from './own-data.repository';

/** The user's own data (issue 24): the data export and deleting the account. */
@Module({
  imports: [SessionModule, AccountModule, ChartsModule, FoldersModule],
  controllers: [OwnDataController],
  providers: [
    DataExportService,
    AccountDeletionService,
    OwnDataRepository,
    { provide: CLOCK, useValue: systemClock },
  ],
})
export class OwnDataModule {}
