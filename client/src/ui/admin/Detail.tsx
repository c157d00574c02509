import type { ReactNode } from 'react';

/** One label and its value in a `detail-grid`: kept together as one grid cell, the label above the value. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
