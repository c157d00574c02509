import { Link } from './Link';
import { telHref } from '../../../common/siteOperator';
import { useSitePhone } from './siteOperator';

/** The call to action beside public content: quotes, the calculator and the (tracked) phone line. */
export function QuoteCta({
  title = 'Find out what your removal will cost',
  text,
  quoteLabel = 'Get free quotes',
}: {
  title?: string;
  /** null: no sentence (the page has already said what a request leads to). */
  text?: string | null;
  quoteLabel?: string;
}) {
  const phone = useSitePhone();
  return (
    <aside className="cta-box" aria-label="Get help">
      <h2>{title}</h2>
      {text !== null && <p>{text ?? 'Use the calculator for a price range in a minute, or ask vetted local companies for quotes.'}</p>}
      <div className="actions">
        <Link className="button" to="/contact/enhanced-quote">
          {quoteLabel}
        </Link>
        <Link className="button secondary" to="/calculator">
          Cost calculator
        </Link>
        <a className="phone-link" href={telHref(phone)}>
          Call {phone}
        </a>
      </div>
    </aside>
  );
}
