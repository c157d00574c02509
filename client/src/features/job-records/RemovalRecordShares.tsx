import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormAlert } from '../../ui/Field';
import { ConfirmedAction } from '../../ui/ConfirmBox';
import { messageOf } from '../../lib/apollo';
import { formatLondonDateTime } from '../../lib/dates';
import type { HomeownerJobRecordsQuery as HomeownerJobRecordsData } from '../../gql/graphql';
import { CreateRemovalRecordShareMutation, RevokeRemovalRecordShareMutation } from './jobRecords.operations';

type RequestLink = { id: string; token: string };
type RemovalRecordShare = HomeownerJobRecordsData['homeownerJobRecords'][number]['shares'][number];

/** The share links of a removal record: make one, see them, revoke one (HomeownerJobRecords loads it for a confirmed record). */
export function RemovalRecordShares({
  number,
  shares,
  link,
}: {
  number: string;
  shares: readonly RemovalRecordShare[];
  link: RequestLink;
}) {
  const [create, creating] = useMutation(CreateRemovalRecordShareMutation);
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = shares.filter((share) => share.number === number);

  async function onCreate() {
    setError(null);
    setCopied(false);
    try {
      const answer = await create({ variables: { ...link, number }, refetchQueries: ['HomeownerJobRecords'] });
      const path = answer.data?.createRemovalRecordShare.path;
      if (path) setCreated(`${window.location.origin}${path}`);
    } catch (caught) {
      setError(messageOf(caught, 'The share link could not be made. Please try again.'));
    }
  }

  return (
    <>
      {error && <FormAlert>{error}</FormAlert>}
      {created && (
        <div className="field">
          <label htmlFor="new-share-link">Your new share link (shown this once: copy it now)</label>
          <input id="new-share-link" readOnly value={created} onFocus={(e) => e.target.select()} />
          <button
            type="button"
            className="button secondary small"
            onClick={() =>
              void navigator.clipboard?.writeText(created).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            Copy the link
          </button>
          {copied && <span role="status"> Copied.</span>}
        </div>
      )}
      <p>
        <button type="button" className="button secondary" disabled={creating.loading} onClick={() => void onCreate()}>
          {creating.loading ? 'Making the link…' : 'Make a share link'}
        </button>
      </p>
      {mine.length === 0 ? (
        <p className="empty-state">No share links yet.</p>
      ) : (
        <ul className="share-links">
          {mine.map((share) => (
            <ShareRow key={share.id} share={share} link={link} />
          ))}
        </ul>
      )}
    </>
  );
}

function ShareRow({ share, link }: { share: RemovalRecordShare; link: RequestLink }) {
  const [revoke] = useMutation(RevokeRemovalRecordShareMutation);
  const made = formatLondonDateTime(share.createdAt);
  return (
    <li>
      Share link made {made}{' '}
      <ConfirmedAction
        label="Revoke"
        labelFor={`the share link made ${made}`}
        buttonClassName="button secondary small"
        small
        question={`Revoke the share link made ${made}?`}
        details="Anyone using it will see only the public summary."
        confirmLabel="Yes, revoke it"
        busyLabel="Revoking…"
        errorOf={(failure) => messageOf(failure, 'The link could not be revoked. Please try again.')}
        onConfirm={() => revoke({ variables: { ...link, shareId: share.id }, refetchQueries: ['HomeownerJobRecords'] })}
      />
    </li>
  );
}
