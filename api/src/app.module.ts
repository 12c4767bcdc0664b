import { DynamicModule, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountModule } from './account/account.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { ChartsModule } from './charts/charts.module';
import { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/dataSource';
import { EngineModule } from './engine/engine.module';
import { ErrorReportsModule } from './errors/error-reports.module';
import { FoldersModule } from './folders/folders.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PaymentsModule } from './payments/payments.module';
import { OwnDataModule } from './own-data/own-data.module';
import { SessionModule } from './session/session.module';
import { SymbolsModule } from './symbols/symbols.module';
import { WebAppModule } from './web-app/web-app.module';

/** Connection attempts at start-up before the server gives up (PostgreSQL may still be starting). */
const databaseConnectAttempts = 5;
const databaseRetryDelayMs = 2_000;

/** The whole server: one module per resource, plus configuration, database and engine. */
@Module({})
export class AppModule implements OnApplicationShutdown {
  onApplicationShutdown(signal?: string): void {
    new Logger('Steekwerk').log(signal ? `Stopped on ${signal}` : 'Stopped');
  }

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot({
          ...dataSourceOptions(config.databaseUrl),
          retryAttempts: databaseConnectAttempts,
          retryDelay: databaseRetryDelayMs,
        }),
        EngineModule,
        HealthModule,
        ErrorReportsModule,
        SessionModule,
        MailModule,
        AccountModule,
        ChartsModule,
        FoldersModule,
        SymbolsModule,
        CatalogueModule,
        NotificationsModule,
        PaymentsModule,
        OwnDataModule,
        WebAppModule,
      ],
    };
  }
}
