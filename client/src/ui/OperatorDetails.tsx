import { useSiteOperator } from './siteOperator';

/** The full "who we are" block for the privacy policy and the terms. */
export function OperatorDetails({ purpose }: { purpose: 'privacy' | 'terms' }) {
  const operator = useSiteOperator();
  if (!operator) return null;
  return (
    <section className="operator-details" aria-labelledby="operator-heading">
      <h2 id="operator-heading">{purpose === 'privacy' ? 'Who is responsible for your data' : 'Who we are'}</h2>
      {!operator.configured && (
        <p>
          This is a demonstration installation: its operator’s legal name, company number, registered address and ICO registration have not
          been set.
        </p>
      )}
      <dl>
        <dt>{purpose === 'privacy' ? 'Data controller' : 'Operator'}</dt>
        <dd>{operator.legalName}</dd>
        {operator.companyNumber && (
          <>
            <dt>Company number</dt>
            <dd>{operator.companyNumber} (registered in the UK)</dd>
          </>
        )}
        {operator.registeredAddress && (
          <>
            <dt>Registered office</dt>
            <dd>{operator.registeredAddress}</dd>
          </>
        )}
        {operator.icoRegistration && (
          <>
            <dt>ICO registration</dt>
            <dd>{operator.icoRegistration}</dd>
          </>
        )}
        {operator.email && (
          <>
            <dt>Contact</dt>
            <dd>
              <a href={`mailto:${operator.email}`}>{operator.email}</a>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
