import { Field, InputType, ObjectType } from 'type-graphql';
import { ConsentInput } from '../requests/removalRequests.types';

@InputType({ description: 'The free-guide form' })
export class FreeGuideRequestInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true, description: 'Optional UK postcode' }) postcode?: string | null;
  @Field(() => ConsentInput) consent!: ConsentInput;
}

@ObjectType({ description: 'Where to download the free guide' })
export class FreeGuideDownload {
  @Field(() => String, { description: 'Path of the PDF on this site, with a signed token; it expires at expiresAt' }) downloadUrl!: string;
  @Field(() => Date) expiresAt!: Date;
}
