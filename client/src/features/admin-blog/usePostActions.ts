import { useApolloClient, useMutation } from '@apollo/client/react';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { formatLondonDateTime } from '../../lib/dates';
import { useConfirm } from '../../ui/admin/ConfirmDialog';
import { useToast } from '../../ui/admin/Toasts';
import { PublishPostMutation, RestorePostRevisionMutation, SchedulePostMutation, UnpublishPostMutation } from './blog.operations';
import { writeUnsaved, type LoadedPost, type Revision } from './postForm';
import type { PostDraft } from './usePostDraft';

/**
 * What an administrator does to a saved post, each after a confirmation: publish, schedule, unpublish and
 * restore a revision. Unsaved changes are saved first.
 */
export function usePostActions(post: LoadedPost | null, draft: PostDraft, reload: () => Promise<void>) {
  const toast = useToast();
  const confirm = useConfirm();
  const client = useApolloClient();
  const [publishPost] = useMutation(PublishPostMutation);
  const [schedulePost] = useMutation(SchedulePostMutation);
  const [unpublishPost] = useMutation(UnpublishPostMutation);
  const [restoreRevision] = useMutation(RestorePostRevisionMutation);
  const { form, updatedAt } = draft;

  async function act(label: string, run: () => Promise<unknown>) {
    if (draft.dirty && !(await draft.save('manual'))) return;
    try {
      await run();
      toast.show(label);
      await client.refetchQueries({ include: ['AdminPosts'] });
      await reload();
    } catch (failure) {
      draft.setErrors(fieldErrorsOf(failure));
      toast.show(messageOf(failure, 'That did not work'), { tone: 'error' });
    }
  }

  async function publish() {
    if (!post) return;
    const answer = await confirm({
      title: 'Publish this post?',
      message: `“${form.title}” appears at /blog/${form.slug}, in the blog lists and the sitemap, and search engines are told through IndexNow.`,
      confirmLabel: 'Publish now',
    });
    if (answer.confirmed) await act('Published', () => publishPost({ variables: { id: post.id, expectedUpdatedAt: updatedAt.current } }));
  }

  /** `scheduleAt` is a datetime-local input's value, in the browser's time zone. */
  async function schedule(scheduleAt: string) {
    if (!post) return;
    const at = new Date(scheduleAt);
    if (Number.isNaN(at.getTime())) {
      draft.setErrors({ at: 'Choose a date and time' });
      return;
    }
    const answer = await confirm({
      title: 'Schedule this post?',
      message: `“${form.title}” publishes itself on ${formatLondonDateTime(at.toISOString())} (UK time), with nobody signed in.`,
      confirmLabel: 'Schedule',
    });
    if (answer.confirmed)
      await act('Scheduled', () =>
        schedulePost({ variables: { id: post.id, at: at.toISOString(), expectedUpdatedAt: updatedAt.current } }),
      );
  }

  async function unpublish() {
    if (!post) return;
    const answer = await confirm({
      title: post.status === 'PUBLISHED' ? 'Take this post off the site?' : 'Cancel the schedule?',
      message:
        post.status === 'PUBLISHED'
          ? `/blog/${post.slug} answers “not found” until it is published again.`
          : 'The post goes back to draft.',
      confirmLabel: post.status === 'PUBLISHED' ? 'Unpublish' : 'Cancel schedule',
      danger: post.status === 'PUBLISHED',
    });
    if (answer.confirmed)
      await act('Back to draft', () => unpublishPost({ variables: { id: post.id, expectedUpdatedAt: updatedAt.current } }));
  }

  /** True when the revision was restored. */
  async function restore(revision: Revision): Promise<boolean> {
    if (!post) return false;
    const answer = await confirm({
      title: 'Restore this revision?',
      message: `The content saved by ${revision.by} on ${formatLondonDateTime(revision.at)} replaces the current content (which stays in the revisions).`,
      confirmLabel: 'Restore',
    });
    if (!answer.confirmed) return false;
    try {
      await restoreRevision({ variables: { id: post.id, revisionId: revision.id, expectedUpdatedAt: updatedAt.current } });
      writeUnsaved(post.id, null);
      toast.show('Revision restored');
      await reload();
      return true;
    } catch (failure) {
      toast.show(messageOf(failure, 'The revision could not be restored'), { tone: 'error' });
      return false;
    }
  }

  return { publish, schedule, unpublish, restore };
}
