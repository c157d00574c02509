import { useState } from 'react';
import { PhoneLink } from '../../ui/PhoneLink';
import { useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useMutation, useQuery } from '@apollo/client/react';
import { CERTIFICATION_STATUS_LABELS, DOCUMENT_STATE_LABELS, formatFileSize } from '../../../../common/certification';
import { Head } from '../../ui/head';
import { FormAlert } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';
import { messageOf } from '../../lib/apollo';
import { formatLondonDate } from '../../lib/dates';
import type { CertificationDocumentType } from '../../gql/graphql';
import {
  AdminCertificationRequestQuery,
  CertificationDocumentLinkMutation,
  ReviewCertificationDocumentMutation,
  RevokeCertificationUploadLinkMutation,
} from './certification.operations';
import { storedValue } from '../../lib/enums';
import { useConfirm } from '../../ui/admin/ConfirmDialog';
import { useToast } from '../../ui/admin/Toasts';
import { paths } from '../../lib/paths';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

/** Retires the request's private links after a confirmation; the server e-mails the company new ones. */
function RevokeUploadLink({ requestId, reference, email }: { requestId: string; reference: string; email: string }) {
  const [revoke, state] = useMutation(RevokeCertificationUploadLinkMutation);
  const sendOnce = useSubmitOnce();
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirm();
  const toast = useToast();
  async function runNow() {
    setProblem(null);
    const answer = await confirm({
      title: `Revoke the private links of ${reference}?`,
      message: (
        <p>
          The upload and documents links in every e-mail sent about this request stop working at once. New links are e-mailed to {email}.
          Documents already uploaded stay as they are.
        </p>
      ),
      confirmLabel: 'Revoke links and e-mail new ones',
      danger: true,
    });
    if (!answer.confirmed) return;
    try {
      const { data } = await revoke({ variables: { requestId } });
      toast.show(`Links revoked: new upload and documents links were e-mailed to ${data?.revokeCertificationUploadLink.email ?? email}.`);
    } catch (e) {
      setProblem(messageOf(e, 'The links could not be revoked. Nothing changed; try again.'));
    }
  }
  function run() {
    return sendOnce.once(() => runNow());
  }
  return (
    <div className="revoke-link">
      <h2>Private links</h2>
      <p>The company uploads and follows its documents through private links. Revoke them if they reached the wrong person.</p>
      <button type="button" className="button danger small" disabled={state.loading} onClick={() => void run()}>
        Revoke upload link
      </button>
      {problem && <FormAlert>{problem}</FormAlert>}
    </div>
  );
}

function Preview({
  requestId,
  type,
  contentType,
  label,
}: {
  requestId: string;
  type: CertificationDocumentType;
  contentType: string;
  label: string;
}) {
  const [getLink, { data, loading, error }] = useMutation(CertificationDocumentLinkMutation);
  const url = data?.certificationDocumentLink.url;
  if (!url) {
    return (
      <>
        <button
          type="button"
          className="button secondary small"
          disabled={loading}
          onClick={() => void getLink({ variables: { requestId, type } })}
        >
          Preview {label.toLowerCase()}
        </button>
        {error && <FormAlert>{messageOf(error)}</FormAlert>}
      </>
    );
  }
  return (
    <div className="document-preview">
      {contentType === 'application/pdf' ? (
        <iframe src={url} title={`${label} (PDF)`} width="100%" height="600" />
      ) : (
        <img src={url} alt={label} style={{ maxWidth: '100%' }} />
      )}
      <p>
        <a href={url} target="_blank" rel="noreferrer">
          Open in a new tab
        </a>
      </p>
    </div>
  );
}

type Evidence = { expiresOn: string; coverPounds: string; registrationNumber: string; wasteCarrierTier: string };
const NO_EVIDENCE: Evidence = { expiresOn: '', coverPounds: '', registrationNumber: '', wasteCarrierTier: '' };

/** What the reviewer reads off insurance or waste carrier evidence before accepting it (docs/requirements/business-rules.md#vetting). */
function EvidenceFields({ type, value, onChange }: { type: string; value: Evidence; onChange: (value: Evidence) => void }) {
  const set = (field: keyof Evidence) => (e: { target: { value: string } }) => onChange({ ...value, [field]: e.target.value });
  if (type === 'public_liability_insurance')
    return (
      <fieldset className="evidence">
        <legend>Read off the certificate (required to accept)</legend>
        <label>
          Cover per claim in pounds (at least 1,000,000)
          <input type="number" min={1} step={1} value={value.coverPounds} onChange={set('coverPounds')} />
        </label>
        <label>
          Last day of cover
          <input type="date" value={value.expiresOn} onChange={set('expiresOn')} />
        </label>
      </fieldset>
    );
  if (type === 'waste_carrier_licence')
    return (
      <fieldset className="evidence">
        <legend>Checked against the public register (required to accept)</legend>
        <label>
          Registration number
          <input type="text" value={value.registrationNumber} onChange={set('registrationNumber')} placeholder="CBDU123456" />
        </label>
        <label>
          Registration tier
          <select value={value.wasteCarrierTier} onChange={set('wasteCarrierTier')}>
            <option value="">Choose…</option>
            <option value="upper">Upper tier</option>
            <option value="lower">Lower tier</option>
          </select>
        </label>
        <label>
          Expiry date (upper tier)
          <input type="date" value={value.expiresOn} onChange={set('expiresOn')} />
        </label>
      </fieldset>
    );
  return null;
}

const evidenceVariables = (type: string, value: Evidence | undefined) => {
  if (type !== 'public_liability_insurance' && type !== 'waste_carrier_licence') return undefined;
  const v = value ?? NO_EVIDENCE;
  return {
    expiresOn: v.expiresOn || null,
    coverPounds: v.coverPounds ? Number(v.coverPounds) : null,
    registrationNumber: v.registrationNumber || null,
    wasteCarrierTier: v.wasteCarrierTier || null,
  };
};

/** `paths.admin.certificationRequest`: each document with a preview, Accept (with the evidence read off it) and Reject (with a note). */
export function AdminCertificationRequestPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, loading, error, refetch } = useQuery(AdminCertificationRequestQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [review, reviewState] = useMutation(ReviewCertificationDocumentMutation, { refetchQueries: ['AdminCertificationRequest'] });
  const reviewing = useSubmitOnce();
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [evidence, setEvidence] = useState<Record<string, Evidence>>({});
  const request = data?.certificationRequest;
  if (loading && !data) return <PageLoading label="Loading the request…" />;
  if (error) return <FormAlert>{messageOf(error)}</FormAlert>;
  if (!request) return <p>There is no certification request with this id.</p>;
  const reviewable = request.status === 'UNDER_REVIEW' || request.status === 'AWAITING_DOCUMENTS';
  return (
    <section>
      <Head title={`Certification ${request.reference}`} robots="noindex, nofollow" />
      <p>
        <Link to={paths.admin.certificationRequests}>← Certification requests</Link>
      </p>
      <h1>
        {request.companyName} <span className="muted">{request.reference}</span>
      </h1>
      <p>
        {request.purpose === 'VETTING'
          ? 'Vetting request: the insurance and waste carrier evidence a company needs to buy leads (no fee).'
          : 'Certification request: the five documents, then the fee and a certificate.'}
      </p>
      <p>
        Status: <strong data-testid="request-status">{CERTIFICATION_STATUS_LABELS[storedValue(request.status)]}</strong>
      </p>
      <dl>
        <dt>Contact</dt>
        <dd>
          {request.contactName}, {request.email}, <PhoneLink phone={request.phone} />
        </dd>
        <dt>Requested</dt>
        <dd>{formatLondonDate(request.createdAt)}</dd>
        {request.certificateId && (
          <>
            <dt>Certificate</dt>
            <dd>
              <Link to={paths.admin.certificate(request.certificateId)}>{request.certificateNumber ?? 'View'}</Link>
            </dd>
          </>
        )}
      </dl>
      {reviewState.error && <FormAlert>{messageOf(reviewState.error)}</FormAlert>}
      <h2>Documents</h2>
      {request.requiredDocuments.map((doc) => (
        <article key={doc.type} className="card" data-testid={`document-${storedValue(doc.type)}`}>
          <h3>{doc.label}</h3>
          <p>
            {DOCUMENT_STATE_LABELS[storedValue(doc.state)]}
            {doc.document &&
              ` · ${doc.document.fileName} · ${formatFileSize(doc.document.size)} · ${doc.document.contentType} · uploaded ${formatLondonDate(doc.document.uploadedAt)}`}
          </p>
          {doc.document?.note && <p>Note: {doc.document.note}</p>}
          {doc.document?.expiresOn || doc.document?.registrationNumber ? (
            <p data-testid={`evidence-${storedValue(doc.type)}`}>
              Recorded:{' '}
              {[
                doc.document.coverPence ? `cover £${(doc.document.coverPence / 100).toLocaleString('en-GB')}` : null,
                doc.document.registrationNumber ? `${doc.document.registrationNumber} (${doc.document.wasteCarrierTier} tier)` : null,
                doc.document.expiresOn ? `valid until ${doc.document.expiresOn}` : null,
              ]
                .filter(Boolean)
                .join(', ')}
            </p>
          ) : null}
          {doc.document && (
            // Keyed by the upload: a replaced document gets a fresh preview of the new file.
            <Preview
              key={String(doc.document.uploadedAt)}
              requestId={request.id}
              type={doc.type}
              contentType={doc.document.contentType}
              label={doc.label}
            />
          )}
          {doc.document && reviewable && doc.state === 'UPLOADED' && (
            <div className="review-actions">
              <EvidenceFields
                type={storedValue(doc.type)}
                value={evidence[doc.type] ?? NO_EVIDENCE}
                onChange={(value) => setEvidence((all) => ({ ...all, [doc.type]: value }))}
              />
              <button
                type="button"
                className="button small"
                disabled={reviewing.pending}
                onClick={() =>
                  void reviewing.once(() =>
                    review({
                      variables: {
                        requestId: request.id,
                        type: doc.type,
                        decision: 'ACCEPT',
                        evidence: evidenceVariables(storedValue(doc.type), evidence[doc.type]),
                        documentUploadedAt: doc.document?.uploadedAt,
                      },
                    }).catch(() => refetch()),
                  )
                }
              >
                Accept {doc.label.toLowerCase()}
              </button>
              <label>
                Rejection note for {doc.label.toLowerCase()}
                <textarea
                  rows={2}
                  value={notes[doc.type] ?? ''}
                  onChange={(e) => setNotes((n) => ({ ...n, [doc.type]: e.target.value }))}
                />
              </label>
              <button
                type="button"
                className="button secondary small"
                disabled={reviewing.pending}
                onClick={() =>
                  void reviewing.once(() =>
                    review({
                      variables: {
                        requestId: request.id,
                        type: doc.type,
                        decision: 'REJECT',
                        note: notes[doc.type] ?? '',
                        documentUploadedAt: doc.document?.uploadedAt,
                      },
                    }).catch(() => refetch()),
                  )
                }
              >
                Reject {doc.label.toLowerCase()}
              </button>
            </div>
          )}
        </article>
      ))}
      <RevokeUploadLink requestId={request.id} reference={request.reference} email={request.email} />
    </section>
  );
}
