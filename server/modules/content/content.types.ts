import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';

export enum PublicationStatus {
  DRAFT = 'draft',
  SCHEDULED = 'scheduled',
  PUBLISHED = 'published',
}
registerEnumType(PublicationStatus, {
  name: 'PublicationStatus',
  description: 'Whether a post or video is on the site. The public queries return PUBLISHED ones only.',
  valuesConfig: {
    DRAFT: { description: 'Being written; not on the site.' },
    SCHEDULED: { description: 'Waiting for its publication date; not on the site yet.' },
    PUBLISHED: { description: 'On the site.' },
  },
});

@ObjectType({ description: 'What search engines are told about a page, when it differs from the defaults.' })
export class SeoFields {
  @Field(() => String, { nullable: true, description: 'The <title>; the post’s title when null.' }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'The meta description; the excerpt when null.' }) description?: string | null;
  @Field(() => String, { nullable: true, description: 'The canonical URL, when the post first appeared elsewhere; null otherwise.' }) canonical?: string | null;
}

@ObjectType({ description: 'A post’s cover image: WebP in several widths, with its alt text.' })
export class CoverImage {
  @Field(() => ID, { description: 'Id of the stored image (see `adminSiteImages`).' }) imageId!: string;
  @Field(() => String, { description: 'Address of the largest size.' }) url!: string;
  @Field(() => String, { description: 'Every size for an img `srcset`, narrowest first.' }) srcSet!: string;
  @Field(() => Int, { description: 'Width of the largest size in pixels.' }) width!: number;
  @Field(() => Int, { description: 'Height of the largest size in pixels.' }) height!: number;
  @Field(() => String, { description: 'What the image shows, for people who cannot see it.' }) alt!: string;
}

@ObjectType({ description: 'A blog post, at /blog/{slug}.' })
export class Post {
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => String, { description: 'Address on the site: /blog/{slug}.' }) slug!: string;
  @Field(() => String, { description: 'Title.' }) title!: string;
  @Field(() => String, { description: 'A sentence or two for listings.' }) excerpt!: string;
  @Field(() => String, { description: 'The body in Markdown, as written.' }) bodyMarkdown!: string;
  @Field(() => CoverImage, { nullable: true, description: 'The cover image; null when none.' }) coverImage?: CoverImage | null;
  @Field(() => String, { description: 'Slug of its category (see `postCategories`).' }) category!: string;
  @Field(() => [String], { description: 'Free tags, lower case.' }) tags!: string[];
  @Field(() => String, { description: 'Slug of its author (see `author`).' }) authorSlug!: string;
  @Field(() => PublicationStatus, { description: 'Always PUBLISHED through the public queries.' }) status!: PublicationStatus;
  @Field(() => Date, { nullable: true, description: 'When it was published (ISO 8601, UTC).' }) publishedAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'When its content last changed after it was published; null when never.' })
  revisedAt?: Date | null;
  @Field(() => SeoFields, { description: 'Search-engine overrides.' }) seo!: SeoFields;
  @Field(() => Int, { description: 'Estimated reading time in whole minutes (220 words a minute), at least 1.' }) readingMinutes!: number;
  @Field(() => Boolean, { description: 'Written with the help of AI tools (said on the page).' }) aiAssisted!: boolean;
}

@ObjectType({ description: 'Published blog posts, newest first, a page at a time.' })
export class PostConnection extends Connection(Post, { one: 'post', many: 'posts' }) {
  @Field(() => Int, { description: totalCountDescription('published posts') }) totalCount!: number;
}

@ObjectType({ description: 'A YouTube video with its transcript, at /videos/{slug}.' })
export class Video {
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => String, { description: 'Address on the site: /videos/{slug}.' }) slug!: string;
  @Field(() => String, { description: 'Title.' }) title!: string;
  @Field(() => String, { description: 'What the video covers, a paragraph.' }) description!: string;
  @Field(() => String, { description: 'YouTube video id, e.g. dQw4w9WgXcQ.' }) youtubeId!: string;
  @Field(() => Int, { description: 'Length in seconds.' }) durationSeconds!: number;
  @Field(() => String, { description: 'The full transcript, plain text.' }) transcript!: string;
  @Field(() => PublicationStatus, { description: 'Always PUBLISHED through the public queries.' }) status!: PublicationStatus;
  @Field(() => Date, { nullable: true, description: 'When it was published (ISO 8601, UTC).' }) publishedAt?: Date | null;
  @Field(() => Boolean, { description: 'A demo entry whose YouTube video does not exist yet: pages show the transcript and a "coming soon" poster, no player.' })
  demo!: boolean;
}

@ObjectType({ description: 'Published videos, newest first, a page at a time.' })
export class VideoConnection extends Connection(Video, { one: 'video', many: 'videos' }) {
  @Field(() => Int, { description: totalCountDescription('published videos') }) totalCount!: number;
}

@ObjectType({ description: 'A question and its answer on a guide page.' })
export class FaqItem {
  @Field(() => String, { description: 'The question, plain text.' }) question!: string;
  @Field(() => String, { description: 'The answer: trusted HTML rendered from the site’s own Markdown.' }) answerHtml!: string;
  @Field(() => String, { description: 'The answer as plain text on one line, entities decoded (for FAQPage structured data).' })
  answerText!: string;
}

@ObjectType({ description: 'One of the site’s own illustrations (an SVG under /images).' })
export class PageIllustration {
  @Field(() => String, { description: 'Its address on this site, e.g. /images/removal-work.svg.' }) src!: string;
  @Field(() => String, { description: 'What it shows, for people who cannot see it.' }) alt!: string;
  @Field(() => Int, { description: 'Width in CSS pixels at its natural size.' }) width!: number;
  @Field(() => Int, { description: 'Height in CSS pixels at its natural size.' }) height!: number;
}

@ObjectType({ description: 'An editorial guide page from content/guides.' })
export class GuidePage {
  @Field(() => String, { description: 'Its path on the site, e.g. /spray-foam-insulation-problems.' }) path!: string;
  @Field(() => String, { description: 'Title.' }) title!: string;
  @Field(() => String, { description: 'The meta description.' }) description!: string;
  @Field(() => String, { description: 'A short summary shown at the top.' }) summary!: string;
  @Field(() => String, { description: 'When it was last reviewed, YYYY-MM-DD.' }) updated!: string;
  @Field(() => String, { description: 'Who last reviewed it (a person or the editorial team); empty when not recorded.' }) reviewedBy!: string;
  @Field(() => String, { description: 'When it was last reviewed, YYYY-MM-DD; empty when not recorded.' }) reviewedAt!: string;
  @Field(() => String, { nullable: true, description: 'Slug of its author; null when unsigned.' }) authorSlug!: string | null;
  @Field(() => String, { description: 'The page body: trusted HTML rendered from the site’s own Markdown.' }) html!: string;
  @Field(() => [FaqItem], { description: 'Its questions and answers, in page order; empty when none.' }) faq!: FaqItem[];
  @Field(() => Int, { description: 'Estimated reading time in whole minutes, at least 1.' }) readingMinutes!: number;
  @Field(() => PageIllustration, { nullable: true, description: 'The illustration shown under the summary; null when none.' })
  illustration!: PageIllustration | null;
}

@ObjectType({ description: 'A blog category with at least one published post.' })
export class PostCategory {
  @Field(() => String, { description: 'Slug: the `category` of `posts`, and /blog/category/{slug}.' }) slug!: string;
  @Field(() => String, { description: 'Its name.' }) name!: string;
  @Field(() => String, { description: 'What it covers, a sentence or two.' }) description!: string;
  @Field(() => Int, { description: 'How many published posts it has (at least 1).' }) postCount!: number;
}

@ObjectType({ description: 'A link to an editorial guide page.' })
export class GuideLink {
  @Field(() => String, { description: 'Its path on the site.' }) path!: string;
  @Field(() => String, { description: 'Title.' }) title!: string;
  @Field(() => String, { description: 'The meta description.' }) description!: string;
}

@ObjectType({ description: 'A qualification on a profile, with how the site checked it.' })
export class ProfileQualification {
  @Field(() => String, { description: 'The qualification or membership, e.g. a degree or a professional body.' }) title!: string;
  @Field(() => String, { description: 'How it was checked, e.g. "Membership number looked up on the body’s public register, March 2026".' })
  checkedHow!: string;
}

@ObjectType({ description: 'A link on a profile to a page elsewhere (the person’s or organisation’s own site, a register entry).' })
export class ProfileLink {
  @Field(() => String, { description: 'What the link is, shown as its text.' }) label!: string;
  @Field(() => String, { description: 'The address (http or https).' }) url!: string;
}

@ObjectType({ description: 'A profile’s photo or emblem, with its alt text.' })
export class ProfilePhoto {
  @Field(() => String, { description: 'Address of the largest size.' }) url!: string;
  @Field(() => String, { description: 'Every size for an img `srcset`, narrowest first; empty for a single file.' }) srcSet!: string;
  @Field(() => Int, { description: 'Width in pixels.' }) width!: number;
  @Field(() => Int, { description: 'Height in pixels.' }) height!: number;
  @Field(() => String, { description: 'What it shows, for people who cannot see it.' }) alt!: string;
}

@ObjectType({ description: 'An author profile, at /authors/{slug} (managed in the admin console).' })
export class Author {
  @Field(() => String, { description: 'Slug: /authors/{slug}.' }) slug!: string;
  @Field(() => String, { description: 'Full name.' }) name!: string;
  @Field(() => String, { description: 'Job title or role, e.g. Chartered Surveyor.' }) jobTitle!: string;
  @Field(() => [String], { description: 'Subjects the author knows, for structured data.' }) expertise!: string[];
  @Field(() => String, { description: 'The meta description of the profile (its summary).' }) description!: string;
  @Field(() => String, { description: 'A short biography shown under posts.' }) summary!: string;
  @Field(() => String, { description: 'The full profile: HTML rendered from its Markdown.' }) html!: string;
  @Field(() => String, { nullable: true, description: 'Address of its photo or emblem; null when none.' }) portraitUrl!: string | null;
  @Field(() => ProfilePhoto, { nullable: true, description: 'Its photo or emblem with alt text; null when none.' }) photo!: ProfilePhoto | null;
  @Field(() => [ProfileQualification], { description: 'Qualifications, each with how it was checked.' }) qualifications!: ProfileQualification[];
  @Field(() => [ProfileLink], { description: 'Links to pages elsewhere.' }) links!: ProfileLink[];
  @Field(() => Boolean, { description: 'Demonstration content of the embedded demo: not a real person, said on the page.' }) demo!: boolean;
}

@ObjectType({ description: 'A town or city page from content/locations, at /locations/{slug}.' })
export class Location {
  @Field(() => String, { description: 'Slug: /locations/{slug}.' }) slug!: string;
  @Field(() => String, { description: 'The town or city.' }) name!: string;
  @Field(() => String, { description: 'The UK region, as companies list the regions they serve, e.g. London.' }) region!: string;
  @Field(() => String, { description: 'The county.' }) county!: string;
  @Field(() => String, { description: 'The meta description.' }) description!: string;
  @Field(() => String, { description: 'A short summary shown at the top.' }) summary!: string;
  @Field(() => String, { description: 'When it was last reviewed, YYYY-MM-DD.' }) updated!: string;
  @Field(() => String, { description: 'The page body: trusted HTML rendered from the site’s own Markdown.' }) html!: string;
}

@ObjectType({ description: 'What the site’s own data says about quote requests in a region over the last 12 months.' })
export class LocalDemand {
  @Field(() => Int, { nullable: true, description: 'Quote requests from the region in the last 12 months; null when there were too few to report.' })
  requestsLast12Months!: number | null;
  @Field(() => Int, { nullable: true, description: 'When there were too few requests to report: the threshold (e.g. "fewer than 5"); null otherwise.' })
  fewerThan!: number | null;
  @Field(() => Int, { nullable: true, description: 'Their average estimate, lower end, in pence before VAT; null when not reported.' })
  averageEstimateLowPence!: number | null;
  @Field(() => Int, { nullable: true, description: 'Their average estimate, upper end, in pence before VAT; null when not reported.' })
  averageEstimateHighPence!: number | null;
}

@ObjectType({ description: 'A partner page, at /partners/{slug} (managed in the admin console).' })
export class Partner {
  @Field(() => String, { description: 'Slug: /partners/{slug}.' }) slug!: string;
  @Field(() => String, { description: 'The partner’s name.' }) name!: string;
  @Field(() => String, { description: 'What the partner is or does, e.g. Surveying practice.' }) role!: string;
  @Field(() => String, { description: 'The meta description and the summary shown at the top.' }) summary!: string;
  @Field(() => String, { description: 'When it last changed, YYYY-MM-DD.' }) updated!: string;
  @Field(() => String, { description: 'The page body: HTML rendered from its Markdown.' }) html!: string;
  @Field(() => ProfilePhoto, { nullable: true, description: 'Its logo or photo with alt text; null when none.' }) photo!: ProfilePhoto | null;
  @Field(() => [ProfileQualification], { description: 'Qualifications and accreditations, each with how it was checked.' })
  qualifications!: ProfileQualification[];
  @Field(() => [ProfileLink], { description: 'Links to pages elsewhere (its own site first).' }) links!: ProfileLink[];
  @Field(() => Boolean, { description: 'Demonstration content of the embedded demo: not a real organisation, said on the page.' }) demo!: boolean;
}
