import { useQuery } from '@apollo/client/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { CERTIFICATION_STATUS_LABELS, DOCUMENT_STATE_LABELS } from '../../../../common/certification';
import { Head, HttpStatus } from '../../ui/head';
import { PageLoading } from '../../ui/ClientOnly';
import { FormAlert } from '../../ui/Field';
import { formatLondonDate } from '../../lib/dates';
import { messageOf } from '../../lib/apollo';
import { CertificationDocumentsQuery } from './certification.operations';
import { storedValue } from '../../lib/enums';

/** The 403-style answer for a wrong or expired private link. */
export function LinkRefused({ title, message }: { title: string; message: string }) {
  return (
    <main className="container narrow" id="main">
      <Head title={title} robots="noindex, nofollow" />
      <HttpStatus code={403} />
      <h1>{title}</h1>
      <FormAlert>{message}</FormAlert>
      <p>
        <Link to="/certificate-request">Request certification</Link> · <Link to="/contact">Contact us</Link>
      </p>
    </main>
  );
}

export function useCertificationLink() {
  const { id = '' } = useParams<{ id: string }>();
  const token = useSearchParams()[0].get('token') ?? '';
  const result = useQuery(CertificationDocumentsQuery, { variables: { id, token }, fetchPolicy: 'cache-and-network' });
  return { id, token, ...result };
}

/** `/certificate-docs/{id}?token=…`: the five documents with their state and the request status. */
export function CertificateDocsPage() {
  const { id, token, data, loading, error } = useCertificationLink();
  if (loading && !data) return <PageLoading />;
  const view = data?.certificationDocuments;
  if (!view) return <LinkRefused title="Certification documents: link not valid" message={messageOf(error, 'This link is not valid.')} />;
  return (
    <main className="container narrow" id="main">
      <Head title={`Certification documents – ${view.companyName}`} robots="noindex, nofollow" />
      <h1>Certification documents</h1>
      <p className="lead">
        {view.companyName} · reference <strong className="reference">{view.reference}</strong>
      </p>
      <p>
        Request status: <strong data-testid="request-status">{CERTIFICATION_STATUS_LABELS[storedValue(view.status)]}</strong>
      </p>
      <table className="data-table">
        <caption>Required documents</caption>
        <thead>
          <tr>
            <th scope="col">Document</th>
            <th scope="col">State</th>
            <th scope="col">File</th>
          </tr>
        </thead>
        <tbody>
          {view.requiredDocuments.map((doc) => (
            <tr key={doc.type}>
              <th scope="row">{doc.label}</th>
              <td>
                {DOCUMENT_STATE_LABELS[storedValue(doc.state)]}
                {doc.state === 'REJECTED' && doc.document?.note && <p className="field-error">Why: {doc.document.note}</p>}
              </td>
              <td>{doc.document ? `${doc.document.fileName}, uploaded ${formatLondonDate(doc.document.uploadedAt)}` : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.uploadsOpen && (
        <p>
          <Link className="button" to={`/certificate-upload/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`}>
            Upload or replace documents
          </Link>
        </p>
      )}
      <p className="small">This link works until {formatLondonDate(view.linkExpiresAt)}. Keep it private.</p>
    </main>
  );
}
