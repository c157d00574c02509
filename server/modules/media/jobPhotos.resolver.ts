import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { MAX_JOB_PHOTOS } from '../../../common/quotes';
import { Access } from '../../platform/graphql/access';
import type { GraphQLContext } from '../../platform/graphql/context';
import { forbidden } from '../../platform/graphql/errors';
import { jobPhotoUrl } from './jobPhotoLink';
import type { StoredJobPhoto } from './jobPhotos.repository';
import { deleteJobPhoto, jobPhotosOf } from './jobPhotos.service';
import { JobPhoto } from './jobPhotos.types';

/** How long the links in a list of photographs work. */
const LINK_LIFETIME_MS = 60 * 60_000;

/** The caller's company: `@Access('COMPANY', …)` has checked the user, the company's status and the role. */
async function companyIdOf(ctx: GraphQLContext): Promise<string> {
  const companyId = await ctx.viewer?.companyId();
  if (!companyId) throw forbidden();
  return companyId;
}

async function toJobPhoto(photo: StoredJobPhoto, now = Date.now()): Promise<JobPhoto> {
  const urlExpiresAt = new Date(Math.floor((now + LINK_LIFETIME_MS) / 1000) * 1000);
  return {
    id: photo.id,
    leadId: photo.leadId,
    url: await jobPhotoUrl(photo.id, urlExpiresAt),
    urlExpiresAt,
    width: photo.width,
    height: photo.height,
    bytes: photo.bytes,
    contentType: photo.contentType,
    createdAt: photo.createdAt,
  };
}

/** docs/requirements/quotes-and-removal-records.md#photographs: a company's photographs of its job on a lead. */
@Resolver()
export class JobPhotosResolver {
  @Access('COMPANY', 'read')
  @Query(() => [JobPhoto], {
    description: `This company’s photographs of its job on a lead, oldest first (at most ${MAX_JOB_PHOTOS}), each with a signed link that works for an hour. Upload them over tus at /job-photo-uploads with the lead id as metadata \`leadId\`. Empty for a lead with none, or one this company did not buy.`,
  })
  async jobPhotos(
    @Arg('leadId', () => ID, { description: 'Id of a lead this company bought.' }) leadId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<JobPhoto[]> {
    const now = Date.now();
    return Promise.all((await jobPhotosOf(await companyIdOf(ctx), leadId)).map((photo) => toJobPhoto(photo, now)));
  }

  @Access('COMPANY', 'work_leads')
  @Mutation(() => ID, {
    description:
      'Deletes one of this company’s job photographs (its record and its image); answers its id. FORBIDDEN for a viewer; NOT_FOUND for a photograph this company does not have; CONFLICT, with the reason, for one its job record or an issued removal record names.',
  })
  async deleteJobPhoto(
    @Arg('id', () => ID, { description: 'Id of the photograph.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return (await deleteJobPhoto(await companyIdOf(ctx), id)).id;
  }
}
