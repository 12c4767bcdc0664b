import { CreateErrorReports1795326406136 } from './1795326406136-CreateErrorReports';
import { CreateAccounts1795363200000 } from './1795363200000-CreateAccounts';
import { CreateCharts1795400000000 } from './1795400000000-CreateCharts';
import { ChartListsAndFolders1795500000000 } from './1795500000000-ChartListsAndFolders';
import { CreateCatalogue1795600000000 } from './1795600000000-CreateCatalogue';
import { PasswordResetTokens1795710000000 } from './1795710000000-PasswordResetTokens';
import { ErrorReportsCreatedAtIndex1795720000000 } from './1795720000000-ErrorReportsCreatedAtIndex';
import { RevisionStoredBytes1795730000000 } from './1795730000000-RevisionStoredBytes';
import { ProgressExtras1796100000000 } from './1796100000000-ProgressExtras';
import { Payments1796200000000 } from './1796200000000-Payments';
import { SharedLimits1796300000000 } from './1796300000000-SharedLimits';
import { CatalogueYarnsFavourites1796410000000 } from './1796410000000-CatalogueYarnsFavourites';
import { NotificationAudience1796500000000 } from './1796500000000-NotificationAudience';

/**
 * Every migration, oldest first. Add new ones at the end; never edit one that has run anywhere.
 * Files are named `<timestamp>-<Name>.ts` and the class `<Name><timestamp>`.
 */
export const migrations = [
  CreateErrorReports1795326406136,
  CreateAccounts1795363200000,
  CreateCharts1795400000000,
  ChartListsAndFolders1795500000000,
  CreateCatalogue1795600000000,
  PasswordResetTokens1795710000000,
  ErrorReportsCreatedAtIndex1795720000000,
  RevisionStoredBytes1795730000000,
  ProgressExtras1796100000000,
  Payments1796200000000,
  SharedLimits1796300000000,
  CatalogueYarnsFavourites1796410000000,
  NotificationAudience1796500000000,
];
