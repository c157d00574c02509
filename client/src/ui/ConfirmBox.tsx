import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from './Field';
import { messageOf } from '../lib/apollo';
import { useSubmitOnce } from '../lib/useSubmitOnce';

/**
 * The way the site asks once more before it acts, outside the admin area (which asks in a modal, `useConfirm`;
 * docs/decisions/0061-one-way-to-confirm.md). It stands where the action was: the question, what will happen, any
 * more to ask (`children`), and the answer's error inside it, so what was typed stays. Focus moves to the first
 * field inside, else to the confirm button, or to Cancel when the action cannot be undone (`danger`); Escape or
 * Cancel backs out, and focus goes back to what opened it if that is still on the page. `onConfirm` runs once at
 * a time; an error it throws is shown.
 */
export function ConfirmBox({
  question,
  details,
  confirmLabel,
  busyLabel = 'Saving…',
  danger = false,
  small = false,
  onConfirm,
  onCancel,
  errorOf,
  children,
}: {
  question: string;
  /** What will happen, in plain words. */
  details?: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  /** Cannot be undone: the confirm button is red and Cancel has the focus. */
  danger?: boolean;
  small?: boolean;
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
  /** The message for a failure, when a field's error says more than the answer's (defaults to `messageOf`). */
  errorOf?: (failure: unknown) => string | undefined;
  children?: ReactNode;
}) {
  const id = useId();
  const sending = useSubmitOnce();
  const [error, setError] = useState<string | null>(null);
  // Read while rendering, before the box's own button takes the focus.
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      if (opener?.isConnected && (document.activeElement === document.body || document.activeElement === null)) opener.focus();
    },
    [opener],
  );
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const box = form.current;
    const first =
      box?.querySelector<HTMLElement>('input, textarea, select') ??
      box?.querySelector<HTMLElement>(danger ? '[data-cancel]' : '[type=submit]');
    first?.focus();
    // Focus is placed once, when the question appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    await sending.once(async () => {
      try {
        await onConfirm();
      } catch (failure) {
        setError(errorOf?.(failure) ?? messageOf(failure, 'That did not work. Please try again.'));
      }
    });
  }
  const size = small ? ' small' : '';
  return (
    <form
      ref={form}
      className="confirm-box"
      role="alertdialog"
      aria-labelledby={`${id}-question`}
      aria-describedby={details ? `${id}-details` : undefined}
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || sending.pending) return;
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }}
    >
      {error && <FormAlert>{error}</FormAlert>}
      <p id={`${id}-question`} className="confirm-question">
        {question}
      </p>
      {details && <p id={`${id}-details`}>{details}</p>}
      {children}
      <div className="actions">
        <button type="submit" className={`button${danger ? ' danger' : ''}${size}`} disabled={sending.pending}>
          {sending.pending ? busyLabel : confirmLabel}
        </button>
        <button type="button" className={`button secondary${size}`} disabled={sending.pending} onClick={onCancel} data-cancel>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * A button that asks once more (a `ConfirmBox` in its place) before it acts; focus comes back to the button when
 * the question is cancelled.
 */
export function ConfirmedAction({
  label,
  labelFor,
  buttonClassName = 'button secondary',
  ...box
}: Omit<Parameters<typeof ConfirmBox>[0], 'onCancel'> & {
  /** The button's text. */
  label: string;
  /** What it acts on, added to the button's name for screen readers where the list around it shows it already. */
  labelFor?: string;
  buttonClassName?: string;
}) {
  const [asking, setAsking] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (cancelled && !asking) trigger.current?.focus();
  }, [cancelled, asking]);
  if (asking) {
    return (
      <ConfirmBox
        {...box}
        onConfirm={async () => {
          await box.onConfirm();
          setAsking(false);
        }}
        onCancel={() => {
          setCancelled(true);
          setAsking(false);
        }}
      />
    );
  }
  return (
    <button
      ref={trigger}
      type="button"
      className={buttonClassName}
      onClick={() => {
        setCancelled(false);
        setAsking(true);
      }}
    >
      {label}
      {labelFor && <span className="visually-hidden"> {labelFor}</span>}
    </button>
  );
}
