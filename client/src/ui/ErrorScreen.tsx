import { useNavigate } from 'react-router-dom';
import { Link } from './Link';
import { Head, HttpStatus } from './head';

/** docs/requirements/routes-and-screens.md#error-screen: the error screen's titles and messages by status. */
export function errorCopy(status: number, statusMessage?: string) {
  if (status === 404) return { title: 'Page Not Found', message: 'The page does not exist or has been moved' };
  if (status === 500) return { title: 'Server Error', message: 'Something went wrong on our end, try again later' };
  return { title: 'An Error Occurred', message: statusMessage || 'An unexpected error occurred' };
}

export const POPULAR_PAGES = [
  { to: '/spray-foam-removal-cost', label: 'Removal Cost Guide', about: 'What removal costs and why' },
  { to: '/professional-removal', label: 'Professional Removal', about: 'How the removal process works' },
  { to: '/dangers', label: 'Spray Foam Dangers', about: 'The risks of leaving foam in place' },
  { to: '/contact/enhanced-quote', label: 'Get Free Quotes', about: 'Quotes from vetted removal companies' },
];

export function ErrorScreen({ status = 500, message, statusMessage }: { status?: number; message?: string; statusMessage?: string }) {
  const navigate = useNavigate();
  const copy = errorCopy(status, statusMessage);
  return (
    <main className="error-screen" id="main">
      <Head title={copy.title} description={copy.message} robots="noindex, follow" />
      <HttpStatus code={status} />
      <p className="error-status" aria-hidden="true">
        {status}
      </p>
      <h1>{copy.title}</h1>
      <p className="lead">{message ?? copy.message}</p>
      {status === 404 && (
        <section aria-labelledby="popular-pages">
          <h2 id="popular-pages">Popular Pages</h2>
          <ul className="popular-pages">
            {POPULAR_PAGES.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.label}</Link>
                <span>{page.about}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="actions">
        <Link className="button" to="/">
          Back to Homepage
        </Link>
        {/* Trying a missing page again changes nothing: a 404 offers the home page and the popular pages only. */}
        {status !== 404 && (
          <button type="button" className="button secondary" onClick={() => navigate('/')}>
            Try Again
          </button>
        )}
      </div>
    </main>
  );
}

export function NotFound({ path }: { path: string }) {
  return <ErrorScreen status={404} message={`Page not found: ${path}`} />;
}
