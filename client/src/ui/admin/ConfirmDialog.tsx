import { createContext, useCallback, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { Modal } from './Modal';

export interface ConfirmRequest {
  title: string;
  /** What will happen, in plain words: "£48.00 goes back to Acme Removals". */
  message: ReactNode;
  confirmLabel: string;
  /** A reason the admin must type (refunds), passed to the caller. */
  reason?: { label: string; minLength?: number };
  /** Text the admin must type to go ahead (an erasure: the e-mail or phone), checked by `matches`. */
  typeToConfirm?: { label: string; matches(text: string): boolean; mismatch: string };
  danger?: boolean;
}

type Ask = (request: ConfirmRequest) => Promise<{ confirmed: boolean; reason: string }>;

const ConfirmContext = createContext<Ask>(async () => ({ confirmed: false, reason: '' }));

/** Asks before a destructive or money-moving action; resolves with the admin's answer (and reason). */
export const useConfirm = () => useContext(ConfirmContext);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<{
    request: ConfirmRequest;
    resolve: (answer: { confirmed: boolean; reason: string }) => void;
  } | null>(null);
  const ask = useCallback<Ask>((request) => new Promise((resolve) => setPending({ request, resolve })), []);
  const value = useMemo(() => ask, [ask]);
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {pending && (
        <ConfirmBody
          request={pending.request}
          onAnswer={(answer) => {
            pending.resolve(answer);
            setPending(null);
          }}
        />
      )}
    </ConfirmContext.Provider>
  );
}

function ConfirmBody({ request, onAnswer }: { request: ConfirmRequest; onAnswer(answer: { confirmed: boolean; reason: string }): void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const typedId = useId();
  const minLength = request.reason?.minLength ?? 3;
  function confirm() {
    if (request.typeToConfirm && !request.typeToConfirm.matches(typed)) {
      setProblem(request.typeToConfirm.mismatch);
      return;
    }
    if (request.reason && reason.trim().length < minLength) {
      setProblem(`Give a reason of at least ${minLength} characters`);
      return;
    }
    onAnswer({ confirmed: true, reason: reason.trim() });
  }
  return (
    <Modal
      title={request.title}
      onClose={() => onAnswer({ confirmed: false, reason: '' })}
      footer={
        <>
          <button type="button" className="button secondary" onClick={() => onAnswer({ confirmed: false, reason: '' })}>
            Cancel
          </button>
          <button type="button" className={`button${request.danger ? ' danger' : ''}`} onClick={confirm}>
            {request.confirmLabel}
          </button>
        </>
      }
    >
      <div>{request.message}</div>
      {request.typeToConfirm && (
        <div className="field">
          <label htmlFor={typedId}>{request.typeToConfirm.label}</label>
          <input
            id={typedId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') confirm();
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${typedId}-error` : undefined}
            autoComplete="off"
            autoFocus
          />
          {problem && (
            <span className="field-error" id={`${typedId}-error`} role="alert">
              {problem}
            </span>
          )}
        </div>
      )}
      {request.reason && (
        <label className="field">
          <span>{request.reason.label}</span>
          <textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={problem ? true : undefined}
            rows={3}
            autoFocus
          />
          {problem && (
            <span className="field-error" role="alert">
              {problem}
            </span>
          )}
        </label>
      )}
    </Modal>
  );
}
