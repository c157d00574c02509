import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { submissionMeta } from '../../platform/submissions/publicSubmission';
import { publicFormOptions } from '../../platform/submissions/formOptions';
import { PublicFormArgs, SUBMISSION_ERRORS } from '../../platform/submissions/submission.types';
import { Access } from '../../platform/graphql/access';
import { CurrentUser, type Viewer } from '../../platform/graphql/currentUser';
import { siteUrl } from '../../platform/services';
import { companyRating } from '../reviews';
import { CompanyRating } from '../reviews/reviews.types';
import {
  HomeownerLinksInput,
  HomeownerLinksReceipt,
  HomeownerRequest,
  HomeownerRequestCompany,
  HomeownerRequestLink,
} from './homeownerRequest.types';
import {
  homeownerRequestAction,
  homeownerRequestView,
  replaceHomeownerRequestLink,
  sendHomeownerRequestLinks,
} from './homeownerRequest.service';

const LINK_ARGS = 'FORBIDDEN, with what to do, when the link is not valid, has expired or has been replaced.';

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

  @Access('PUBLIC')
  @Mutation(() => HomeownerRequest, {
    description: `The homeowner stops further sales: the request leaves the marketplace at once and each company that bought it is told by e-mail. Doing it again changes nothing. CONFLICT when the request is already full or closed. ${LINK_ARGS}`,
  })
  stopHomeownerRequestSales(
    @Arg('id', () => ID, { description: 'The request id from the link.' }) id: string,
    @Arg('token', () => String, { description: 'The signed token from the link.' }) token: string,
  ): Promise<HomeownerRequest> {
    return homeownerRequestAction(id, token, { kind: 'stop_sales' });
  }

  @Access('PUBLIC')
  @Mutation(() => HomeownerRequest, {
    description: `The homeowner says they hired one of the companies that have their details, with the job date when known; the invitation to review it goes out the day after that date, or when the job is marked done. Marking again only adds a job date not given before. BAD_USER_INPUT on companyId for any other company, on jobDate for a date more than a year from today. ${LINK_ARGS}`,
  })
  markHomeownerRequestCompanyHired(
    @Arg('id', () => ID, { description: 'The request id from the link.' }) id: string,
    @Arg('token', () => String, { description: 'The signed token from the link.' }) token: string,
    @Arg('companyId', () => ID, { description: 'The company’s id, from `homeownerRequest.companies`.' }) companyId: string,
    @Arg('jobDate', () => String, { nullable: true, description: 'The day the work is booked for, YYYY-MM-DD; optional.' })
    jobDate: string | null,
  ): Promise<HomeownerRequest> {
    return homeownerRequestAction(id, token, { kind: 'hired', companyId, jobDate });
  }

  @Access('PUBLIC')
  @Mutation(() => HomeownerRequest, {
    description: `The homeowner says the job is done. CONFLICT before a company is marked hired. ${LINK_ARGS}`,
  })
  markHomeownerRequestJobDone(
    @Arg('id', () => ID, { description: 'The request id from the link.' }) id: string,
    @Arg('token', () => String, { description: 'The signed token from the link.' }) token: string,
  ): Promise<HomeownerRequest> {
    return homeownerRequestAction(id, token, { kind: 'job_done' });
  }

  @Access('PUBLIC')
  @Mutation(() => HomeownerLinksReceipt, {
    description: `E-mails the address a new link to each of its open quote requests (the form at /my-request). The answer is the same whether or not the address is known. ${SUBMISSION_ERRORS}`,
  })
  sendHomeownerRequestLinks(
    @Arg('input', () => HomeownerLinksInput, { description: 'The e-mail address.' }) input: HomeownerLinksInput,
    @Args(() => PublicFormArgs) form: PublicFormArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<HomeownerLinksReceipt> {
    return sendHomeownerRequestLinks(input, submissionMeta(form, ctx.request.ip), publicFormOptions().policy);
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

/** Each company on the request page with its rating from published reviews, as its public profile shows it. */
@Resolver(() => HomeownerRequestCompany)
export class HomeownerRequestCompanyRatingResolver {
  @FieldResolver(() => CompanyRating, { description: 'Its rating from published reviews only; count 0 and no average with none.' })
  rating(@Root() company: HomeownerRequestCompany): Promise<CompanyRating> {
    return companyRating(company.id);
  }
}
