import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';
import { HistoryEntry } from '../../platform/graphql/history.types';
import { PublicationStatus } from './content.types';

@ObjectType({ description: 'A video as the admin console sees it, in any status.' })
export class AdminVideo {
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => String, { description: 'Address on the site: /videos/{slug}.' }) slug!: string;
  @Field(() => String, { description: 'Title.' }) title!: string;
  @Field(() => String, { description: 'What the video covers, a paragraph.' }) description!: string;
  @Field(() => String, { description: 'YouTube video id (11 characters).' }) youtubeId!: string;
  @Field(() => Int, { description: 'Length in seconds.' }) durationSeconds!: number;
  @Field(() => String, { description: 'The full transcript, plain text.' }) transcript!: string;
  @Field(() => String, { nullable: true, description: 'Thumbnail URL; YouTube’s own for the id when null.' }) thumbnailUrl?: string | null;
  @Field(() => PublicationStatus, { description: 'DRAFT or PUBLISHED.' }) status!: PublicationStatus;
  @Field(() => Boolean, {
    description: 'A demo entry whose YouTube id is a placeholder: never on the site until a real id is saved.',
  })
  demo!: boolean;
  @Field(() => Boolean, { description: 'Whether the public site lists it: published and not a demo entry.' }) onSite!: boolean;
  @Field(() => Date, { nullable: true, description: 'When it was published (ISO 8601, UTC).' }) publishedAt?: Date | null;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed: send it back as `expectedUpdatedAt`.' }) updatedAt!: Date;
  @Field(() => [HistoryEntry], { description: 'Its changes, oldest first.' }) history!: HistoryEntry[];
}

@ObjectType({ description: 'Videos, newest first, a page at a time.' })
export class AdminVideoConnection extends Connection(AdminVideo, { one: 'video', many: 'videos' }) {
  @Field(() => Int, { description: totalCountDescription('videos') }) totalCount!: number;
}

@InputType({ description: 'A video as an administrator writes it.' })
export class AdminVideoInput {
  @Field(() => String, { description: 'A YouTube id or any YouTube address (watch?v=, youtu.be/, embed/, shorts/); stored as the 11-character id.' })
  youtube!: string;
  @Field(() => String, { description: 'Title, up to 150 characters.' }) title!: string;
  @Field(() => String, { description: 'Slug: lower-case letters, digits and hyphens; unique among videos.' }) slug!: string;
  @Field(() => String, { description: 'A paragraph, up to 500 characters.' }) description!: string;
  @Field(() => String, { description: 'Length as mm:ss or h:mm:ss.' }) duration!: string;
  @Field(() => String, { description: 'The transcript, plain text; may be empty.' }) transcript!: string;
  @Field(() => String, { nullable: true, description: 'Thumbnail URL (https); YouTube’s own thumbnail when left out.' })
  thumbnailUrl?: string | null;
  @Field(() => PublicationStatus, { description: 'DRAFT or PUBLISHED.' }) status!: PublicationStatus;
}
