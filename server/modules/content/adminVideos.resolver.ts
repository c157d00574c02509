import { Arg, Args, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { AdminActor } from '../../platform/graphql/currentUser';
import { PublicationStatus } from './content.types';
import { AdminVideo, AdminVideoConnection, AdminVideoInput } from './adminVideos.types';
import { adminVideoById, adminVideosPage, createVideoByAdmin, updateVideoByAdmin } from './adminVideos.service';

@Resolver()
export class AdminVideosResolver {
  @Access('ADMIN')
  @Query(() => AdminVideoConnection, { description: 'Every video in any status, newest first, with the total for the filter.' })
  adminVideos(
    @Arg('status', () => PublicationStatus, { nullable: true, description: 'Only videos in this status; all when left out.' })
    status: PublicationStatus | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<AdminVideoConnection> {
    return adminVideosPage(status ?? null, page);
  }

  @Access('ADMIN')
  @Query(() => AdminVideo, { nullable: true, description: 'One video in any status; null when there is none.' })
  adminVideo(@Arg('id', () => ID, { description: 'Id of the video.' }) id: string): Promise<AdminVideo | null> {
    return adminVideoById(id);
  }

  @Access('ADMIN')
  @Mutation(() => AdminVideo, {
    description: 'Adds a video. BAD_USER_INPUT with field errors for a bad YouTube id or address, length, slug (or one in use)…',
  })
  createVideo(@Arg('input', () => AdminVideoInput, { description: 'The video.' }) input: AdminVideoInput, @AdminActor() by: string): Promise<AdminVideo> {
    return createVideoByAdmin(input, by);
  }

  @Access('ADMIN')
  @Mutation(() => AdminVideo, {
    description: 'Saves a video (who and when go into its history). A video changed since `expectedUpdatedAt` answers CONFLICT.',
  })
  updateVideo(
    @Arg('id', () => ID, { description: 'Id of the video.' }) id: string,
    @Arg('input', () => AdminVideoInput, { description: 'The video as it should now be.' }) input: AdminVideoInput,
    @Arg('expectedUpdatedAt', () => Date, { nullable: true, description: 'Its `updatedAt` as loaded; left out: no check.' })
    expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<AdminVideo> {
    return updateVideoByAdmin(id, input, expectedUpdatedAt ?? null, by);
  }
}
