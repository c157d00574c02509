import { Link } from 'react-router-dom';
import { Head, SITE_NAME, useSiteUrl } from '../../ui/head';
import { organizationJsonLd, websiteJsonLd } from '../../ui/structuredData';

const GUIDES = [
  {
    to: '/spray-foam-insulation-removal-cost',
    title: 'What removal costs',
    text: 'Worked prices by property type and region, and what pushes them up.',
  },
  { to: '/mortgage-impact', title: 'Mortgages and spray foam', text: 'Why lenders hesitate and what a report needs to say to get a yes.' },
  { to: '/dangers', title: 'The real dangers', text: 'Hidden timber decay, trapped moisture and isocyanate exposure, explained plainly.' },
  {
    to: '/professional-removal',
    title: 'How removal works',
    text: 'From survey to re-insulation and the report your lender will ask for.',
  },
];

export function HomePage() {
  const siteUrl = useSiteUrl();
  return (
    <main id="main">
      <Head
        title={`${SITE_NAME}: honest guides, costs and vetted removal companies`}
        description="Spray foam blocking your sale or mortgage? Honest UK guides, a removal cost calculator and free quotes from vetted, certified removal companies."
        canonicalPath="/"
        jsonLd={[
          organizationJsonLd(
            siteUrl,
            'Independent UK information service on spray foam insulation removal, passing quote requests to vetted removal companies.',
          ),
          websiteJsonLd(siteUrl),
        ]}
      />
      <section className="hero">
        <div className="container">
          <h1>Spray foam insulation blocking your sale or mortgage?</h1>
          <p className="lead">
            Sourced guidance for UK homeowners, a cost calculator whose rules are published in full, and free quotes from removal companies
            whose insurance, waste carrier registration and training we have checked.
          </p>
          <div className="actions">
            <Link className="button large" to="/contact/enhanced-quote">
              Get free removal quotes
            </Link>
            <Link className="button large secondary" to="/calculator">
              Estimate the cost
            </Link>
          </div>
          <ul className="trust-points">
            <li>Every company checked: insurance, waste carrier registration, training, method statement</li>
            <li>Your details go to at most three companies</li>
            <li>Free and no obligation</li>
          </ul>
        </div>
      </section>
      <section className="container">
        <h2>Start with the guides</h2>
        <div className="card-grid">
          {GUIDES.map((guide) => (
            <article className="card" key={guide.to}>
              <h3>
                <Link to={guide.to}>{guide.title}</Link>
              </h3>
              <p>{guide.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="container split">
        <div>
          <h2>Why spray foam causes problems</h2>
          <p>
            Spray foam sprayed onto the underside of a roof hides the rafters and the roof covering from a valuer, can trap moisture against
            timber, and is hard to take off without damage. Many lenders now decline a mortgage or ask for a specialist report until it is
            removed. Read <Link to="/homeowners-bible">the homeowner’s bible</Link> for the whole picture.
          </p>
        </div>
        <div>
          <h2>Removal companies</h2>
          <p>
            Are you a removal specialist? <Link to="/apply">Apply to join</Link>, get <Link to="/certification">certified</Link> and receive
            quote requests from homeowners in the regions you cover.
          </p>
        </div>
      </section>
    </main>
  );
}
