import { Arg, Args, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { AdminActor } from '../../platform/graphql/currentUser';
import { indexNowSettings, indexNowSubmissionsPage, submitUrlsByHand } from './indexNow.service';
import { IndexNowSettings, IndexNowSubmission, IndexNowSubmissionConnection } from './indexNow.types';

@Resolver()
export class IndexNowResolver {
  @Access('ADMIN')
  @Query(() => IndexNowSubmissionConnection, { description: 'IndexNow submissions, newest first, with what the endpoint answered.' })
  indexNowSubmissions(@Args(() => PageArgs) page: PageArgs): Promise<IndexNowSubmissionConnection> {
    return indexNowSubmissionsPage(page);
  }

  @Access('ADMIN')
  @Query(() => IndexNowSettings, { description: 'Where submissions go and where the key file is served.' })
  indexNowSettings(): IndexNowSettings {
    return indexNowSettings();
  }

  @Access('ADMIN')
  @Mutation(() => IndexNowSubmission, {
    description:
      'Reports URLs of this site to search engines through IndexNow now; answers the recorded submission with the endpoint’s answer.',
  })
  submitIndexNowUrls(
    @Arg('urls', () => [String], { description: 'Absolute URLs on this site’s host.' }) urls: string[],
    @AdminActor() by: string,
  ): Promise<IndexNowSubmission> {
    return submitUrlsByHand(urls, by);
  }
}
