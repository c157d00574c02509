/** The admin kit: every admin screen is built from these (docs/requirements/admin-console.md). */
import './admin.css';

export { ToastProvider, useToast } from './Toasts';
export { Modal } from './Modal';
export { ConfirmProvider, useConfirm, type ConfirmRequest } from './ConfirmDialog';
export { DataTable, type ColumnDef, type SortState } from './DataTable';
export { ListPage, CursorPager } from './ListPage';
export { AdminStates, StatCards } from './AdminStates';
export { StatCard } from './StatCard';
export { BarChart, type BarSeries } from './BarChart';
export { useUrlFilters } from './useUrlFilters';
export { toCsv, downloadText } from './csv';
export { labels } from './labels';
