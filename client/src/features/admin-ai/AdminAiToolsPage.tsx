import { Suspense } from 'react';
import { NavLink } from '../../ui/Link';
import { useQuery } from '@apollo/client/react';
import { Head } from '../../ui/head';
import { FormAlert } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';
import { AiToolsStatusQuery } from './ai.operations';
import { AI_TOOLS, type AiToolId } from './aiToolChunks';
import './aiTools.css';

const pounds = (value: number) => `£${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The AI tools: a hub (no tool loaded) or one tool, with links to the others that load their chunk on first hover or focus. */
export function AdminAiToolsPage({ tool }: { tool?: AiToolId }) {
  const current = AI_TOOLS.find((entry) => entry.id === tool) ?? null;
  const status = useQuery(AiToolsStatusQuery, { fetchPolicy: 'cache-and-network' });
  const s = status.data?.aiToolsStatus;
  const title = current ? current.label : 'AI tools';
  // Without an endpoint every tool but the usage report would only answer "not configured": their forms
  // are disabled (a disabled fieldset disables every control in it) under the one message saying what to set.
  const unavailable = Boolean(s && !s.configured) && current?.id !== 'usage';
  return (
    <section className="ai-tools">
      <Head title={title} robots="noindex, nofollow" />
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      <nav aria-label="AI tools" className="ai-tool-nav">
        <ul>
          {AI_TOOLS.map((entry) => (
            <li key={entry.id}>
              <NavLink to={entry.path} onMouseEnter={entry.preload} onFocus={entry.preload} end>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {s && !s.configured && (
        <div id="ai-not-configured">
          <FormAlert>{s.message}</FormAlert>
        </div>
      )}
      {s && s.configured && s.monthlyBudgetGbp > 0 && (
        <p className="hint">
          This month: {pounds(s.spentThisMonthGbp)} of the {pounds(s.monthlyBudgetGbp)} budget · text model {s.textModel}, image model{' '}
          {s.imageModel}
        </p>
      )}
      {current ? (
        <Suspense fallback={<PageLoading label={`Loading the ${current.label.toLowerCase()}…`} />}>
          <fieldset className="ai-tool-frame" disabled={unavailable} aria-describedby={unavailable ? 'ai-not-configured' : undefined}>
            <current.Component />
          </fieldset>
        </Suspense>
      ) : (
        <ul className="ai-tool-cards">
          {AI_TOOLS.map((entry) => (
            <li key={entry.id}>
              <NavLink to={entry.path} onMouseEnter={entry.preload} onFocus={entry.preload}>
                <strong>{entry.label}</strong>
                <span>{entry.summary}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
