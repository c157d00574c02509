import { lazy, Suspense } from 'react';

/** The requests-area modals, in their own chunks, preloaded ~1 s after any /admin page opens (AdminLayout's `preload`). */
const loadDetailsModal = () => import('./LeadDetailsModal');
const loadDistributionsModal = () => import('./LeadDistributionsModal');
const loadCompanySelectionModal = () => import('./CompanySelectionModal');
export const preloadLeadModals = () => Promise.all([loadDetailsModal(), loadDistributionsModal(), loadCompanySelectionModal()]);
const LeadDetailsModal = lazy(() => loadDetailsModal().then((module) => ({ default: module.LeadDetailsModal })));
const LeadDistributionsModal = lazy(() => loadDistributionsModal().then((module) => ({ default: module.LeadDistributionsModal })));
const CompanySelectionModal = lazy(() => loadCompanySelectionModal().then((module) => ({ default: module.CompanySelectionModal })));

export type LeadModalKind = 'details' | 'distributions' | 'send';

/** Which of the requests-area modals is open, for which lead. */
export type OpenModal = { kind: LeadModalKind; id: string } | null;

/** The open modal: a lead's details, the companies it was sent to, or sending it to more. */
export function LeadModals({ modal, setModal, onSent }: { modal: OpenModal; setModal(modal: OpenModal): void; onSent(): void }) {
  const open = (kind: LeadModalKind, id: string) => setModal({ kind, id });
  return (
    <Suspense fallback={null}>
      {modal?.kind === 'details' && (
        <LeadDetailsModal id={modal.id} onClose={() => setModal(null)} onSendToCompanies={() => open('send', modal.id)} />
      )}
      {modal?.kind === 'distributions' && (
        <LeadDistributionsModal id={modal.id} onClose={() => setModal(null)} onSendMore={() => open('send', modal.id)} />
      )}
      {modal?.kind === 'send' && (
        <CompanySelectionModal
          leadId={modal.id}
          onClose={() => setModal(null)}
          onSent={() => {
            setModal({ kind: 'distributions', id: modal.id });
            onSent();
          }}
        />
      )}
    </Suspense>
  );
}
