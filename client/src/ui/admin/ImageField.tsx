import { useId, useRef, useState } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { currentIdToken } from '../../lib/firebaseAuth';
import { TextField } from '../Field';
import { Modal } from './Modal';
import { formatLondonDateTime } from '../../lib/dates';
import { SiteImagesQuery } from './siteImages.operations';

/** The chosen image as the editor holds it (enough to show it). */
export interface ChosenImage {
  id: string;
  url: string;
  srcSet: string;
  width: number;
  height: number;
}

/** Stored image as the upload route answers it (the GraphQL `SiteImage` shape). */
interface UploadedImage extends ChosenImage {
  suggestedAlt: string | null;
}

const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** Sends the file to POST /admin-media/images with the admin's ID token, reporting upload progress (0–1). */
function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  return currentIdToken().then(
    (token) =>
      new Promise<UploadedImage>((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open('POST', '/admin-media/images');
        if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
        request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
        request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
        request.onload = () => {
          let body: { error?: string } & Partial<UploadedImage> = {};
          try {
            body = JSON.parse(request.responseText) as typeof body;
          } catch {
            // not JSON: a proxy's error page
          }
          if (request.status === 201 && body.id) resolve(body as UploadedImage);
          else reject(new Error(body.error ?? `The upload failed (HTTP ${request.status}): try again.`));
        };
        request.onerror = () => reject(new Error('The upload was interrupted: check your connection and try again.'));
        request.send(file);
      }),
  );
}

/** What the field says about the image it holds (a post's cover by default). */
export interface ImageFieldWords {
  legend: string;
  none: string;
  remove: string;
}

const COVER_WORDS: ImageFieldWords = {
  legend: 'Cover image',
  none: 'No cover image. Posts with one stand out in the blog list and when shared.',
  remove: 'Remove the cover',
};

/**
 * An image of a post or profile: upload (resized on the server into WebP sizes) or pick a stored image, with
 * the alt text it needs. docs/requirements/admin-console.md#cover-images
 */
export function ImageField({
  image,
  alt,
  errors,
  onChange,
  words = COVER_WORDS,
}: {
  image: ChosenImage | null;
  alt: string;
  errors: { image?: string; alt?: string };
  onChange(next: { image: ChosenImage | null; alt: string }): void;
  words?: ImageFieldWords;
}) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [loadLibrary, library] = useLazyQuery(SiteImagesQuery, { fetchPolicy: 'network-only' });

  async function upload(file: File) {
    setUploadError(null);
    if (!file.type.startsWith('image/')) return setUploadError('Choose an image file (JPEG, PNG, WebP or AVIF).');
    if (file.size > MAX_UPLOAD_BYTES) return setUploadError('This image is larger than 15 MB: save it smaller and try again.');
    setProgress(0);
    try {
      const stored = await uploadImage(file, setProgress);
      onChange({ image: stored, alt: alt || stored.suggestedAlt || '' });
    } catch (failure) {
      setUploadError((failure as Error).message);
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const imageError = uploadError ?? errors.image;
  return (
    <fieldset className="cover-image-field">
      <legend>{words.legend}</legend>
      {image ? (
        <img
          className="cover-image-preview"
          src={image.url}
          srcSet={image.srcSet}
          sizes="320px"
          alt=""
          width={image.width}
          height={image.height}
        />
      ) : (
        <p className="muted">{words.none}</p>
      )}
      <div className="page-actions">
        <label className="button secondary" htmlFor={inputId}>
          {image ? 'Replace with an upload' : 'Upload an image'}
        </label>
        <input
          ref={fileInput}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-describedby={`${inputId}-hint`}
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            setLibraryOpen(true);
            void loadLibrary({ variables: { first: 24 } });
          }}
        >
          Choose a stored image
        </button>
        {image && (
          <button type="button" className="link-button" onClick={() => onChange({ image: null, alt: '' })}>
            {words.remove}
          </button>
        )}
      </div>
      <p className="hint" id={`${inputId}-hint`}>
        JPEG, PNG, WebP or AVIF up to 15 MB, at least 600 px wide. It is kept in sizes from 480 to 1,600 px.
      </p>
      {progress !== null && (
        <p role="status">
          {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Resizing…'}{' '}
          <progress max={1} value={progress < 1 ? progress : undefined} aria-label="Upload progress" />
        </p>
      )}
      {imageError && (
        <p className="field-error" role="alert">
          {imageError}
        </p>
      )}
      {image && (
        <TextField
          label="Alt text"
          hint="What the image shows, for people who cannot see it (required)."
          value={alt}
          onChange={(event) => onChange({ image, alt: event.target.value })}
          error={errors.alt}
          maxLength={200}
        />
      )}
      {libraryOpen && (
        <Modal title="Choose a stored image" wide onClose={() => setLibraryOpen(false)}>
          {library.loading && <p role="status">Loading images…</p>}
          {library.error && <p className="field-error">The images could not be loaded: {library.error.message}</p>}
          {library.data && library.data.adminSiteImages.nodes.length === 0 && (
            <p className="muted">No images are stored yet: upload one, or make one with the AI image generator.</p>
          )}
          <ul className="image-library">
            {library.data?.adminSiteImages.nodes.map((stored) => (
              <li key={stored.id}>
                <button
                  type="button"
                  onClick={() => {
                    onChange({ image: stored, alt: alt || stored.suggestedAlt || '' });
                    setLibraryOpen(false);
                  }}
                >
                  <img
                    src={stored.url}
                    srcSet={stored.srcSet}
                    sizes="200px"
                    alt=""
                    width={stored.width}
                    height={stored.height}
                    loading="lazy"
                  />
                  <span>
                    {stored.source === 'AI' ? 'AI generated' : 'Uploaded'} {formatLondonDateTime(stored.createdAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Modal>
      )}
    </fieldset>
  );
}
