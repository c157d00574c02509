import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';

@ObjectType({ description: 'An image stored for the site (a cover), kept as WebP in several widths.' })
export class SiteImage {
  @Field(() => ID, { description: 'Document id; what a post’s `coverImageId` names.' }) id!: string;
  @Field(() => String, { description: 'Address of the largest size, e.g. /media/{id}-1600.webp.' }) url!: string;
  @Field(() => String, { description: 'Every size for an img `srcset`: "{url} {width}w, …", narrowest first.' }) srcSet!: string;
  @Field(() => Int, { description: 'Width of the largest size in pixels.' }) width!: number;
  @Field(() => Int, { description: 'Height of the largest size in pixels.' }) height!: number;
  @Field(() => String, { nullable: true, description: 'Alt text suggested when it was made (the AI image generator); null for uploads.' })
  suggestedAlt?: string | null;
  @Field(() => String, { description: 'UPLOAD (an admin’s file) or AI (the image generator).' }) source!: string;
  @Field(() => String, { description: 'Who stored it (e-mail address or uid).' }) createdBy!: string;
  @Field(() => Date, { description: 'When it was stored.' }) createdAt!: Date;
}

@ObjectType({ description: 'Stored images, newest first, a page at a time.' })
export class SiteImageConnection extends Connection(SiteImage, { one: 'image', many: 'images' }) {
  @Field(() => Int, { description: totalCountDescription('stored images') }) totalCount!: number;
}
