import { Suspense } from 'react';
import { NavLink } from 'react-router-dom';
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
        <FormAlert>
          <strong>The AI tools are not set up yet.</strong> {s.message}
        </FormAlert>
      )}
      {s && s.configured && s.monthlyBudgetGbp > 0 && (
        <p className="hint">
          This month: {pounds(s.spentThisMonthGbp)} of the {pounds(s.monthlyBudgetGbp)} budget · text model {s.textModel}, image model{' '}
          {s.imageModel}
        </p>
      )}
      {current ? (
        <Suspense fallback={<PageLoading label={`Loading the ${current.label.toLowerCase()}…`} />}>
          <current.Component />
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
