import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';

export enum ReviewStatusCode {
  PENDING = 'pending',
  PUBLISHED = 'published',
  REJECTED = 'rejected',
  ERASED = 'erased',
}
registerEnumType(ReviewStatusCode, {
  name: 'CompanyReviewStatus',
  description: 'Where a review is in moderation.',
  valuesConfig: {
    PENDING: { description: 'Waiting for an administrator.' },
    PUBLISHED: { description: 'Shown on the company’s profile.' },
    REJECTED: { description: 'Not shown; the homeowner was told why.' },
    ERASED: { description: 'Emptied at the homeowner’s request; never shown again.' },
  },
});

export enum ReviewDecision {
  PUBLISH = 'publish',
  REJECT = 'reject',
}
registerEnumType(ReviewDecision, {
  name: 'CompanyReviewDecision',
  description: 'An administrator’s decision on a pending review.',
  valuesConfig: {
    PUBLISH: { description: 'Show it on the company’s profile; the company is e-mailed and may reply once.' },
    REJECT: { description: 'Never show it; the homeowner is e-mailed the reason.' },
  },
});

@ObjectType({ description: 'Four ratings, each 1 to 5 stars.' })
export class ReviewRatings {
  @Field(() => Int, { description: 'Quality of the work.' }) quality!: number;
  @Field(() => Int, { description: 'Tidiness.' }) tidiness!: number;
  @Field(() => Int, { description: 'Value for money.' }) value!: number;
  @Field(() => Int, { description: 'Communication.' }) communication!: number;
}

@InputType({ description: 'Four ratings, each a whole number of stars from 1 to 5.' })
export class ReviewRatingsInput {
  @Field(() => Int, { description: 'Quality of the work, 1–5.' }) quality!: number;
  @Field(() => Int, { description: 'Tidiness, 1–5.' }) tidiness!: number;
  @Field(() => Int, { description: 'Value for money, 1–5.' }) value!: number;
  @Field(() => Int, { description: 'Communication, 1–5.' }) communication!: number;
}

@InputType({ description: 'A homeowner’s review of the company they hired.' })
export class CompanyReviewInput {
  @Field(() => ReviewRatingsInput, { description: 'The four ratings.' }) ratings!: ReviewRatingsInput;
  @Field(() => String, { description: 'What happened, 30–3,000 characters.' }) text!: string;
  @Field(() => Boolean, { description: 'The homeowner confirms nobody offered them anything for the review: must be true.' })
  noIncentive!: boolean;
}

@ObjectType({ description: 'A company’s public reply to a review.' })
export class ReviewReply {
  @Field(() => String, { description: 'The reply, as the company wrote it.' }) text!: string;
  @Field(() => Date, { description: 'When it was posted (ISO 8601, UTC).' }) at!: Date;
}

@ObjectType({ description: 'A published review, as a company’s profile shows it: never the homeowner’s full name.' })
export class CompanyReview {
  @Field(() => ID, { description: 'Document id: `{leadId}_{companyId}`.' }) id!: string;
  @Field(() => ReviewRatings, { description: 'The four ratings.' }) ratings!: ReviewRatings;
  @Field(() => Float, { description: 'The mean of the four ratings, to one decimal place.' }) overall!: number;
  @Field(() => String, { description: 'What the homeowner wrote, 30–3,000 characters.' }) text!: string;
  @Field(() => String, { description: 'First name and initial, e.g. “Amira K.”.' }) reviewerName!: string;
  @Field(() => String, { description: 'The job’s postcode district, e.g. RG1.' }) district!: string;
  @Field(() => String, { description: 'The job’s region.' }) region!: string;
  @Field(() => Date, { description: 'When the homeowner wrote it (ISO 8601, UTC).' }) submittedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was published; null before.' }) publishedAt!: Date | null;
  @Field(() => ReviewReply, { nullable: true, description: 'The company’s one reply; null while it has not replied.' })
  reply!: ReviewReply | null;
}

@ObjectType({ description: 'A review with what an administrator moderates it by.' })
export class AdminCompanyReview extends CompanyReview {
  @Field(() => ID, { description: 'The company reviewed.' }) companyId!: string;
  @Field(() => String, { description: 'Its name when the review was written.' }) companyName!: string;
  @Field(() => ID, { description: 'The lead of the hired job.' }) leadId!: string;
  @Field(() => String, { description: 'The lead’s reference, e.g. SFR-000123.' }) leadRef!: string;
  @Field(() => String, { nullable: true, description: 'The job date the homeowner gave, YYYY-MM-DD.' }) jobDate!: string | null;
  @Field(() => ReviewStatusCode, { description: 'Where it is in moderation.' }) status!: ReviewStatusCode;
  @Access('ADMIN')
  @Field(() => String, { nullable: true, description: 'Why it was rejected, as e-mailed to the homeowner.' })
  rejectionReason!: string | null;
  @Access('ADMIN')
  @Field(() => String, { nullable: true, description: 'The administrator who decided.' })
  moderatedBy!: string | null;
}

@ObjectType({ description: 'Reviews for moderation, newest first, a page at a time.' })
export class AdminCompanyReviewConnection extends Connection(AdminCompanyReview, { one: 'review', many: 'reviews' }) {
  @Field(() => Int, { description: totalCountDescription('reviews') }) totalCount!: number;
}

@ObjectType({ description: 'A company’s published reviews, newest first, a page at a time.' })
export class CompanyReviewConnection extends Connection(CompanyReview, { one: 'review', many: 'reviews' }) {}

@ObjectType({ description: 'A company’s rating from its published reviews only.' })
export class CompanyRating {
  @Field(() => Int, { description: 'How many reviews are published.' }) count!: number;
  @Field(() => Float, { nullable: true, description: 'The mean overall score, to one decimal place; null with no review.' })
  average!: number | null;
  @Field(() => ReviewRatings, { nullable: true, description: 'The mean of each rating, rounded to whole stars; null with no review.' })
  aspects!: ReviewRatings | null;
}

@ObjectType({ description: 'What a review link is for, to show the form.' })
export class ReviewInvitation {
  @Field(() => String, { description: 'The company the homeowner hired.' }) companyName!: string;
  @Field(() => String, { nullable: true, description: 'The company’s profile slug, when it has a public profile.' })
  companySlug!: string | null;
  @Field(() => String, { description: 'The request’s reference.' }) reference!: string;
  @Field(() => String, { description: 'The job’s postcode district.' }) district!: string;
  @Field(() => ReviewStatusCode, { nullable: true, description: 'The review of this job already written, if any.' })
  reviewStatus!: ReviewStatusCode | null;
}
