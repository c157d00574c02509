import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { AdminActor } from '../../platform/graphql/currentUser';
import { AdminProfile, ProfileInput } from './adminProfiles.types';
import { adminProfile, adminProfiles, createProfileByAdmin, setProfileRetiredByAdmin, updateProfileByAdmin } from './profiles.service';
import type { ProfileKind } from './profiles.repository';

const slugArg = (what: string) => ({ description: `Slug of the ${what}.` });
const expectedArg = { nullable: true, description: 'Its `updatedAt` as loaded; left out: no check.' } as const;

/** Author profiles and partner pages in the admin console: the same operations for both. */
@Resolver()
export class AdminProfilesResolver {
  @Access('ADMIN')
  @Query(() => [AdminProfile], { description: 'Every author profile, retired ones too, by name (a short list: not paged).' })
  adminAuthors(): Promise<AdminProfile[]> {
    return adminProfiles('author');
  }

  @Access('ADMIN')
  @Query(() => [AdminProfile], { description: 'Every partner page, retired ones too, by name (a short list: not paged).' })
  adminPartners(): Promise<AdminProfile[]> {
    return adminProfiles('partner');
  }

  @Access('ADMIN')
  @Query(() => AdminProfile, { nullable: true, description: 'One author profile in any status; null when there is none.' })
  adminAuthor(@Arg('slug', () => String, slugArg('author')) slug: string): Promise<AdminProfile | null> {
    return adminProfile('author', slug);
  }

  @Access('ADMIN')
  @Query(() => AdminProfile, { nullable: true, description: 'One partner page in any status; null when there is none.' })
  adminPartner(@Arg('slug', () => String, slugArg('partner')) slug: string): Promise<AdminProfile | null> {
    return adminProfile('partner', slug);
  }

  @Access('ADMIN')
  @Mutation(() => AdminProfile, {
    description: 'Adds an author profile at /authors/{slug}, on the site at once. BAD_USER_INPUT with field errors (slug in use, a qualification without how it was checked, a bad link, a photo without alt text…).',
  })
  createAuthor(
    @Arg('slug', () => String, { description: 'Its address: lower-case letters, digits and hyphens; fixed once created.' }) slug: string,
    @Arg('input', () => ProfileInput, { description: 'The profile.' }) input: ProfileInput,
    @AdminActor() by: string,
  ): Promise<AdminProfile> {
    return create('author', slug, input, by);
  }

  @Access('ADMIN')
  @Mutation(() => AdminProfile, {
    description: 'Adds a partner page at /partners/{slug}, on the site at once. BAD_USER_INPUT with field errors as for `createAuthor`.',
  })
  createPartner(
    @Arg('slug', () => String, { description: 'Its address: lower-case letters, digits and hyphens; fixed once created.' }) slug: string,
    @Arg('input', () => ProfileInput, { description: 'The page.' }) input: ProfileInput,
    @AdminActor() by: string,
  ): Promise<AdminProfile> {
    return create('partner', slug, input, by);
  }

  @Access('ADMIN')
  @Mutation(() => AdminProfile, { description: 'Saves an author profile. One changed since `expectedUpdatedAt` answers CONFLICT.' })
  updateAuthor(
    @Arg('slug', () => String, slugArg('author')) slug: string,
    @Arg('input', () => ProfileInput, { description: 'The profile as it should now be.' }) input: ProfileInput,
    @Arg('expectedUpdatedAt', () => Date, expectedArg) expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<AdminProfile> {
    return updateProfileByAdmin('author', slug, input, expectedUpdatedAt ?? null, by);
  }

  @Access('ADMIN')
  @Mutation(() => AdminProfile, { description: 'Saves a partner page. One changed since `expectedUpdatedAt` answers CONFLICT.' })
  updatePartner(
    @Arg('slug', () => String, slugArg('partner')) slug: string,
    @Arg('input', () => ProfileInput, { description: 'The page as it should now be.' }) input: ProfileInput,
    @Arg('expectedUpdatedAt', () => Date, expectedArg) expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<AdminProfile> {
    return updateProfileByAdmin('partner', slug, input, expectedUpdatedAt ?? null, by);
  }

  @Access('ADMIN')
  @Mutation(() => AdminProfile, {
    description: 'Retires an author profile (`retired: true`: off the site at once, kept for the record) or puts it back (`false`).',
  })
  setAuthorRetired(
    @Arg('slug', () => String, slugArg('author')) slug: string,
    @Arg('retired', () => Boolean, { description: 'true to retire, false to restore.' }) retired: boolean,
    @AdminActor() by: string,
  ): Promise<AdminProfile> {
    return setProfileRetiredByAdmin('author', slug, retired, by);
  }

  @Access('ADMIN')
  @Mutation(() => AdminProfile, {
    description: 'Retires a partner page (`retired: true`: off the site at once, kept for the record) or puts it back (`false`).',
  })
  setPartnerRetired(
    @Arg('slug', () => String, slugArg('partner')) slug: string,
    @Arg('retired', () => Boolean, { description: 'true to retire, false to restore.' }) retired: boolean,
    @AdminActor() by: string,
  ): Promise<AdminProfile> {
    return setProfileRetiredByAdmin('partner', slug, retired, by);
  }
}

function create(kind: ProfileKind, slug: string, input: ProfileInput, by: string) {
  return createProfileByAdmin(kind, slug, input, by);
}
