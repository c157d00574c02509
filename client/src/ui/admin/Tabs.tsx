import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Tabs with the WAI-ARIA pattern: arrow keys, Home and End move between tabs, only the chosen tab is in the
 * tab order, and each panel is labelled by its tab.
 */
export function Tabs({ tabs, initial }: { tabs: ReadonlyArray<{ id: string; label: string; content: ReactNode }>; initial?: string }) {
  const [current, setCurrent] = useState(initial ?? tabs[0]?.id);
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const choose = (id: string) => {
    setCurrent(id);
    refs.current[id]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    choose(tabs[next].id);
  };
  return (
    <div className="admin-tabs">
      <div role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-controls={`${baseId}-${tab.id}-panel`}
            aria-selected={tab.id === current}
            tabIndex={tab.id === current ? 0 : -1}
            onClick={() => setCurrent(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-${tab.id}-panel`}
          aria-labelledby={`${baseId}-${tab.id}-tab`}
          hidden={tab.id !== current}
          tabIndex={0}
        >
          {tab.id === current && tab.content}
        </div>
      ))}
    </div>
  );
}
