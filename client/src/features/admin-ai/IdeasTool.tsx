import { useState, type FormEvent } from 'react';
import { Link } from '../../ui/Link';
import { useMutation } from '@apollo/client/react';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { FormAlert, TextField } from '../../ui/Field';
import { AiGenerateIdeasMutation } from './ai.operations';
import { paths } from '../../lib/paths';

/** Post ideas with search intent and a suggested title, without topics the blog already covers. */
export default function IdeasTool() {
  const [topic, setTopic] = useState('');
  const [generate, { data, loading, error }] = useMutation(AiGenerateIdeasMutation);
  const errors = fieldErrorsOf(error);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await generate({ variables: { topic } }).catch(() => undefined);
  }
  const result = data?.aiGenerateIdeas;
  return (
    <div>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Topic area"
          hint="e.g. selling a house with spray foam insulation"
          value={topic}
          error={errors.topic}
          onChange={(e) => setTopic(e.target.value)}
        />
        {error && !errors.topic && <FormAlert>{messageOf(error)}</FormAlert>}
        <div className="ai-actions">
          <button type="submit" className="button" disabled={loading}>
            {loading ? 'Thinking…' : 'Suggest ideas'}
          </button>
        </div>
      </form>
      {result && (
        <section aria-label="Ideas">
          {result.skippedAsCovered > 0 && (
            <p className="hint">
              {result.skippedAsCovered} idea{result.skippedAsCovered === 1 ? ' was' : 's were'} left out: the blog already covers{' '}
              {result.skippedAsCovered === 1 ? 'it' : 'them'}.
            </p>
          )}
          {result.ideas.length === 0 ? (
            <p className="empty-state">Every idea was already covered by the blog: try a narrower topic.</p>
          ) : (
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Suggested title</th>
                  <th scope="col">Search intent</th>
                  <th scope="col">Keyword</th>
                  <th scope="col">What it covers</th>
                </tr>
              </thead>
              <tbody>
                {result.ideas.map((idea) => (
                  <tr key={idea.title}>
                    <td>{idea.title}</td>
                    <td>{idea.searchIntent}</td>
                    <td>{idea.keyword}</td>
                    <td>{idea.summary}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p>
            <Link to={paths.admin.aiPostGenerator}>Write one with the post generator</Link>
          </p>
        </section>
      )}
    </div>
  );
}
