import { Link } from '../../ui/Link';
import { PROPERTY_TYPES } from '../../../../common/calculator';
import { CERTIFICATION_DOCUMENT_LABELS, CERTIFICATION_DOCUMENT_TYPES } from '../../../../common/certification';
import { PROPERTY_LABELS } from '../../../../common/requestLabels';
import { UK_REGIONS, regionHeadingId } from '../../../../common/ukRegions';
import { Head, SITE_NAME, useSiteUrl } from '../../ui/head';
import { organizationJsonLd, websiteJsonLd } from '../../ui/structuredData';
import { HowThisSiteIsPaid } from '../../ui/HowThisSiteIsPaid';
import { illustration } from '../../../../common/illustrations';

const HERO_ILLUSTRATION = illustration('loft-cross-section');

const STEPS = [
  {
    title: 'Understand what you have',
    text: 'Read what lenders and surveyors look for, and get an independent survey if a lender has asked for one.',
  },
  {
    title: 'Price it',
    text: 'The calculator shows a range from the roof area, foam type, access and region, with VAT worked out line by line.',
  },
  {
    title: 'Compare up to three quotes',
    text: 'One short form. At most three vetted companies covering your area receive your details and contact you.',
  },
];

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
        <div className="container hero-grid">
          <div>
            <h1>Spray foam insulation blocking your sale or mortgage?</h1>
            <p className="lead">
              Sourced guidance for UK homeowners, a cost calculator whose rules are published in full, and free quotes from removal
              companies whose insurance and waste carrier registration we have checked and keep in date.
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
              <li>
                Every company checked: Companies House, insurance and waste carrier registration, kept in date;{' '}
                <Link to="/certification">certified companies</Link> also training and method statement
              </li>
              <li>Your details go to at most three companies</li>
              <li>Free and no obligation</li>
            </ul>
          </div>
          <img className="hero-illustration" {...HERO_ILLUSTRATION} fetchPriority="high" />
        </div>
      </section>
      <section className="container" aria-labelledby="how-it-works">
        <h2 id="how-it-works">How it works</h2>
        <ol className="how-steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="container split">
        <form className="card calculator-teaser" action="/calculator" method="get" aria-labelledby="teaser-title">
          <h2 id="teaser-title">What will removal cost?</h2>
          <p>Two answers give a first range; the calculator then refines it.</p>
          <div className="field">
            <label htmlFor="teaser-type">Property</label>
            <select id="teaser-type" name="type" defaultValue="semi">
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PROPERTY_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="teaser-area">Loft floor area in m² (optional)</label>
            <input id="teaser-area" name="area" inputMode="numeric" pattern="[0-9]*" autoComplete="off" placeholder="e.g. 45" />
          </div>
          <button className="button" type="submit">
            See the estimate
          </button>
        </form>
        <HowThisSiteIsPaid />
      </section>
      <section className="container" aria-labelledby="what-we-check">
        <h2 id="what-we-check">What we check before a company gets your request</h2>
        <ul className="check-list">
          {CERTIFICATION_DOCUMENT_TYPES.map((type) => (
            <li key={type}>{CERTIFICATION_DOCUMENT_LABELS[type]}</li>
          ))}
        </ul>
        <p>
          Each document is read by a person before a company is <Link to="/certification">certified</Link>; a certificate lasts 12 months,
          can be checked by its number and can be revoked. Surveyors trained to the PCA and RPSA inspection protocol are listed on the{' '}
          <a href="https://www.property-care.org/" rel="noopener">
            Property Care Association’s register
          </a>
          .
        </p>
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
      <section className="container" aria-labelledby="regions">
        <h2 id="regions">Removal companies across the UK</h2>
        <ul className="region-links">
          {UK_REGIONS.map((region) => (
            <li key={region}>
              <Link to={`/locations#${regionHeadingId(region)}`}>{region}</Link>
            </li>
          ))}
        </ul>
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
