import { useEffect, useId, useRef, useState } from 'react';
import { MAX_JOB_PHOTOS } from '../../../common/quotes';
import { formatFileSize } from '../../../common/certification';
import { currentIdToken } from '../lib/firebaseAuth';
import type { JobPhotoUploadController, JobPhotoUploadOptions } from '../lib/jobPhotoUpload';
import type { UploadError } from '../lib/uploadState';

type StartUpload = (file: File, options: JobPhotoUploadOptions) => JobPhotoUploadController;

/** At most this many photographs travel at once; the others wait their turn. */
const AT_ONCE = 2;

type ItemState = 'refused' | 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';
interface Item {
  key: number;
  file: File;
  state: ItemState;
  sent: number;
  message: string | null;
}

/** Counts against the limit: what is stored, plus what this list is sending or has sent. */
const counts = (item: Item) => item.state === 'queued' || item.state === 'uploading' || item.state === 'done';

const defaultStart: StartUpload = (file, options) => {
  let controller: JobPhotoUploadController | null = null;
  let cancelled = false;
  const loading = import('../lib/jobPhotoUpload.js').then(({ createJobPhotoUpload }) => {
    if (!cancelled) controller = createJobPhotoUpload(file, options);
    return controller;
  });
  return {
    start: () => void loading.then((c) => c?.start()),
    cancel: async () => {
      cancelled = true;
      await (await loading)?.cancel();
    },
  };
};

/**
 * Photographs of a job (docs/requirements/quotes-and-removal-records.md#photographs): choose one or many; each
 * is checked before it is sent, by its first bytes (JPEG, PNG or WebP), its size (20 MB) and the job's count
 * (40), and refused with the limit named; the others upload over tus, each with its own progress, a failure on
 * one leaving the rest going. The file input is the control (focusable, opens the picker); its label shows as a
 * button. `photosSoFar` is what the job holds now; `onUploaded` gets each stored photograph's id.
 */
export function JobPhotoUploader(props: {
  leadId: string;
  photosSoFar: number;
  onUploaded(photoId: string | null): void;
  /** What is being photographed, for the control's name (e.g. "Loft, before"). */
  label?: string;
  /** Tests pass their own; by default tus-js-client, loaded when the first photograph is chosen. */
  startUpload?: StartUpload;
  idToken?: () => Promise<string | null>;
}) {
  const inputId = useId();
  const [items, setItems] = useState<Item[]>([]);
  const controllers = useRef(new Map<number, JobPhotoUploadController>());
  const nextKey = useRef(0);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const choosing = useRef(Promise.resolve());
  const label = props.label ?? 'Job photographs';

  const update = (key: number, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function choose(files: File[]) {
    const { jobPhotoChoiceRefusal } = await import('../lib/jobPhotoUpload.js');
    // Each file is counted after the ones chosen before it.
    let taken = props.photosSoFar + itemsRef.current.filter(counts).length;
    const added: Item[] = [];
    for (const file of files) {
      const refusal = await jobPhotoChoiceRefusal(file, taken);
      added.push({ key: nextKey.current++, file, state: refusal ? 'refused' : 'queued', sent: 0, message: refusal });
      if (!refusal) taken++;
    }
    setItems((current) => [...current, ...added]);
  }

  function startOne(item: Item) {
    const start = props.startUpload ?? defaultStart;
    const controller = start(item.file, {
      leadId: props.leadId,
      idToken: props.idToken ?? currentIdToken,
      onProgress: (sent) => update(item.key, { sent }),
      onSuccess: (photoId) => {
        controllers.current.delete(item.key);
        update(item.key, { state: 'done', sent: item.file.size });
        props.onUploaded(photoId);
      },
      onError: (error: UploadError) => {
        controllers.current.delete(item.key);
        update(item.key, { state: 'failed', message: error.message });
      },
    });
    controllers.current.set(item.key, controller);
    update(item.key, { state: 'uploading', sent: 0, message: null });
    controller.start();
  }

  // Starts queued photographs while fewer than AT_ONCE are travelling.
  useEffect(() => {
    const running = items.filter((item) => item.state === 'uploading').length;
    for (const item of items.filter((i) => i.state === 'queued').slice(0, Math.max(0, AT_ONCE - running))) startOne(item);
    // startOne reads the latest props; it runs on each change of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items]);

  const taken = props.photosSoFar + items.filter(counts).length;
  return (
    <section className="upload-widget job-photo-uploader" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>{label}</h3>
      <p className="upload-choose">
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared so that choosing the same file again (after a failure) is a change too.
            event.target.value = '';
            if (files.length) choosing.current = choosing.current.then(() => choose(files));
          }}
        />
        <label htmlFor={inputId} className="button small">
          Add photographs<span className="visually-hidden"> to {label}</span>
        </label>{' '}
        <span className="hint" id={`${inputId}-hint`}>
          JPEG, PNG or WebP, up to 20 MB each, {MAX_JOB_PHOTOS} per job ({Math.min(taken, MAX_JOB_PHOTOS)} so far). Location and camera
          details are removed.
        </span>
      </p>
      {items.length > 0 && (
        <ul className="job-photo-list" aria-live="polite">
          {items.map((item) => {
            const percent = item.file.size ? Math.floor((item.sent / item.file.size) * 100) : 0;
            return (
              <li key={item.key} data-state={item.state}>
                <span className="job-photo-name">
                  {item.file.name} ({formatFileSize(item.file.size)})
                </span>{' '}
                {item.state === 'queued' && <span>Waiting to upload</span>}
                {item.state === 'uploading' && (
                  <span className="upload-progress">
                    <progress max={100} value={percent} aria-label={`${item.file.name} upload progress`} /> {percent}%{' '}
                    <button
                      type="button"
                      className="button secondary small"
                      onClick={() => {
                        const controller = controllers.current.get(item.key);
                        controllers.current.delete(item.key);
                        update(item.key, { state: 'cancelled' });
                        void controller?.cancel();
                      }}
                    >
                      Cancel<span className="visually-hidden"> {item.file.name}</span>
                    </button>
                  </span>
                )}
                {item.state === 'done' && <span className="upload-stored-uploaded">Uploaded</span>}
                {item.state === 'cancelled' && <span>Cancelled</span>}
                {(item.state === 'refused' || item.state === 'failed') && (
                  <span className="field-error" role="alert">
                    Not uploaded: {item.message}
                  </span>
                )}
                {(item.state === 'failed' || item.state === 'cancelled') && taken < MAX_JOB_PHOTOS && (
                  <>
                    {' '}
                    <button
                      type="button"
                      className="button secondary small"
                      onClick={() => update(item.key, { state: 'queued', message: null })}
                    >
                      Try again<span className="visually-hidden"> to upload {item.file.name}</span>
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
