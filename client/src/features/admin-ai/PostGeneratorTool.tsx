import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../ui/Link';
import { useMutation, useQuery } from '@apollo/client/react';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../ui/Field';
import { useToast } from '../../ui/admin/Toasts';
import { AiGenerateOutlineMutation, AiPostChoicesQuery } from './ai.operations';
import { streamDraft } from './streamDraft';

interface Outline {
  title: string;
  excerpt: string;
  sections: Array<{ heading: string; points: string[] }>;
}

type Phase =
  | { kind: 'brief' }
  | { kind: 'outline' }
  | { kind: 'streaming' }
  | { kind: 'saved'; editPath: string }
  | { kind: 'failed'; message: string };

/** Topic, audience and keyword → an editable outline → a draft streamed as it is written, saved as an AI-assisted draft. */
export default function PostGeneratorTool() {
  const toast = useToast();
  const choices = useQuery(AiPostChoicesQuery, { variables: { search: null } });
  const [brief, setBrief] = useState({ topic: '', audience: '', keyword: '' });
  const [outline, setOutline] = useState<Outline | null>(null);
  const [category, setCategory] = useState('');
  const [authorSlug, setAuthorSlug] = useState('');
  const [draft, setDraft] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'brief' });
  const abort = useRef<AbortController | null>(null);
  const [generateOutline, outlineState] = useMutation(AiGenerateOutlineMutation);
  const errors = fieldErrorsOf(outlineState.error);
  // Leaving the screen while the draft is written cancels it (and the provider call) like the Cancel button.
  useEffect(() => () => abort.current?.abort(), []);

  async function onOutline(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await generateOutline({ variables: { brief } });
      if (data) {
        setOutline({
          title: data.aiGenerateOutline.title,
          excerpt: data.aiGenerateOutline.excerpt,
          sections: data.aiGenerateOutline.sections.map((s) => ({ heading: s.heading, points: [...s.points] })),
        });
        setPhase({ kind: 'outline' });
      }
    } catch {
      // Shown below from outlineState.error.
    }
  }

  async function onWrite() {
    if (!outline) return;
    const controller = new AbortController();
    abort.current = controller;
    setDraft('');
    setPhase({ kind: 'streaming' });
    try {
      const outcome = await streamDraft(
        { brief, outline, category: category || null, authorSlug: authorSlug || null },
        (text) => setDraft((d) => d + text),
        controller.signal,
      );
      if (outcome.kind === 'saved') {
        setPhase({ kind: 'saved', editPath: outcome.editPath });
        toast.show('Draft saved for review');
      } else
        setPhase({
          kind: 'failed',
          message: outcome.fieldErrors?.length ? outcome.fieldErrors.map((e) => e.message).join(' ') : outcome.message,
        });
    } catch (error) {
      setPhase({ kind: 'failed', message: controller.signal.aborted ? 'Cancelled: nothing was saved.' : messageOf(error) });
    } finally {
      abort.current = null;
    }
  }

  const updateSection = (index: number, changes: Partial<Outline['sections'][number]>) =>
    setOutline((o) => (o ? { ...o, sections: o.sections.map((s, i) => (i === index ? { ...s, ...changes } : s)) } : o));

  return (
    <div>
      <form onSubmit={onOutline} noValidate>
        <h2>1. What the post is about</h2>
        <TextField label="Topic" value={brief.topic} error={errors.topic} onChange={(e) => setBrief({ ...brief, topic: e.target.value })} />
        <TextField
          label="Audience"
          hint="Who it is for, e.g. homeowners selling a house with spray foam"
          value={brief.audience}
          error={errors.audience}
          onChange={(e) => setBrief({ ...brief, audience: e.target.value })}
        />
        <TextField
          label="Target keyword"
          value={brief.keyword}
          error={errors.keyword}
          onChange={(e) => setBrief({ ...brief, keyword: e.target.value })}
        />
        {outlineState.error && !Object.keys(errors).length && <FormAlert>{messageOf(outlineState.error)}</FormAlert>}
        <div className="ai-actions">
          <button type="submit" className="button" disabled={outlineState.loading || phase.kind === 'streaming'}>
            {outlineState.loading ? 'Planning…' : outline ? 'Plan again' : 'Plan the outline'}
          </button>
        </div>
      </form>

      {outline && (
        <section aria-labelledby="ai-outline-heading">
          <h2 id="ai-outline-heading">2. The outline (edit it before the draft is written)</h2>
          <TextField label="Title" value={outline.title} onChange={(e) => setOutline({ ...outline, title: e.target.value })} />
          <TextAreaField
            label="Excerpt"
            rows={2}
            value={outline.excerpt}
            onChange={(e) => setOutline({ ...outline, excerpt: e.target.value })}
          />
          {outline.sections.map((section, index) => (
            <div className="ai-outline-section" key={index}>
              <TextField
                label={`Section ${index + 1} heading`}
                value={section.heading}
                onChange={(e) => updateSection(index, { heading: e.target.value })}
              />
              <TextAreaField
                label="What it covers (one point a line)"
                rows={3}
                value={section.points.join('\n')}
                onChange={(e) => updateSection(index, { points: e.target.value.split('\n') })}
              />
              <button
                type="button"
                className="button secondary small"
                onClick={() => setOutline({ ...outline, sections: outline.sections.filter((_, i) => i !== index) })}
                disabled={outline.sections.length <= 1}
              >
                Remove section {index + 1}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="button secondary small"
            onClick={() => setOutline({ ...outline, sections: [...outline.sections, { heading: '', points: [] }] })}
          >
            Add a section
          </button>
          <SelectField
            label="Category"
            placeholder="The first category"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            options={(choices.data?.postCategoryOptions ?? []).map((o) => ({ value: o.slug, label: o.name }))}
          />
          <SelectField
            label="Author"
            placeholder="The first author"
            value={authorSlug}
            onChange={(e) => setAuthorSlug(e.target.value)}
            options={(choices.data?.postAuthorOptions ?? []).map((o) => ({ value: o.slug, label: o.name }))}
          />
          <h2>3. The draft</h2>
          <p className="hint">
            It is saved as a draft marked AI-assisted for you to review in the blog editor; it is never published automatically.
          </p>
          <div className="ai-actions">
            <button type="button" className="button" onClick={onWrite} disabled={phase.kind === 'streaming'}>
              {phase.kind === 'streaming' ? 'Writing…' : 'Write the draft'}
            </button>
            {phase.kind === 'streaming' && (
              <button type="button" className="button secondary" onClick={() => abort.current?.abort()}>
                Cancel
              </button>
            )}
          </div>
        </section>
      )}
      {phase.kind === 'failed' && <FormAlert>{phase.message}</FormAlert>}
      {phase.kind === 'saved' && (
        <FormAlert tone="success">
          The draft is saved. <Link to={phase.editPath}>Review and edit it in the blog editor</Link>
        </FormAlert>
      )}
      {draft && (
        <div className="ai-draft-preview" aria-live="polite" aria-busy={phase.kind === 'streaming'} data-testid="ai-draft">
          {draft}
        </div>
      )}
    </div>
  );
}
