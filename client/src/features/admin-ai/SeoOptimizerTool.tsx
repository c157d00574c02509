import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useMutation, useQuery } from '@apollo/client/react';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { hasErrorCode, ErrorCode } from '../../lib/errors';
import { FormAlert, SelectField } from '../../ui/Field';
import { useToast } from '../../ui/admin/Toasts';
import { AiApplySeoSuggestionMutation, AiPostChoicesQuery, AiSeoSuggestionsMutation } from './ai.operations';
import { paths } from '../../lib/paths';

/** SEO title and description suggestions for a post (length limits enforced by the server), applied only when accepted. */
export default function SeoOptimizerTool() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const postId = params.get('post') ?? '';
  const posts = useQuery(AiPostChoicesQuery, { variables: { search: null } });
  const [suggest, suggestion] = useMutation(AiSeoSuggestionsMutation);
  const [apply, applying] = useMutation(AiApplySeoSuggestionMutation);
  const [title, setTitle] = useState<string | null>(null);
  const [description, setDescription] = useState<string | null>(null);
  const s = suggestion.data?.aiSeoSuggestions;
  const applyErrors = fieldErrorsOf(applying.error);

  async function onSuggest() {
    setTitle(null);
    setDescription(null);
    await suggest({ variables: { postId } }).catch(() => undefined);
  }

  async function onApply() {
    if (!s) return;
    try {
      await apply({ variables: { postId: s.postId, seoTitle: title, seoDescription: description, expectedUpdatedAt: s.updatedAt } });
      toast.show('Applied to the post (a new revision)');
    } catch (error) {
      toast.show(hasErrorCode(error, ErrorCode.CONFLICT) ? messageOf(error) : 'Not applied: see the message above', { tone: 'error' });
    }
  }

  return (
    <div>
      <SelectField
        label="Post"
        placeholder="Choose a post"
        value={postId}
        onChange={(e) => setParams(e.target.value ? { post: e.target.value } : {}, { replace: true })}
        options={(posts.data?.adminPosts.nodes ?? []).map((p) => ({ value: p.id, label: p.title }))}
      />
      <div className="ai-actions">
        <button type="button" className="button" disabled={!postId || suggestion.loading} onClick={onSuggest}>
          {suggestion.loading ? 'Reviewing…' : 'Suggest improvements'}
        </button>
        {postId && <Link to={paths.admin.post(postId)}>Open in the blog editor</Link>}
      </div>
      {suggestion.error && <FormAlert>{messageOf(suggestion.error)}</FormAlert>}
      {s && (
        <section aria-label="Suggestions">
          <fieldset>
            <legend>SEO title (30–60 characters)</legend>
            <p className="hint">Now: {s.currentTitle ?? 'the post title'}</p>
            {s.titles.map((text) => (
              <label className="ai-suggestion" key={text}>
                <input type="radio" name="seo-title" checked={title === text} onChange={() => setTitle(text)} /> {text} ({[...text].length})
              </label>
            ))}
            <label className="ai-suggestion">
              <input type="radio" name="seo-title" checked={title === null} onChange={() => setTitle(null)} /> Keep as it is
            </label>
            {applyErrors.seoTitle && <p className="field-error">{applyErrors.seoTitle}</p>}
          </fieldset>
          <fieldset>
            <legend>Meta description (120–155 characters)</legend>
            <p className="hint">Now: {s.currentDescription ?? 'the excerpt'}</p>
            {s.descriptions.map((text) => (
              <label className="ai-suggestion" key={text}>
                <input type="radio" name="seo-description" checked={description === text} onChange={() => setDescription(text)} /> {text} (
                {[...text].length})
              </label>
            ))}
            <label className="ai-suggestion">
              <input type="radio" name="seo-description" checked={description === null} onChange={() => setDescription(null)} /> Keep as it
              is
            </label>
            {applyErrors.seoDescription && <p className="field-error">{applyErrors.seoDescription}</p>}
          </fieldset>
          {s.droppedForLength > 0 && (
            <p className="hint">{s.droppedForLength} suggestion(s) were left out for being too short or too long.</p>
          )}
          {applying.error && !Object.keys(applyErrors).length && <FormAlert>{messageOf(applying.error)}</FormAlert>}
          <div className="ai-actions">
            <button
              type="button"
              className="button"
              disabled={applying.loading || (title === null && description === null)}
              onClick={onApply}
            >
              {applying.loading ? 'Applying…' : 'Apply the chosen suggestions'}
            </button>
          </div>
          <h2>Keyword</h2>
          <p>{s.keywordAdvice || 'No advice.'}</p>
          <h2>Headings</h2>
          {s.headingAdvice.length ? (
            <ul>
              {s.headingAdvice.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">No advice.</p>
          )}
          <h2>Internal links</h2>
          {s.internalLinks.length ? (
            <ul>
              {s.internalLinks.map((link) => (
                <li key={link.path}>
                  <a href={link.path} target="_blank" rel="noreferrer">
                    {link.anchorText}
                  </a>{' '}
                  ({link.path}): {link.reason}
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">No suggestions.</p>
          )}
        </section>
      )}
    </div>
  );
}
