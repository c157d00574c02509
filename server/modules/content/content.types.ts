import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum PublicationStatus {
  draft = 'draft',
  scheduled = 'scheduled',
  published = 'published',
}
registerEnumType(PublicationStatus, { name: 'PublicationStatus' });

@ObjectType()
export class SeoFields {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) canonical?: string | null;
}

@ObjectType({ description: 'A blog post' })
export class Post {
  @Field(() => ID) id!: string;
  @Field(() => String) slug!: string;
  @Field(() => String) title!: string;
  @Field(() => String) excerpt!: string;
  @Field(() => String) bodyMarkdown!: string;
  @Field(() => String, { nullable: true }) coverImagePath?: string | null;
  @Field(() => String) category!: string;
  @Field(() => [String]) tags!: string[];
  @Field(() => String) authorSlug!: string;
  @Field(() => PublicationStatus) status!: PublicationStatus;
  @Field(() => Date, { nullable: true }) publishedAt?: Date | null;
  @Field(() => SeoFields) seo!: SeoFields;
  @Field(() => Int) readingMinutes!: number;
  @Field(() => Boolean) aiAssisted!: boolean;
}

@ObjectType({ description: 'A YouTube video with its transcript' })
export class Video {
  @Field(() => ID) id!: string;
  @Field(() => String) slug!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String) youtubeId!: string;
  @Field(() => Int) durationSeconds!: number;
  @Field(() => String) transcript!: string;
  @Field(() => PublicationStatus) status!: PublicationStatus;
  @Field(() => Date, { nullable: true }) publishedAt?: Date | null;
  @Field(() => Boolean, { description: 'A demo entry whose YouTube video does not exist yet: pages show the transcript and a "coming soon" poster, no player' })
  demo!: boolean;
}

@ObjectType()
export class FaqItem {
  @Field(() => String) question!: string;
  @Field(() => String, { description: 'Trusted HTML rendered from the site’s own Markdown' }) answerHtml!: string;
}

@ObjectType({ description: 'An editorial guide page from content/' })
export class GuidePage {
  @Field(() => String) path!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String) summary!: string;
  @Field(() => String) updated!: string;
  @Field(() => String, { nullable: true }) authorSlug!: string | null;
  @Field(() => String, { description: 'Trusted HTML rendered from the site’s own Markdown' }) html!: string;
  @Field(() => [FaqItem]) faq!: FaqItem[];
  @Field(() => Int) readingMinutes!: number;
}

@ObjectType({ description: 'One page of published blog posts, newest first' })
export class PostPage {
  @Field(() => [Post]) items!: Post[];
  @Field(() => Int, { description: 'Published posts matching the filter, not just this page' }) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int, { description: 'Number of pages; at least 1' }) pageCount!: number;
}

@ObjectType({ description: 'A blog category with at least one published post' })
export class PostCategory {
  @Field(() => String) slug!: string;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => Int) postCount!: number;
}

@ObjectType({ description: 'A link to an editorial guide page' })
export class GuideLink {
  @Field(() => String) path!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
}

@ObjectType({ description: 'An author profile from content/authors' })
export class Author {
  @Field(() => String) slug!: string;
  @Field(() => String) name!: string;
  @Field(() => String) jobTitle!: string;
  @Field(() => [String]) expertise!: string[];
  @Field(() => String) description!: string;
  @Field(() => String) summary!: string;
  @Field(() => String, { description: 'Trusted HTML rendered from the site’s own Markdown' }) html!: string;
}

@ObjectType({ description: 'A town or city page from content/locations' })
export class Location {
  @Field(() => String) slug!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'The UK region, as companies list the regions they serve' }) region!: string;
  @Field(() => String) county!: string;
  @Field(() => String) description!: string;
  @Field(() => String) summary!: string;
  @Field(() => String) updated!: string;
  @Field(() => String, { description: 'Trusted HTML rendered from the site’s own Markdown' }) html!: string;
}

@ObjectType({ description: 'A partner page from content/partners' })
export class Partner {
  @Field(() => String) slug!: string;
  @Field(() => String) name!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String) summary!: string;
  @Field(() => String, { nullable: true }) website!: string | null;
  @Field(() => String) updated!: string;
  @Field(() => String, { description: 'Trusted HTML rendered from the site’s own Markdown' }) html!: string;
}
