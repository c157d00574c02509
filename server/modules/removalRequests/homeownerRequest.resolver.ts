import { Arg, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { CurrentUser, type Viewer } from '../../platform/graphql/currentUser';
import { siteUrl } from '../../platform/services';
import { HomeownerRequest, HomeownerRequestLink } from './homeownerRequest.types';
import { homeownerRequestView, replaceHomeownerRequestLink } from './homeownerRequest.service';

@Resolver()
export class HomeownerRequestResolver {
  @Access('PUBLIC')
  @Query(() => HomeownerRequest, {
    description:
      'The homeowner’s own view of their quote request: the estimate and which companies have their details. FORBIDDEN, with what to do, when the link is not valid, has expired or has been replaced.',
  })
  homeownerRequest(
    @Arg('id', () => ID, { description: 'The request id from the link (/my-request/{id}?token=…).' }) id: string,
    @Arg('token', () => String, { description: 'The signed token from the link.' }) token: string,
  ): Promise<HomeownerRequest> {
    return homeownerRequestView(id, token);
  }

  @Access('ADMIN')
  @Mutation(() => HomeownerRequestLink, {
    description:
      'Makes every link to a homeowner’s request page sent so far stop working (for a link shared by mistake) and answers a new one, which is not e-mailed. NOT_FOUND for an unknown request.',
  })
  async replaceHomeownerRequestLink(
    @Arg('requestId', () => ID, { description: 'The removal request id.' }) requestId: string,
    @CurrentUser() admin: Viewer,
  ): Promise<HomeownerRequestLink> {
    const link = await replaceHomeownerRequestLink(requestId, admin.email ?? admin.uid);
    return { url: `${siteUrl()}${link.path}`, expiresAt: link.expiresAt };
  }
}
