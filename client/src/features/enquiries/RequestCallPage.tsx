import { Head } from '../../ui/head';
import { CallbackForm } from './CallbackForm';

export function RequestCallPage() {
  return (
    <main className="container narrow" id="main">
      <Head
        title="Request a call back"
        description="Leave your number and a spray foam adviser will call you back at a time that suits you. Free, no obligation."
        canonicalPath="/contact/request-call"
      />
      <h1>Request a call back</h1>
      <p className="lead">
        Tell us when suits you and an adviser will call to talk through your spray foam, your sale or mortgage, and the next steps. There is
        no charge and no obligation.
      </p>
      <CallbackForm />
    </main>
  );
}
