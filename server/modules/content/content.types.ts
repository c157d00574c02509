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
