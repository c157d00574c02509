import { Arg, Args, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { AdminActor } from '../../platform/graphql/currentUser';
import { adminOutreach, adminOutreachPage, createOutreach, moveOutreach, updateOutreach } from './outreach.service';
import { Outreach, OutreachConnection, OutreachInput, OutreachKind, OutreachStatus } from './outreach.types';

const EXPECTED = { nullable: true, description: 'Its `updatedAt` as loaded; left out: no check.' } as const;

@Resolver()
export class OutreachResolver {
  @Access('ADMIN')
  @Query(() => OutreachConnection, {
    description: 'Outreach sites, newest first (soonest follow-up first with `dueToday`), with the total.',
  })
  adminOutreachList(
    @Arg('status', () => OutreachStatus, { nullable: true, description: 'Only sites in this status.' }) status: OutreachStatus | null,
    @Arg('kind', () => OutreachKind, { nullable: true, description: 'Only sites of this kind.' }) kind: OutreachKind | null,
    @Arg('dueToday', () => Boolean, {
      defaultValue: false,
      description: 'Only follow-ups due today or earlier (Europe/London) on sites not won or lost.',
    })
    dueToday: boolean,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<OutreachConnection> {
    return adminOutreachPage({ status: status ?? null, kind: kind ?? null, dueToday }, page);
  }

  @Access('ADMIN')
  @Query(() => Outreach, { nullable: true, description: 'One outreach site; null when there is none.' })
  adminOutreach(@Arg('id', () => ID, { description: 'Id of the site.' }) id: string): Promise<Outreach | null> {
    return adminOutreach(id);
  }

  @Access('ADMIN')
  @Mutation(() => Outreach, {
    description: 'Adds a site to the pipeline, to be contacted. Bad fields answer BAD_USER_INPUT with field errors.',
  })
  createOutreach(
    @Arg('input', () => OutreachInput, { description: 'The site’s details.' }) input: OutreachInput,
    @AdminActor() by: string,
  ): Promise<Outreach> {
    return createOutreach(input, by);
  }

  @Access('ADMIN')
  @Mutation(() => Outreach, { description: 'Edits a site’s details. Changed since `expectedUpdatedAt`: CONFLICT.' })
  updateOutreach(
    @Arg('id', () => ID, { description: 'Id of the site.' }) id: string,
    @Arg('input', () => OutreachInput, { description: 'The site’s details, all of them.' }) input: OutreachInput,
    @Arg('expectedUpdatedAt', () => Date, EXPECTED) expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<Outreach> {
    return updateOutreach(id, input, expectedUpdatedAt ?? null, by);
  }

  @Access('ADMIN')
  @Mutation(() => Outreach, {
    description: 'Moves a site through the pipeline (who and when go into its history). Changed since `expectedUpdatedAt`: CONFLICT.',
  })
  moveOutreach(
    @Arg('id', () => ID, { description: 'Id of the site.' }) id: string,
    @Arg('status', () => OutreachStatus, { description: 'The new status.' }) status: OutreachStatus,
    @Arg('followUpAt', () => String, {
      nullable: true,
      description: 'The next follow-up day (YYYY-MM-DD); empty clears it; left out: unchanged.',
    })
    followUpAt: string | null | undefined,
    @Arg('note', () => String, { nullable: true, description: 'A note for the history.' }) note: string | null,
    @Arg('expectedUpdatedAt', () => Date, EXPECTED) expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<Outreach> {
    return moveOutreach(id, status, followUpAt, note ?? null, expectedUpdatedAt ?? null, by);
  }
}
