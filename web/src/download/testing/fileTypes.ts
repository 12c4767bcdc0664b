/** The file types the export worker lists (formats' writer table), for the download screen's fake clients. */
import { exportFileTypes } from '../../engine/exportJobs';

export const testFileTypes = exportFileTypes();
