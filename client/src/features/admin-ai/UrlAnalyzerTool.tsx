import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { FormAlert, TextField } from '../../ui/Field';
import { AiAnalyzeUrlMutation } from './ai.operations';

/** Reports on a public web page (fetched by the server) with AI recommendations. */
export default function UrlAnalyzerTool() {
  const [url, setUrl] = useState('');
  const [analyze, { data, loading, error }] = useMutation(AiAnalyzeUrlMutation);
  const errors = fieldErrorsOf(error);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await analyze({ variables: { url } }).catch(() => undefined);
  }
  const result = data?.aiAnalyzeUrl;
  const r = result?.report;
  return (
    <div>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Page address"
          type="url"
          inputMode="url"
          hint="A public page starting with https:// (private and local addresses are refused)"
          value={url}
          error={errors.url}
          onChange={(e) => setUrl(e.target.value)}
        />
        {error && !errors.url && <FormAlert>{messageOf(error)}</FormAlert>}
        <div className="ai-actions">
          <button type="submit" className="button" disabled={loading}>
            {loading ? 'Analysing…' : 'Analyse'}
          </button>
        </div>
      </form>
      {r && result && (
        <section aria-label="Report">
          <dl className="detail-list">
            <dt>Address</dt>
            <dd>{r.url}</dd>
            <dt>Title</dt>
            <dd>
              {r.title ?? 'None'}
              {r.title ? ` (${[...r.title].length} characters)` : ''}
            </dd>
            <dt>Meta description</dt>
            <dd>
              {r.metaDescription ?? 'None'}
              {r.metaDescription ? ` (${[...r.metaDescription].length} characters)` : ''}
            </dd>
            <dt>Words</dt>
            <dd>{r.wordCount.toLocaleString('en-GB')}</dd>
            <dt>Links</dt>
            <dd>
              {r.internalLinks} internal, {r.externalLinks} external
            </dd>
            <dt>Structured data</dt>
            <dd>
              {r.structuredDataTypes.length ? r.structuredDataTypes.join(', ') : 'None'}
              {r.invalidStructuredData
                ? ` (${r.invalidStructuredData} block${r.invalidStructuredData === 1 ? '' : 's'} not valid JSON)`
                : ''}
            </dd>
          </dl>
          <h2>Headings</h2>
          {r.headings.length ? (
            <ul>
              {r.headings.map((heading, index) => (
                <li key={index} style={{ marginLeft: `${(heading.level - 1) * 1}rem` }}>
                  H{heading.level}: {heading.text}
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">No headings.</p>
          )}
          <h2>Recommendations</h2>
          <ul>
            {result.recommendations.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
