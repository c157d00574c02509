import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { CERTIFICATION_STATUS_LABELS, DOCUMENT_STATE_LABELS } from '../../../../common/certification';
import { Head } from '../../ui/head';
import { PageLoading } from '../../ui/ClientOnly';
import { FormAlert } from '../../ui/Field';
import { messageOf } from '../../lib/apollo';
import { LinkRefused, useCertificationLink } from './CertificateDocsPage';
import { DocumentUploadWidget } from './DocumentUploadWidget';
import { storedValue } from '../../lib/enums';

/** `/certificate-upload/{id}?token=…`: one resumable upload per required document. */
export function CertificateUploadPage() {
  const { id, token, data, loading, error, refetch } = useCertificationLink();
  const navigate = useNavigate();
  const view = data?.certificationDocuments;
  const allUploaded = view ? view.requiredDocuments.every((d) => d.state === 'UPLOADED' || d.state === 'ACCEPTED') : false;
  useEffect(() => {
    if (allUploaded) navigate('/certificate-upload-success');
  }, [allUploaded, navigate]);
  if (loading && !data) return <PageLoading />;
  if (!view)
    return <LinkRefused title="Upload certification documents: link not valid" message={messageOf(error, 'This link is not valid.')} />;
  const docsLink = `/certificate-docs/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
  return (
    <main className="container narrow" id="main">
      <Head title={`Upload certification documents – ${view.companyName}`} robots="noindex, nofollow" />
      <h1>Upload certification documents</h1>
      <p className="lead">
        {view.companyName} · reference <strong className="reference">{view.reference}</strong> ·{' '}
        {CERTIFICATION_STATUS_LABELS[storedValue(view.status)]}
      </p>
      {!view.uploadsOpen && (
        <FormAlert tone="info">
          This request does not take documents now. <Link to={docsLink}>See your documents</Link>.
        </FormAlert>
      )}
      {view.uploadsOpen &&
        view.requiredDocuments.map((doc) =>
          doc.state === 'UPLOADED' || doc.state === 'ACCEPTED' ? (
            <p key={doc.type} data-testid={`done-${storedValue(doc.type)}`}>
              <strong>{doc.label}</strong>: {DOCUMENT_STATE_LABELS[storedValue(doc.state)]} ({doc.document?.fileName})
            </p>
          ) : (
            <div key={doc.type}>
              {doc.state === 'REJECTED' && <FormAlert>{`${doc.label} was rejected: ${doc.document?.note ?? 'upload it again'}`}</FormAlert>}
              <DocumentUploadWidget
                requestId={id}
                token={token}
                type={storedValue(doc.type)}
                label={doc.label}
                onUploaded={() => void refetch()}
              />
            </div>
          ),
        )}
      <p>
        <Link to={docsLink}>See the state of your documents</Link>
      </p>
    </main>
  );
}
