import type { Transaction } from '../../platform/firestore/unitOfWork';
import { prepareSurveyReportErasure as prepare } from './removalSurveys.repository';
import { removeSurveyReportFile } from './surveyReportStore';

/** A person's survey reports erased: the records in the caller's transaction, the files once it committed. */
export const prepareSurveyReportErasure = (tx: Transaction, ids: string[]) => prepare(tx, ids, removeSurveyReportFile);
