import { useEffect, useReducer, useRef, useState } from 'react';
import { formatFileSize, MAX_DOCUMENT_BYTES, SNIFF_BYTES, TOO_LARGE_MESSAGE } from '../../../../common/certification';
import {
  canCancel,
  canPause,
  canResume,
  publicState,
  startTask,
  transition,
  type UploadEvent,
  type UploadTask,
} from '../../lib/uploadState';
import type { DocumentUploadController } from '../../lib/documentUpload';

type TaskAction = UploadEvent | { type: 'start'; totalBytes: number } | { type: 'recorded' };

function reducer(task: UploadTask | null, action: TaskAction): UploadTask | null {
  if (action.type === 'start') return startTask(action.totalBytes);
  // The server's answer now shows the finished upload: its task has done its job.
  if (action.type === 'recorded') return task?.state === 'success' ? null : task;
  return task ? transition(task, action) : task;
}

export type StoredDocumentState = 'MISSING' | 'UPLOADED' | 'ACCEPTED' | 'REJECTED';

export interface StoredDocument {
  fileName: string;
  size: number;
  uploadedAt: unknown;
  note?: string | null;
}

/** What the server keeps for the document, in words: the line that stays true whatever an upload in progress does. */
function storedText(state: StoredDocumentState, document: StoredDocument | null | undefined): string {
  if (!document || state === 'MISSING') return 'Not uploaded yet';
  const file = `${document.fileName} (${formatFileSize(document.size)})`;
  if (state === 'REJECTED') return `Rejected: ${file}. ${document.note ? `Why: ${document.note}` : 'Upload it again.'}`;
  return state === 'ACCEPTED' ? `Accepted: ${file}` : `Uploaded: ${file}, waiting for review`;
}

/**
 * One required document: choosing a file starts its tus upload at once (progress, Pause, Resume, Cancel); a
 * failure says why and offers Try again; an uploaded document not yet reviewed can be replaced. What the server
 * keeps is always shown and only changes once a new upload has been recorded.
 */
export function DocumentUploadWidget(props: {
  requestId: string;
  token: string;
  type: string;
  label: string;
  state: StoredDocumentState;
  document: StoredDocument | null | undefined;
  /** Whether this document takes a file now (the request takes uploads and the document is not accepted). */
  canUpload: boolean;
  onUploaded(): void;
}) {
  const [task, dispatch] = useReducer(reducer, null);
  const [file, setFile] = useState<File | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const controller = useRef<DocumentUploadController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = `file-${props.type}`;
  const name = props.label.toLowerCase();
  const stored = props.state !== 'MISSING' && props.document ? props.document : null;

  async function start(chosen: File) {
    setFile(chosen);
    if (chosen.size > MAX_DOCUMENT_BYTES) return setChoiceError(TOO_LARGE_MESSAGE);
    if (chosen.size < SNIFF_BYTES) return setChoiceError(`${chosen.name} is empty or too small to be a document. Choose another file.`);
    setChoiceError(null);
    dispatch({ type: 'start', totalBytes: chosen.size });
    const { createDocumentUpload } = await import('../../lib/documentUpload');
    controller.current = createDocumentUpload(chosen, {
      endpoint: '/uploads',
      requestId: props.requestId,
      token: props.token,
      documentType: props.type,
      fileName: chosen.name,
      onProgress: (sent) => dispatch({ type: 'progress', bytesTransferred: sent }),
      onSuccess: () => {
        dispatch({ type: 'succeeded' });
        props.onUploaded();
      },
      onError: (error) => dispatch({ type: 'failed', error }),
    });
    controller.current.start();
  }

  // A file chosen before the page was hydrated is on the input, but its change event came before React did.
  const started = useRef(false);
  useEffect(() => {
    const chosen = input.current?.files?.[0];
    if (chosen && !started.current) {
      started.current = true;
      void start(chosen);
    }
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const storedAt = String(props.document?.uploadedAt ?? '');
  const seenStoredAt = useRef(storedAt);
  useEffect(() => {
    if (seenStoredAt.current === storedAt) return;
    seenStoredAt.current = storedAt;
    dispatch({ type: 'recorded' });
  }, [storedAt]);

  const busy =
    task !== null && (task.state === 'running' || task.state === 'pausing' || task.state === 'paused' || task.state === 'canceling');
  const percent = task && task.totalBytes ? Math.floor((task.bytesTransferred / task.totalBytes) * 100) : 0;
  const replacing = stored !== null && props.state !== 'REJECTED';
  const failure = choiceError ?? (task?.state === 'error' ? (task.error?.message ?? 'The upload failed.') : null);

  return (
    <section className="upload-widget" data-testid={`upload-${props.type}`} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{props.label}</h2>
      <p className={`upload-stored upload-stored-${props.state.toLowerCase()}`} data-testid={`stored-${props.type}`}>
        {storedText(props.state, stored)}
      </p>
      <div aria-live="polite" data-testid={`upload-state-${props.type}`}>
        {busy && task && file && (
          <p className="upload-progress">
            <progress max={100} value={percent} aria-label={`${props.label} upload progress`} />{' '}
            {publicState(task.state) === 'paused' ? `Paused at ${percent}%` : `Uploading ${file.name}: ${percent}%`}
          </p>
        )}
        {task?.state === 'success' && file && <p>Uploaded: {`${file.name} (${formatFileSize(file.size)})`}</p>}
        {task?.state === 'canceled' && <p>Upload cancelled.{stored ? ` ${stored.fileName} is still the document we keep.` : ''}</p>}
      </div>
      {failure && (
        <div className="form-alert error" role="alert">
          <p>
            {file ? `${file.name} was not uploaded: ` : ''}
            {failure}
          </p>
          {stored && <p>{`${stored.fileName} is still the document we keep.`}</p>}
          {file && !choiceError && task?.error?.code !== 'size-changed' && (
            <button type="button" className="button small" onClick={() => void start(file)}>
              Try again<span className="visually-hidden"> to upload {name}</span>
            </button>
          )}
        </div>
      )}
      {busy && task && (
        <p className="actions">
          {canPause(task) && (
            <button
              type="button"
              className="button secondary small"
              onClick={() => {
                dispatch({ type: 'pause' });
                void controller.current?.pause().then(() => dispatch({ type: 'paused' }));
              }}
            >
              Pause<span className="visually-hidden"> {name}</span>
            </button>
          )}
          {canResume(task) && (
            <button
              type="button"
              className="button secondary small"
              onClick={() => {
                dispatch({ type: 'resume' });
                controller.current?.resume();
              }}
            >
              Resume<span className="visually-hidden"> {name}</span>
            </button>
          )}
          {canCancel(task) && (
            <button
              type="button"
              className="button secondary small"
              onClick={() => {
                dispatch({ type: 'cancel' });
                void controller.current?.cancel().finally(() => dispatch({ type: 'canceled' }));
              }}
            >
              Cancel<span className="visually-hidden"> {name} upload</span>
            </button>
          )}
        </p>
      )}
      {props.canUpload && !busy && (
        <p className="upload-choose">
          {/* The input is the control (focusable, opens the file picker); the label is what shows, as a button. */}
          <input
            ref={input}
            id={inputId}
            className="visually-hidden"
            type="file"
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              // Cleared so that choosing the same file again (after a failure) is a change too.
              e.target.value = '';
              if (chosen) void start(chosen);
            }}
          />
          <label htmlFor={inputId} className={`button small${replacing ? ' secondary' : ''}`}>
            {replacing ? (
              <>
                Replace<span className="visually-hidden"> {name}</span>
              </>
            ) : (
              <>
                Choose file<span className="visually-hidden"> for {name}</span>
              </>
            )}
          </label>{' '}
          <span className="hint">PDF, JPEG or PNG, up to 15 MB. The upload starts when you choose the file.</span>
        </p>
      )}
    </section>
  );
}
