import { Field, InputType, ObjectType } from 'type-graphql';
import { ConsentInput } from '../removalRequests/removalRequests.types';

@InputType({ description: 'The free-guide form (/free-guide).' })
export class FreeGuideRequestInput {
  @Field(() => String, { description: 'Name, 1–100 characters.' }) name!: string;
  @Field(() => String, { description: 'E-mail address, up to 254 characters.' }) email!: string;
  @Field(() => String, { nullable: true, description: 'UK postcode, e.g. SW1A 1AA; optional.' }) postcode?: string | null;
  @Field(() => ConsentInput, { description: 'Terms (required) and marketing.' }) consent!: ConsentInput;
}

@ObjectType({ description: 'Where to download the free guide.' })
export class FreeGuideDownload {
  @Field(() => String, { description: 'Path of the PDF on this site, with a signed token; it works until expiresAt.' })
  downloadUrl!: string;
  @Field(() => Date, { description: 'When the link stops working: 24 hours after the request (ISO 8601, UTC).' }) expiresAt!: Date;
}
