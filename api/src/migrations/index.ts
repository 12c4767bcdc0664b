import { CreateErrorReports1795326406136 } from './1795326406136-CreateErrorReports';

/**
 * Every migration, oldest first. Add new ones at the end; never edit one that has run anywhere.
 * Files are named `<timestamp>-<Name>.ts` and the class `<Name><timestamp>`.
 */
export const migrations = [CreateErrorReports1795326406136];
