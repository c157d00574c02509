import { Link, useSearchParams } from 'react-router-dom';
import { Head } from '../../ui/head';

export function ThankYouPage() {
  const [params] = useSearchParams();
  const reference = params.get('ref');
  return (
    <main className="container narrow" id="main">
      <Head title="Thank you: your request is in" robots="noindex, follow" />
      <h1>Thank you: your request is in</h1>
      {reference ? (
        <p className="lead">
          Your reference is <strong className="reference">{reference}</strong>. Keep it for your records.
        </p>
      ) : (
        <p className="lead">We have your message.</p>
      )}
      <h2>What happens next</h2>
      <ol>
        <li>We check your request (usually within one working day).</li>
        <li>Up to three vetted removal companies covering your area contact you to arrange a survey and quote.</li>
        <li>You compare the quotes. There is no obligation to accept any of them.</li>
      </ol>
      <p>
        While you wait, read <Link to="/mortgage-impact">how spray foam affects mortgages</Link> or{' '}
        <Link to="/spray-foam-removal-quotes">how to compare removal quotes</Link>.
      </p>
    </main>
  );
}
