import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../ui/Field';
import { useToast } from '../../ui/admin/Toasts';
import { AiGenerateImageMutation, AiImagePromptForPostQuery, AiPostChoicesQuery, AiSetPostCoverMutation } from './ai.operations';
import { paths } from '../../lib/paths';

/** A prompt (pre-filled from a post) → an image stored with the site's images, with suggested alt text, usable as a cover. */
export default function ImageGeneratorTool() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const postId = params.get('post') ?? '';
  const posts = useQuery(AiPostChoicesQuery, { variables: { search: null }, fetchPolicy: 'cache-and-network' });
  const post = posts.data?.adminPosts.nodes.find((p) => p.id === postId) ?? null;
  const [loadPrompt] = useLazyQuery(AiImagePromptForPostQuery);
  const [prompt, setPrompt] = useState('');
  const [alt, setAlt] = useState('');
  const [generate, { data, loading, error }] = useMutation(AiGenerateImageMutation);
  const [setCover, coverState] = useMutation(AiSetPostCoverMutation);
  const errors = fieldErrorsOf(error);
  const coverErrors = fieldErrorsOf(coverState.error);
  const image = data?.aiGenerateImage;

  useEffect(() => {
    if (!postId) return;
    void loadPrompt({ variables: { postId } }).then((result) => {
      if (result.data?.aiImagePromptForPost) setPrompt(result.data.aiImagePromptForPost);
    });
  }, [postId, loadPrompt]);

  useEffect(() => setAlt(image?.suggestedAlt ?? ''), [image]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await generate({ variables: { prompt } }).catch(() => undefined);
  }

  async function onUseAsCover() {
    if (!image || !post) return;
    try {
      await setCover({ variables: { postId: post.id, imageId: image.id, alt, expectedUpdatedAt: post.updatedAt } });
      toast.show('It is now the post’s cover');
      void posts.refetch();
    } catch {
      // Shown beside the alt text or below.
    }
  }

  return (
    <div>
      <form onSubmit={onSubmit} noValidate>
        <SelectField
          label="For a post (optional)"
          placeholder="No post: write the prompt yourself"
          value={postId}
          onChange={(e) => setParams(e.target.value ? { post: e.target.value } : {}, { replace: true })}
          options={(posts.data?.adminPosts.nodes ?? []).map((p) => ({ value: p.id, label: p.title }))}
        />
        <TextAreaField
          label="What the image shows"
          rows={4}
          value={prompt}
          error={errors.prompt}
          onChange={(e) => setPrompt(e.target.value)}
        />
        {error && !errors.prompt && <FormAlert>{messageOf(error)}</FormAlert>}
        <div className="ai-actions">
          <button type="submit" className="button" disabled={loading}>
            {loading ? 'Generating…' : 'Generate the image'}
          </button>
        </div>
      </form>
      {image && (
        <section className="ai-image-result" aria-label="Generated image">
          <img
            src={image.url}
            srcSet={image.srcSet}
            sizes="(max-width: 600px) 100vw, 24rem"
            alt={alt}
            width={image.width}
            height={image.height}
          />
          <p className="hint">Stored with the site’s images: the blog editor can choose it as any post’s cover.</p>
          <TextField
            label="Alt text"
            hint="Suggested by the AI: check it describes the image"
            value={alt}
            error={coverErrors.alt ?? coverErrors.coverImageAlt}
            onChange={(e) => setAlt(e.target.value)}
          />
          {post && (
            <div className="ai-actions">
              <button type="button" className="button" disabled={coverState.loading} onClick={onUseAsCover}>
                {coverState.loading ? 'Saving…' : `Use as the cover of “${post.title}”`}
              </button>
              <Link to={paths.admin.post(post.id)}>Open the post in the blog editor</Link>
            </div>
          )}
          {coverState.error && !coverErrors.alt && !coverErrors.coverImageAlt && <FormAlert>{messageOf(coverState.error)}</FormAlert>}
        </section>
      )}
    </div>
  );
}
