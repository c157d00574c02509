import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';
import { HistoryEntry } from '../../platform/graphql/history.types';
import { Post } from './content.types';

@ObjectType({ description: 'A post as the admin console sees it: any status, with its history and revisions.' })
export class AdminPost extends Post {
  @Field(() => Date, { nullable: true, description: 'When a SCHEDULED post publishes itself; null otherwise.' }) scheduledAt?: Date | null;
  @Field(() => [String], { description: 'Slugs it had while published: /blog/{old slug} answers 301 to its slug.' }) oldSlugs!: string[];
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed: send it back as `expectedUpdatedAt`.' }) updatedAt!: Date;
  @Field(() => [HistoryEntry], { description: 'Its changes, oldest first.' }) history!: HistoryEntry[];
}

@ObjectType({ description: 'Posts in every status, most recently changed first, a page at a time.' })
export class AdminPostConnection extends Connection(AdminPost, { one: 'post', many: 'posts' }) {
  @Field(() => Int, { description: totalCountDescription('posts') }) totalCount!: number;
}

@ObjectType({ description: 'The content of a post as one save left it.' })
export class PostRevision {
  @Field(() => ID, { description: 'Revision id.' }) id!: string;
  @Field(() => Date, { description: 'When it was saved.' }) at!: Date;
  @Field(() => String, { description: 'Who saved it.' }) by!: string;
  @Field(() => String, { description: 'The slug as saved.' }) slug!: string;
  @Field(() => String, { description: 'The title as saved.' }) title!: string;
  @Field(() => String, { description: 'The excerpt as saved.' }) excerpt!: string;
  @Field(() => String, { description: 'The body in Markdown as saved.' }) bodyMarkdown!: string;
  @Field(() => String, { description: 'The category as saved.' }) category!: string;
  @Field(() => [String], { description: 'The tags as saved.' }) tags!: string[];
  @Field(() => String, { description: 'The author’s slug as saved.' }) authorSlug!: string;
  @Field(() => String, { nullable: true, description: 'Id of the cover image as saved; null when none.' }) coverImageId?: string | null;
  @Field(() => String, { nullable: true, description: 'The cover’s alt text as saved; null when none.' }) coverImageAlt?: string | null;
  @Field(() => String, { nullable: true, description: 'The SEO title as saved; null when none.' }) seoTitle?: string | null;
  @Field(() => String, { nullable: true, description: 'The SEO description as saved; null when none.' })
  seoDescription?: string | null;
}

@InputType({ description: 'What an editor writes of a post.' })
export class PostInput {
  @Field(() => String, { description: '3 to 120 characters.' }) title!: string;
  @Field(() => String, { description: 'Lower-case letters, digits and single hyphens; unique.' }) slug!: string;
  @Field(() => String, { description: 'A sentence or two for listings, up to 300 characters.' }) excerpt!: string;
  @Field(() => String, { description: 'The body in Markdown.' }) bodyMarkdown!: string;
  @Field(() => String, { description: 'Slug of a category (postCategories.ts).' }) category!: string;
  @Field(() => [String], { description: 'Free tags; stored lower case.' }) tags!: string[];
  @Field(() => String, { description: 'Slug of an author in content/authors.' }) authorSlug!: string;
  @Field(() => ID, { nullable: true, description: 'Id of a stored image (upload at POST /admin-media/images) to show as the cover; null for none.' })
  coverImageId?: string | null;
  @Field(() => String, { nullable: true, description: 'The cover’s alt text: required with a cover, 5 to 200 characters.' }) coverImageAlt?: string | null;
  @Field(() => String, { nullable: true, description: 'The <title> when not the title: up to 60 characters.' }) seoTitle?: string | null;
  @Field(() => String, { nullable: true, description: 'The meta description when not the excerpt: up to 160 characters.' }) seoDescription?: string | null;
  @Field(() => String, { nullable: true, description: 'An absolute https URL when the post first appeared elsewhere.' }) canonical?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Written with the help of AI tools.' }) aiAssisted?: boolean | null;
}

@ObjectType({ description: 'A category or an author an editor can choose.' })
export class PostOption {
  @Field(() => String, { description: 'The value to store (a slug).' }) slug!: string;
  @Field(() => String, { description: 'What the editor shows.' }) name!: string;
}
