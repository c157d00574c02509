import { Query, Resolver } from 'type-graphql';
import { services } from '../../platform/services';
import { issueFormToken } from '../../platform/submissions/formToken';
import { FormToken } from '../../platform/submissions/submission.types';

@Resolver()
export class FormsResolver {
  @Query(() => FormToken, { description: 'Public: a token a form fetches when it appears and sends back in botCheck.formToken' })
  async formToken(): Promise<FormToken> {
    return { token: await issueFormToken(), minFillTimeMs: services().config.submissions.minFillTimeMs };
  }
}
