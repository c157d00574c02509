import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum LeadStatus {
  new = 'new',
  available = 'available',
  sold_out = 'sold_out',
  closed = 'closed',
  archived = 'archived',
  rejected = 'rejected',
}
registerEnumType(LeadStatus, { name: 'LeadStatus', description: 'Where a lead is in the marketplace' });

@ObjectType()
export class Homeowner {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
}

@ObjectType()
export class PropertyDetails {
  @Field(() => String) postcode!: string;
  @Field(() => String, { description: 'Outward code, e.g. SW1A: all a company sees before buying' }) district!: string;
  @Field(() => String) region!: string;
  @Field(() => String, { description: 'terraced | semi | detached | bungalow | flat | commercial' }) type!: string;
  @Field(() => Int, { nullable: true }) bedrooms?: number | null;
}

@ObjectType()
export class JobDetails {
  @Field(() => String, { description: 'open | closed | unknown' }) foamType!: string;
  @Field(() => [String], { description: 'loft | walls | floor | other' }) locations!: string[];
  @Field(() => Number, { nullable: true }) areaM2?: number | null;
  @Field(() => String, { description: 'easy | moderate | difficult' }) access!: string;
  @Field(() => String, { description: 'emergency | asap | 1-3months | planning' }) urgency!: string;
  @Field(() => String, { description: 'selling | mortgage | health | damp | renovation | other' }) reason!: string;
  @Field(() => [String]) extras!: string[];
  @Field(() => String) notes!: string;
}

@ObjectType()
export class EstimateRange {
  @Field(() => Int) lowPence!: number;
  @Field(() => Int) highPence!: number;
}

@ObjectType({ description: 'A quote request that removal companies can buy' })
export class Lead {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Human reference, e.g. SFR-000123' }) ref!: string;
  @Field(() => String, { nullable: true }) requestId?: string | null;
  @Field(() => Homeowner) homeowner!: Homeowner;
  @Field(() => PropertyDetails) property!: PropertyDetails;
  @Field(() => JobDetails) job!: JobDetails;
  @Field(() => EstimateRange) estimate!: EstimateRange;
  @Field(() => LeadStatus) status!: LeadStatus;
  @Field(() => Int) pricePence!: number;
  @Field(() => Int) vatPence!: number;
  @Field(() => Int) maxBuyers!: number;
  @Field(() => Int) buyerCount!: number;
  @Field(() => Boolean) exclusive!: boolean;
  @Field(() => String, { nullable: true }) targetCompanyId?: string | null;
  @Field(() => String, { description: 'quote_form | single_company | calculator | manual | callback | survey | inquiry' }) origin!: string;
  @Field(() => Boolean) archived!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) expiresAt!: Date;
}

@ObjectType()
export class LeadConnection {
  @Field(() => [Lead]) items!: Lead[];
  @Field(() => Int, { description: 'All leads matching the filter, not just this page' }) total!: number;
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page' }) endCursor!: string | null;
}

@InputType()
export class LeadFilter {
  @Field(() => LeadStatus, { nullable: true }) status?: LeadStatus | null;
  @Field(() => Boolean, { nullable: true, description: 'Archived leads only (default: not archived)' }) archived?: boolean | null;
}
