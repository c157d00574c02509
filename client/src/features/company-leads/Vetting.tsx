import { useState } from 'react';
import { Link } from '../../ui/Link';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatPounds } from '../../../../common/calculator';
import { dayInWords, MIN_PUBLIC_LIABILITY_COVER_TEXT, VETTING_PAGE_PATH } from '../../../../common/vetting';
import { Head } from '../../ui/head';
import { FormAlert } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';
import { messageOf } from '../../lib/apollo';
import { MyVettingQuery, StartVettingUploadMutation } from './companyLeads.operations';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

/**
 * Above the leads: why the company cannot buy (with the way to its vetting page), or until when its grace period
 * lets it buy while it uploads. Nothing while it is vetted.
 */
export function VettingNotice() {
  const { data } = useQuery(MyVettingQuery, { fetchPolicy: 'cache-and-network' });
  const vetting = data?.myCompany?.vetting;
  if (!vetting || vetting.state === 'VETTED') return null;
  if (vetting.state === 'GRACE')
    return (
      <FormAlert tone="info">
        You can buy leads until {dayInWords(vetting.graceUntil!)} while you send us your insurance and waste carrier evidence.{' '}
        <Link to={VETTING_PAGE_PATH}>Upload it from your vetting page</Link>.
      </FormAlert>
    );
  return (
    <FormAlert>
      {vetting.reason} <Link to={VETTING_PAGE_PATH}>Open your vetting page</Link>.
    </FormAlert>
  );
}

/** Under a lead the company cannot buy for want of vetting: the way to its vetting page. */
export function VettingLink() {
  const { data } = useQuery(MyVettingQuery, { fetchPolicy: 'cache-and-network' });
  const vetting = data?.myCompany?.vetting;
  if (!vetting || vetting.canBuy) return null;
  return (
    <p>
      <Link to={VETTING_PAGE_PATH}>Open your vetting page</Link> to upload your insurance and waste carrier evidence.
    </p>
  );
}

/** `paths.company.vetting`: what an administrator has checked, what is missing or lapsed, and where to upload the evidence. */
export function VettingPage() {
  const { data, loading, error } = useQuery(MyVettingQuery, { fetchPolicy: 'cache-and-network' });
  const [start] = useMutation(StartVettingUploadMutation);
  const starting = useSubmitOnce();
  const [leaving, setLeaving] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  if (!data) return loading ? <PageLoading /> : <FormAlert>{messageOf(error)}</FormAlert>;
  const { vetting, certified, certifiedUntil } = data.myCompany;

  const onUpload = () =>
    starting.once(async () => {
      setStartError(null);
      try {
        const result = await start();
        const path = result.data?.startVettingUpload.uploadPath;
        // The upload page is a public page of its own (the certification upload page): a full navigation.
        if (path) {
          setLeaving(true);
          window.location.assign(path);
        }
      } catch (err) {
        setStartError(messageOf(err));
      }
    });

  return (
    <main className="container narrow" id="main">
      <Head title="Vetting" robots="noindex, nofollow" />
      <h1>Vetting</h1>
      <p>
        To buy leads, your company must hold public liability insurance with cover of at least {MIN_PUBLIC_LIABILITY_COVER_TEXT} and a waste
        carrier registration, and we must have checked both from the documents you upload. We record their expiry dates, e-mail you 30 days
        before one expires, and from the day after a document expires you cannot buy leads until we have checked the renewed one.
      </p>
      {vetting.state === 'VETTED' && <FormAlert tone="success">Your vetting is current: you can buy leads.</FormAlert>}
      {vetting.state === 'GRACE' && (
        <FormAlert tone="info">You can buy leads until {dayInWords(vetting.graceUntil!)} while you send us your evidence.</FormAlert>
      )}
      {vetting.state === 'NOT_VETTED' && <FormAlert>{vetting.reason}</FormAlert>}
      {vetting.problems.length > 0 && (
        <>
          <h2>Missing or expired</h2>
          <ul data-testid="vetting-problems">
            {vetting.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </>
      )}
      <h2>What we have checked</h2>
      <dl className="details">
        <dt>Public liability insurance</dt>
        <dd>
          {vetting.insurance
            ? `${formatPounds(vetting.insurance.coverPence)} cover, until ${dayInWords(vetting.insurance.expiresOn)} (checked ${dayInWords(vetting.insurance.reviewedOn)})`
            : 'Not checked yet'}
        </dd>
        <dt>Waste carrier registration</dt>
        <dd>
          {vetting.wasteCarrier
            ? `${vetting.wasteCarrier.registrationNumber}, ${vetting.wasteCarrier.tier} tier, ${
                vetting.wasteCarrier.expiresOn ? `until ${dayInWords(vetting.wasteCarrier.expiresOn)}` : 'no expiry'
              } (checked ${dayInWords(vetting.wasteCarrier.reviewedOn)})`
            : 'Not checked yet'}
        </dd>
        <dt>Certification (optional, the higher level)</dt>
        <dd>
          {certified && certifiedUntil
            ? `Certified until ${dayInWords(String(certifiedUntil).slice(0, 10))}`
            : 'Not certified: certification also checks training, the method statement and the risk assessment.'}
        </dd>
      </dl>
      <h2>Upload your evidence</h2>
      <p>
        Upload your current insurance certificate (showing the cover and the dates) and your waste carrier registration (from the
        Environment Agency, Natural Resources Wales, SEPA or NIEA register) as PDF, JPEG or PNG. An administrator checks them and records
        the dates.
      </p>
      {startError && <FormAlert>{startError}</FormAlert>}
      <p>
        <button type="button" className="button" onClick={onUpload} disabled={starting.pending || leaving}>
          Upload insurance and waste carrier evidence
        </button>
      </p>
    </main>
  );
}
