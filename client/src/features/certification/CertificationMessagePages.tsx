import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { Head } from '../../ui/head';
import { useApolloClientOnUse } from '../../lib/apolloOnUse';
import { signedInCompanyToken } from '../../lib/auth/companySession';
import { CertificationRequestLinksQuery } from './certification.operations';

/**
 * The upload page of the request just sent, when a company user sent it signed in (the request is its company's);
 * null for anyone else, who has the link by e-mail only.
 */
function useUploadPath(requestId: string | null): string | null {
  const apollo = useApolloClientOnUse();
  const [uploadPath, setUploadPath] = useState<string | null>(null);
  useEffect(() => {
    if (!requestId) return;
    let current = true;
    void (async () => {
      const token = await signedInCompanyToken();
      if (!token || !current) return;
      const client = await apollo();
      const { data } = await client.query({
        query: CertificationRequestLinksQuery,
        variables: { requestId },
        fetchPolicy: 'no-cache',
        context: { headers: { authorization: `Bearer ${token}` } },
      });
      if (current) setUploadPath(data?.myCertificationLinks.uploadPath ?? null);
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [requestId]); // eslint-disable-line react-hooks/exhaustive-deps
  return uploadPath;
}

/** `/certificate-success`: after the request form. */
export function CertificateSuccessPage() {
  const [params] = useSearchParams();
  const reference = params.get('ref');
  const uploadPath = useUploadPath(params.get('id'));
  return (
    <main className="container narrow" id="main">
      <Head
        title="Certification request received"
        description="We have your certification request: check your e-mail for the private upload link."
        robots="noindex, follow"
      />
      <h1>Certification request received</h1>
      {reference && (
        <p className="lead">
          Your reference is <strong className="reference">{reference}</strong>.
        </p>
      )}
      {uploadPath && (
        <p>
          <Link className="button" to={uploadPath}>
            Upload your documents now
          </Link>
        </p>
      )}
      <h2>What happens next</h2>
      <ol>
        <li>Check your e-mail: we have sent you a private link to upload your documents, and one to see their state.</li>
        <li>Upload the documents. Once they are all with us, we review them (usually within 3 working days).</li>
        <li>When we accept them, sign in to your company account and pay £295 + VAT to receive your certificate.</li>
      </ol>
      <p>
        Read <Link to="/vetting-process">how we vet companies</Link>.
      </p>
    </main>
  );
}

/** `/certificate-upload-success`: all five documents are uploaded. */
export function CertificateUploadSuccessPage() {
  return (
    <main className="container narrow" id="main">
      <Head
        title="Documents uploaded"
        description="Your certification documents are uploaded and waiting for review."
        robots="noindex, follow"
      />
      <h1>Documents uploaded</h1>
      <p className="lead">Thank you: all five documents are with us and waiting for review.</p>
      <p>
        We review them within 3 working days and e-mail you. Until a document is reviewed you can replace it from the upload link in your
        e-mail; if we need a document again we tell you why, and the same link takes the new one.
      </p>
      <p>
        <Link to="/certification">About certification</Link>
      </p>
    </main>
  );
}
