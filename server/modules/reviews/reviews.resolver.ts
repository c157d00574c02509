import { Arg, Args, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { AdminActor } from '../../platform/graphql/currentUser';
import { services } from '../../platform/services';
import { CurrentCompany } from '../companies';
import type { Company } from '../companies/companies.types';
import { PublicCompany } from '../companies/publicCompany.types';
import {
  AdminCompanyReview,
  AdminCompanyReviewConnection,
  CompanyRating,
  CompanyReview,
  CompanyReviewConnection,
  CompanyReviewInput,
  ReviewDecision,
  ReviewInvitation,
  ReviewStatusCode,
} from './reviews.types';
import {
  adminCompanyReviews,
  companyRating,
  companyReviewsPage,
  moderateCompanyReview,
  replyToCompanyReview,
  reviewInvitation,
  submitCompanyReview,
} from './reviews.service';

const LINK =
  'FORBIDDEN, with what to do, when the link is not valid or has expired, the company was not marked hired, or it is before the job date.';

@Resolver()
export class ReviewsResolver {
  @Access('PUBLIC')
  @Query(() => ReviewInvitation, {
    description: `What a review link is for: the company, the request and any review already written. ${LINK}`,
  })
  reviewInvitation(@Arg('token', () => String, { description: 'The signed token from the review link.' }) token: string) {
    return reviewInvitation(token);
  }

  @Access('PUBLIC')
  @Mutation(() => ReviewInvitation, {
    description: `A homeowner reviews the company they hired, through the link in the review invitation; it waits for an administrator. BAD_USER_INPUT for ratings outside 1–5, text outside 30–3,000 characters or noIncentive not true; CONFLICT when the job was reviewed already. ${LINK}`,
  })
  submitCompanyReview(
    @Arg('token', () => String, { description: 'The signed token from the review link.' }) token: string,
    @Arg('input', () => CompanyReviewInput, { description: 'The ratings, the text and the no-incentive confirmation.' })
    input: CompanyReviewInput,
  ) {
    return submitCompanyReview(token, input, services().config.mail.adminAlertEmails);
  }

  @Access('ADMIN')
  @Query(() => AdminCompanyReviewConnection, { description: 'Reviews for moderation, newest first.' })
  adminCompanyReviews(
    @Arg('status', () => ReviewStatusCode, { nullable: true, description: 'Only reviews in this status; all when left out.' })
    status: ReviewStatusCode | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<AdminCompanyReviewConnection> {
    return adminCompanyReviews(status, page);
  }

  @Access('ADMIN')
  @Mutation(() => AdminCompanyReview, {
    description:
      'Publishes a pending review (the company is e-mailed and may reply once) or rejects it with a reason e-mailed to the homeowner. BAD_USER_INPUT without a reason of 10–1,000 characters to reject; NOT_FOUND for an unknown id; CONFLICT when it was decided already.',
  })
  moderateCompanyReview(
    @Arg('id', () => ID, { description: 'Id of a pending review (`AdminCompanyReview.id`).' }) id: string,
    @Arg('decision', () => ReviewDecision, { description: 'PUBLISH or REJECT.' }) decision: ReviewDecision,
    @Arg('reason', () => String, { nullable: true, description: 'Why it is rejected; required to REJECT.' }) reason: string | null,
    @AdminActor() by: string,
  ): Promise<AdminCompanyReview> {
    return moderateCompanyReview(id, decision, reason, by);
  }

  @Access('COMPANY', 'read')
  @Query(() => CompanyReviewConnection, { description: 'The company’s published reviews, newest first, with its replies.' })
  myCompanyReviews(@Args(() => PageArgs) page: PageArgs, @CurrentCompany() company: Company): Promise<CompanyReviewConnection> {
    return companyReviewsPage(company.id, page);
  }

  @Access('COMPANY', 'read')
  @Query(() => CompanyRating, { description: 'The company’s rating, from its published reviews only.' })
  myCompanyRating(@CurrentCompany() company: Company): Promise<CompanyRating> {
    return companyRating(company.id);
  }

  @Access('COMPANY', 'reply_reviews')
  @Mutation(() => CompanyReview, {
    description:
      'The company’s one public reply to a published review of it. BAD_USER_INPUT for a reply outside 10–2,000 characters; NOT_FOUND for a review that is not a published review of this company; CONFLICT when it replied already.',
  })
  replyToCompanyReview(
    @Arg('id', () => ID, { description: 'Id of a published review of this company (`CompanyReview.id`).' }) id: string,
    @Arg('text', () => String, { description: 'The reply, 10–2,000 characters.' }) text: string,
    @CurrentCompany() company: Company,
  ): Promise<CompanyReview> {
    return replyToCompanyReview(company, id, { text });
  }
}

/** The reviews module adds a company's published reviews and its rating to the public profile (decision 0033's way). */
@Resolver(() => PublicCompany)
export class PublicCompanyReviewsResolver {
  @FieldResolver(() => CompanyRating, { description: 'The rating from published reviews only; count 0 and no average with none.' })
  rating(@Root() company: PublicCompany): Promise<CompanyRating> {
    return companyRating(company.id);
  }

  @FieldResolver(() => CompanyReviewConnection, { description: 'Published reviews, newest first, with the company’s replies.' })
  reviews(@Root() company: PublicCompany, @Args(() => PageArgs) page: PageArgs): Promise<CompanyReviewConnection> {
    return companyReviewsPage(company.id, page);
  }
}
