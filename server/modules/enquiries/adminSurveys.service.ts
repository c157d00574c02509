import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { isDocumentId } from '../../platform/documentId';
import { changeRicsSurvey, EnquiryChangedMeanwhile, EnquiryNotFound, ricsSurveysList } from './enquiries.repository';
import { RicsSurveyStatus, type RicsSurvey, type RicsSurveyConnection } from './adminEnquiries.types';

/** The pipeline a survey request moves along, one step at a time; it can be cancelled before it is completed. */
const NEXT_STATUS: Partial<Record<RicsSurveyStatus, RicsSurveyStatus>> = {
  [RicsSurveyStatus.NEW]: RicsSurveyStatus.CONTACTED,
  [RicsSurveyStatus.CONTACTED]: RicsSurveyStatus.BOOKED,
  [RicsSurveyStatus.BOOKED]: RicsSurveyStatus.COMPLETED,
};

export function canMoveSurvey(from: RicsSurveyStatus, to: RicsSurveyStatus): boolean {
  if (to === RicsSurveyStatus.CANCELLED) return from in NEXT_STATUS;
  return NEXT_STATUS[from] === to;
}

export async function adminRicsSurveysPage(status: RicsSurveyStatus | null, page: PageArgs): Promise<RicsSurveyConnection> {
  return (await countedPage(ricsSurveysList(status), page)) as RicsSurveyConnection;
}

export async function setRicsSurveyStatus(
  id: string,
  status: RicsSurveyStatus,
  expectedUpdatedAt: Date | null,
  by: string,
): Promise<RicsSurvey> {
  if (!isDocumentId(id)) throw invalidInput([{ path: 'id', message: 'This is not a survey request id' }]);
  try {
    return (await changeRicsSurvey(id, expectedUpdatedAt, (current) => {
      const from = current.status as RicsSurveyStatus;
      if (!canMoveSurvey(from, status)) {
        const message =
          from in NEXT_STATUS
            ? `This survey request is ${from}: it can only move on to ${NEXT_STATUS[from]} or be cancelled`
            : `This survey request is ${from}: it cannot change any more`;
        throw invalidInput([{ path: 'status', message }], message);
      }
      return { entry: { by, action: status }, changes: { status } };
    })) as RicsSurvey;
  } catch (error) {
    if (error instanceof EnquiryNotFound) throw notFound('There is no such survey request');
    if (error instanceof EnquiryChangedMeanwhile) {
      throw conflict('Someone else changed this survey request since you loaded it: refresh to see the latest and try again');
    }
    throw error;
  }
}
