import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { HistoryEntry } from '../../platform/graphql/history.types';
import { ProfileLink, ProfilePhoto, ProfileQualification } from './content.types';

export enum ProfileStatus {
  ACTIVE = 'active',
  RETIRED = 'retired',
}
registerEnumType(ProfileStatus, {
  name: 'ProfileStatus',
  description: 'Whether an author profile or partner page is on the site.',
  valuesConfig: {
    ACTIVE: { description: 'On the site.' },
    RETIRED: { description: 'Taken off the site and kept for the record.' },
  },
});

@ObjectType({ description: 'An uploaded photo as the admin console sees it: its image id too (null for one of the site’s own files).' })
export class AdminProfilePhoto extends ProfilePhoto {
  @Field(() => String, { nullable: true, description: 'Id of the stored image (see `adminSiteImages`); null for a site file such as an emblem.' })
  imageId!: string | null;
}

@ObjectType({ description: 'An author profile or partner page as the admin console sees it, in any status.' })
export class AdminProfile {
  @Field(() => String, { description: 'Slug, fixed when it was created: its address is `path`.' }) slug!: string;
  @Field(() => String, { description: 'Its address on the site, e.g. /authors/{slug}.' }) path!: string;
  @Field(() => String, { description: 'Name.' }) name!: string;
  @Field(() => String, { description: 'Role or job title.' }) role!: string;
  @Field(() => String, { description: 'The summary (the page’s description).' }) summary!: string;
  @Field(() => String, { description: 'The description in Markdown, as written.' }) bodyMarkdown!: string;
  @Field(() => [String], { description: 'Subjects (authors: for structured data).' }) topics!: string[];
  @Field(() => [ProfileQualification], { description: 'Qualifications, each with how it was checked.' }) qualifications!: ProfileQualification[];
  @Field(() => [ProfileLink], { description: 'Links to pages elsewhere.' }) links!: ProfileLink[];
  @Field(() => AdminProfilePhoto, { nullable: true, description: 'The photo; null when none.' }) photo!: AdminProfilePhoto | null;
  @Field(() => ProfileStatus, { description: 'ACTIVE or RETIRED.' }) status!: ProfileStatus;
  @Field(() => Boolean, { description: 'Demonstration content of the embedded demo (its page says so).' }) demo!: boolean;
  @Field(() => Boolean, { description: 'Whether the public site shows it.' }) onSite!: boolean;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed: send it back as `expectedUpdatedAt`.' }) updatedAt!: Date;
  @Field(() => [HistoryEntry], { description: 'Its changes, oldest first.' }) history!: HistoryEntry[];
}

@InputType({ description: 'A qualification and how it was checked.' })
export class ProfileQualificationInput {
  @Field(() => String, { description: 'The qualification, up to 150 characters.' }) title!: string;
  @Field(() => String, { description: 'How it was checked, up to 300 characters.' }) checkedHow!: string;
}

@InputType({ description: 'A link to a page elsewhere.' })
export class ProfileLinkInput {
  @Field(() => String, { description: 'Its text, up to 80 characters.' }) label!: string;
  @Field(() => String, { description: 'A full http(s) address.' }) url!: string;
}

@InputType({ description: 'An author profile or partner page as an administrator writes it.' })
export class ProfileInput {
  @Field(() => String, { description: 'Name, up to 100 characters.' }) name!: string;
  @Field(() => String, { description: 'Role or job title, up to 100 characters.' }) role!: string;
  @Field(() => String, { description: 'Summary, 20 to 300 characters: the page’s description.' }) summary!: string;
  @Field(() => String, { description: 'The description in Markdown; may be empty.' }) bodyMarkdown!: string;
  @Field(() => [String], { nullable: true, description: 'Subjects, up to 12.' }) topics?: string[] | null;
  @Field(() => [ProfileQualificationInput], { description: 'Qualifications, up to 12, each with how it was checked.' })
  qualifications!: ProfileQualificationInput[];
  @Field(() => [ProfileLinkInput], { description: 'Links, up to 10.' }) links!: ProfileLinkInput[];
  @Field(() => String, { nullable: true, description: 'Id of an uploaded image (see `adminSiteImages`); null for no photo.' }) photoImageId?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Keep the site file the profile has as its photo (an emblem), with `photoAlt`.' })
  keepSitePhoto?: boolean | null;
  @Field(() => String, { nullable: true, description: 'The photo’s alt text, 5 to 200 characters: required with a photo.' }) photoAlt?: string | null;
}
