import { useState } from 'react';
import { TextField } from '../../ui/Field';
import { localInputValue, type LoadedPost } from './postForm';
import type { usePostActions } from './usePostActions';

/** Schedule, publish now, unpublish or cancel the schedule of a saved post. */
export function PostPublishing({
  post,
  actions,
  scheduleError,
}: {
  post: LoadedPost;
  actions: ReturnType<typeof usePostActions>;
  scheduleError?: string;
}) {
  const [scheduleAt, setScheduleAt] = useState(() => localInputValue(new Date(Date.now() + 24 * 3600_000)));
  return (
    <fieldset>
      <legend>Publishing</legend>
      {post.status !== 'PUBLISHED' && (
        <>
          <TextField
            label="Publish on (your time)"
            type="datetime-local"
            value={scheduleAt}
            onChange={(e) => setScheduleAt(e.target.value)}
            error={scheduleError}
          />
          <div className="page-actions">
            <button type="button" className="button secondary" onClick={() => void actions.schedule(scheduleAt)}>
              Schedule
            </button>
            <button type="button" className="button" onClick={() => void actions.publish()}>
              Publish now
            </button>
          </div>
        </>
      )}
      {post.status !== 'DRAFT' && (
        <button type="button" className="button secondary" onClick={() => void actions.unpublish()}>
          {post.status === 'PUBLISHED' ? 'Unpublish' : 'Cancel schedule'}
        </button>
      )}
      {post.status === 'PUBLISHED' && (
        <p>
          <a href={`/blog/${post.slug}`} target="_blank" rel="noreferrer">
            View on the site
          </a>
        </p>
      )}
    </fieldset>
  );
}
