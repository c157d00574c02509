import { Arg, Args, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { AdminActor } from '../../platform/graphql/currentUser';
import { adminRicsSurveysPage, setRicsSurveyStatus } from './adminSurveys.service';
import { RicsSurvey, RicsSurveyConnection, RicsSurveyStatus } from './adminEnquiries.types';

@Resolver()
export class AdminSurveysResolver {
  @Access('ADMIN')
  @Query(() => RicsSurveyConnection, {
    description: 'RICS survey and spray foam inspection requests, newest first, with the total for the filter.',
  })
  adminRicsSurveys(
    @Arg('status', () => RicsSurveyStatus, { nullable: true, description: 'Only requests in this status; all when left out.' })
    status: RicsSurveyStatus | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<RicsSurveyConnection> {
    return adminRicsSurveysPage(status ?? null, page);
  }

  @Access('ADMIN')
  @Mutation(() => RicsSurvey, {
    description:
      'Moves a survey request to its next status (new → contacted → booked → completed) or cancels it; who and when go into its history. Any other move: BAD_USER_INPUT on `status`. Changed since `expectedUpdatedAt`: CONFLICT.',
  })
  setRicsSurveyStatus(
    @Arg('id', () => ID, { description: 'Id of the survey request.' }) id: string,
    @Arg('status', () => RicsSurveyStatus, { description: 'The new status.' }) status: RicsSurveyStatus,
    @Arg('expectedUpdatedAt', () => Date, { nullable: true, description: 'Its `updatedAt` as loaded; left out: no check.' })
    expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<RicsSurvey> {
    return setRicsSurveyStatus(id, status, expectedUpdatedAt ?? null, by);
  }
}
