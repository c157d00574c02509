import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A photograph of a job, re-encoded on upload without its metadata (no location, no camera).' })
export class JobPhoto {
  @Field(() => ID, { description: 'Photograph id; what a job record names.' }) id!: string;
  @Field(() => ID, { description: 'The lead (the job) it belongs to.' }) leadId!: string;
  @Field(() => String, { description: 'A signed link to the image, good until `urlExpiresAt`; the id alone opens nothing.' }) url!: string;
  @Field(() => Date, { description: 'When `url` stops working.' }) urlExpiresAt!: Date;
  @Field(() => Int, { description: 'Width in pixels, upright.' }) width!: number;
  @Field(() => Int, { description: 'Height in pixels, upright.' }) height!: number;
  @Field(() => Int, { description: 'Size of the stored image in bytes.' }) bytes!: number;
  @Field(() => String, { description: 'image/jpeg, image/png or image/webp, from the image itself.' }) contentType!: string;
  @Field(() => Date, { description: 'When it was uploaded.' }) createdAt!: Date;
}
