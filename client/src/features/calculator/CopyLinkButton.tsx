import { useState } from 'react';

type Outcome = { kind: 'copied' } | { kind: 'manual'; url: string } | null;

/** The old way, for browsers without the async clipboard API (or outside a secure context). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies the link to this estimate (the URL holds every input); if the browser refuses, shows it to copy by hand. */
export function CopyLinkButton({ getUrl }: { getUrl: () => string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function copy() {
    const url = getUrl();
    let copied = false;
    try {
      if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(url);
        copied = true;
      }
    } catch {
      copied = false;
    }
    if (!copied) copied = copyWithSelection(url);
    setOutcome(copied ? { kind: 'copied' } : { kind: 'manual', url });
  }

  return (
    <div className="copy-link">
      <button type="button" className="button secondary" onClick={copy}>
        Copy link to this estimate
      </button>
      <div role="status" className="copy-link-status">
        {outcome?.kind === 'copied' && <span>Link copied. Anyone with it sees this estimate.</span>}
        {outcome?.kind === 'manual' && (
          <label>
            Your browser would not copy it. Select and copy this link:
            <input type="text" readOnly value={outcome.url} onFocus={(event) => event.currentTarget.select()} />
          </label>
        )}
      </div>
    </div>
  );
}
