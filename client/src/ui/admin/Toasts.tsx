import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'error' | 'info';
  /** A button on the toast, e.g. Undo. */
  action?: { label: string; run(): void };
}

interface ToastApi {
  show(message: string, options?: { tone?: Toast['tone']; action?: Toast['action']; timeoutMs?: number }): void;
}

const ToastContext = createContext<ToastApi>({ show: () => undefined });

export const useToast = () => useContext(ToastContext);

/** Short confirmations and failures, announced to screen readers; a toast with an action stays 10 s. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ToastApi['show']>(
    (message, options = {}) => {
      const id = nextId.current++;
      setToasts((all) => [...all.slice(-3), { id, message, tone: options.tone ?? 'success', action: options.action }]);
      window.setTimeout(() => dismiss(id), options.timeoutMs ?? (options.action ? 10_000 : 5_000));
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast-${toast.tone}`}>
            <span>{toast.message}</span>
            {toast.action && (
              <button
                type="button"
                className="button secondary small"
                onClick={() => {
                  toast.action!.run();
                  dismiss(toast.id);
                }}
              >
                {toast.action.label}
              </button>
            )}
            <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => dismiss(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
