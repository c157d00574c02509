import { Link } from 'react-router-dom';
import { Head } from './head';

/** A public route whose full screen arrives with a later feature: real title, clear next step. */
export function PlaceholderPage({ title, description, path, robots }: { title: string; description: string; path: string; robots?: string }) {
  return (
    <main className="container narrow" id="main">
      <Head title={title} description={description} canonicalPath={path} robots={robots} />
      <h1>{title}</h1>
      <p className="lead">{description}</p>
      <p>
        In the meantime you can <Link to="/contact/enhanced-quote">request free removal quotes</Link> or read{' '}
        <Link to="/homeowners-bible">the homeowner’s bible</Link>.
      </p>
    </main>
  );
}
