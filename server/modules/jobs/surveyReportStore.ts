import type { UploadStorage } from '../../platform/uploads/uploadStore';

/**
 * Where the survey reports are stored: the upload storage the module's routes are given at start (server/appLate.ts),
 * kept here for the work that is not a route (deleting a report when the person's data is erased).
 */
let storage: UploadStorage | null = null;

export function keepSurveyReportStorage(store: UploadStorage) {
  storage = store;
}

export async function removeSurveyReportFile(storagePath: string): Promise<void> {
  if (!storage) throw new Error('The upload storage is not ready: the server has not finished starting');
  await storage.remove(storagePath);
}
