import { Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { services } from '../../platform/services';
import { issueFormToken } from '../../platform/submissions/formToken';
import { FormToken } from '../../platform/submissions/submission.types';

@Resolver()
export class FormTokensResolver {
  @Access('PUBLIC')
  @Query(() => FormToken, {
    description:
      'A signed token a form fetches when it appears; send its `token` back in `botCheck.formToken` of a public form mutation, at least `minFillTimeMs` later (docs/form-tokens.md).',
  })
  async formToken(): Promise<FormToken> {
    return { token: await issueFormToken(), minFillTimeMs: services().config.submissions.minFillTimeMs };
  }
}
