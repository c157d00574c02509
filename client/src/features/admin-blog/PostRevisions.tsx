import { useState } from 'react';
import { formatLondonDateTime } from '../../lib/dates';
import { lineDiff } from './lineDiff';
import type { LoadedPost, Revision } from './postForm';

/** A saved post's revisions (each compared with the editor's body, or restored) and its history. */
export function PostRevisions({
  post,
  editorBody,
  restore,
}: {
  post: LoadedPost;
  editorBody: string;
  restore(revision: Revision): Promise<boolean>;
}) {
  const [compare, setCompare] = useState<Revision | null>(null);
  return (
    <section>
      <h2>Revisions</h2>
      {post.revisions.length === 0 ? (
        <p className="empty-state">No saved revisions yet.</p>
      ) : (
        <ul className="revision-list">
          {post.revisions.map((revision) => (
            <li key={revision.id}>
              {formatLondonDateTime(revision.at)} · {revision.by} · {revision.title}{' '}
              <button
                type="button"
                className="button secondary small"
                onClick={() => setCompare(compare?.id === revision.id ? null : revision)}
                aria-expanded={compare?.id === revision.id}
              >
                Compare with the editor
              </button>{' '}
              <button
                type="button"
                className="button secondary small"
                onClick={() => void restore(revision).then((restored) => restored && setCompare(null))}
              >
                Restore
              </button>
            </li>
          ))}
        </ul>
      )}
      {compare && (
        <div className="line-diff" aria-label="Differences in the body: removed lines are the revision’s, added lines the editor’s">
          {lineDiff(compare.bodyMarkdown, editorBody).map((line, index) => (
            <div key={index} className={`diff-${line.kind}`}>
              {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '− ' : '  '}
              {line.text}
            </div>
          ))}
        </div>
      )}
      <h2>History</h2>
      <ul>
        {post.history.map((entry, index) => (
          <li key={index}>
            {formatLondonDateTime(entry.at)} · {entry.by} · {entry.action}
            {entry.note ? ` (${entry.note})` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
