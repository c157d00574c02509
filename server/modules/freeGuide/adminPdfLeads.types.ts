import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';

@ObjectType({ description: 'Someone who asked for a free guide: one per person and guide. Personal data: administrators only.' })
export class PdfLead {
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => String, { description: 'Which guide, by slug, e.g. spray-foam-removal-guide.' }) guide!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'Name as typed (the latest request’s).' })
  name!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'E-mail address.' })
  email!: string;
  @Access('ADMIN')
  @Field(() => String, { nullable: true, description: 'UK postcode; null when none was given.' })
  postcode?: string | null;
  @Field(() => Int, { description: 'How many times the guide was downloaded through their links.' }) downloads!: number;
  @Field(() => Int, { description: 'How many times they asked for the guide.' }) requests!: number;
  @Field(() => Boolean, { description: 'Whether their latest request agreed to marketing e-mails.' }) marketingConsent!: boolean;
  @Field(() => Date, { nullable: true, description: 'When they last asked for it.' }) lastRequestedAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'When they last downloaded it; null when never.' }) lastDownloadedAt?: Date | null;
  @Field(() => Date, { description: 'When they first asked for it.' }) createdAt!: Date;
}

@ObjectType({ description: 'Guide leads, newest first, a page at a time.' })
export class PdfLeadConnection extends Connection(PdfLead, { one: 'guide lead', many: 'guide leads' }) {
  @Field(() => Int, { description: totalCountDescription('guide leads') }) totalCount!: number;
}
