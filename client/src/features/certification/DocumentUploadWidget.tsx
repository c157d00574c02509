import { useEffect, useReducer, useRef, useState } from 'react';
import { MAX_DOCUMENT_BYTES, TOO_LARGE_MESSAGE } from '../../../../common/certification';
import { canCancel, canPause, canResume, publicState, startTask, transition, type UploadEvent, type UploadTask } from './uploadState';
import type { DocumentUploadController } from './documentUpload';

type TaskAction = UploadEvent | { type: 'start'; totalBytes: number } | { type: 'reset' };

function reducer(task: UploadTask | null, action: TaskAction): UploadTask | null {
  if (action.type === 'start') return startTask(action.totalBytes);
  if (action.type === 'reset') return null;
  return task ? transition(task, action) : task;
}

const STATE_TEXT = { running: 'Uploading', paused: 'Paused', canceled: 'Cancelled', success: 'Uploaded', error: 'Failed' } as const;

/** One required document: choose a file, then a tus upload with progress, Pause, Resume and Cancel. */
export function DocumentUploadWidget(props: { requestId: string; token: string; type: string; label: string; onUploaded(): void }) {
  const [task, dispatch] = useReducer(reducer, null);
  const [file, setFile] = useState<File | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const controller = useRef<DocumentUploadController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = `file-${props.type}`;
  // A file chosen before the page was hydrated is on the input, but its change event came before React did.
  useEffect(() => {
    const chosen = input.current?.files?.[0];
    if (chosen) setFile((current) => current ?? chosen);
  }, []);

  async function start() {
    if (!file) return setChoiceError('Choose a file first.');
    if (file.size > MAX_DOCUMENT_BYTES) return setChoiceError(TOO_LARGE_MESSAGE);
    setChoiceError(null);
    dispatch({ type: 'start', totalBytes: file.size });
    const { createDocumentUpload } = await import('./documentUpload');
    controller.current = createDocumentUpload(file, {
      endpoint: '/uploads',
      requestId: props.requestId,
      token: props.token,
      documentType: props.type,
      fileName: file.name,
      onProgress: (sent) => dispatch({ type: 'progress', bytesTransferred: sent }),
      onSuccess: () => {
        dispatch({ type: 'succeeded' });
        props.onUploaded();
      },
      onError: (error) => dispatch({ type: 'failed', error }),
    });
    controller.current.start();
  }

  const percent = task && task.totalBytes ? Math.floor((task.bytesTransferred / task.totalBytes) * 100) : 0;
  return (
    <div className="field upload-widget" data-testid={`upload-${props.type}`}>
      <label htmlFor={inputId}>{props.label}</label>
      <p className="hint">PDF, JPEG or PNG, up to 15 MB</p>
      {(!task || task.state === 'canceled' || task.state === 'error') && (
        <>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              dispatch({ type: 'reset' });
            }}
          />
          <button type="button" className="button small" onClick={start} disabled={!file}>
            Upload {props.label.toLowerCase()}
          </button>
        </>
      )}
      {choiceError && (
        <p className="field-error" role="alert">
          {choiceError}
        </p>
      )}
      {task && (
        <div aria-live="polite">
          <progress max={100} value={percent} aria-label={`${props.label} upload progress`} />{' '}
          <span data-testid={`upload-state-${props.type}`}>
            {STATE_TEXT[publicState(task.state)]}{' '}
            {task.state !== 'success' && task.state !== 'canceled' && task.state !== 'error' ? `${percent}%` : ''}
          </span>
          {canPause(task) && (
            <button
              type="button"
              className="button secondary small"
              onClick={() => {
                dispatch({ type: 'pause' });
                void controller.current?.pause().then(() => dispatch({ type: 'paused' }));
              }}
            >
              Pause
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
              Resume
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
              Cancel
            </button>
          )}
          {task.error && (
            <p className="field-error" role="alert">
              {task.error.message}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
