import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../useModalDialog';

/**
 * A modal dialog on the native <dialog> element: focus moves into it and stays there, Escape closes it,
 * focus returns to what opened it, and the page behind is inert.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  wide = false,
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  const ref = useModalDialog();
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className={`admin-modal${wide ? ' wide' : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="admin-modal-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="toast-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="admin-modal-body">{children}</div>
      {footer && <div className="admin-modal-footer">{footer}</div>}
    </dialog>
  );
}
