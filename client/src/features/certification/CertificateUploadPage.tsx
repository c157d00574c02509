import { Link } from '../../ui/Link';
import { CERTIFICATION_STATUS_LABELS } from '../../../../common/certification';
import { Head } from '../../ui/head';
import { PageLoading } from '../../ui/ClientOnly';
import { FormAlert } from '../../ui/Field';
import { messageOf } from '../../lib/apollo';
import { LinkRefused, useCertificationLink } from './CertificateDocsPage';
import { DocumentUploadWidget } from './DocumentUploadWidget';
import { storedValue } from '../../lib/enums';

/**
 * `/certificate-upload/{id}?token=…`: one resumable upload per required document, started as soon as a file is
 * chosen; an uploaded document can be replaced until it is reviewed.
 */
export function CertificateUploadPage() {
  const { id, token, data, loading, error, refetch } = useCertificationLink();
  const view = data?.certificationDocuments;
  if (loading && !data) return <PageLoading />;
  if (!view)
    return <LinkRefused title="Upload certification documents: link not valid" message={messageOf(error, 'This link is not valid.')} />;
  const docsLink = `/certificate-docs/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
  const count = view.requiredDocuments.length;
  const allUploaded = view.requiredDocuments.every((d) => d.state === 'UPLOADED' || d.state === 'ACCEPTED');
  const underReview = storedValue(view.status) === 'under_review';
  const title = view.purpose === 'VETTING' ? 'Upload your vetting documents' : 'Upload certification documents';
  return (
    <main className="container narrow" id="main">
      <Head title={`${title} – ${view.companyName}`} robots="noindex, nofollow" />
      <h1>{title}</h1>
      <p className="lead">
        {view.companyName} · reference <strong className="reference">{view.reference}</strong> ·{' '}
        <span data-testid="request-status">{CERTIFICATION_STATUS_LABELS[storedValue(view.status)]}</span>
      </p>
      {allUploaded && underReview && (
        <FormAlert tone="success">
          <strong>All {count} documents are uploaded.</strong> We review them within 3 working days and e-mail you. Until we review a
          document you can replace it here.
        </FormAlert>
      )}
      {!view.uploadsOpen && (
        <FormAlert tone="info">
          This request does not take documents now. <Link to={docsLink}>See your documents</Link>.
        </FormAlert>
      )}
      {view.requiredDocuments.map((doc) => (
        <DocumentUploadWidget
          key={doc.type}
          requestId={id}
          token={token}
          type={storedValue(doc.type)}
          label={doc.label}
          state={doc.state}
          document={doc.document}
          canUpload={view.uploadsOpen && doc.state !== 'ACCEPTED'}
          onUploaded={() => void refetch()}
        />
      ))}
      <p>
        <Link to={docsLink}>See the state of your documents</Link>
      </p>
    </main>
  );
}
