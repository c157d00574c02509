import { useEffect, useState } from 'react';
import type { Estimate } from '../../../../common/calculator';
import { formatRange } from './EstimatePanel';

/**
 * On a phone the estimate sits below the inputs: this bar keeps the range in view while the inputs change,
 * and goes away while the estimate itself is on screen. It links to the full breakdown. (Wider screens
 * keep the estimate beside the inputs, so the stylesheet shows the bar only on narrow ones.)
 */
export function EstimateBar({ estimate }: { estimate: Estimate }) {
  const [panelInView, setPanelInView] = useState(false);
  useEffect(() => {
    const panel = document.querySelector('.estimate-panel');
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setPanelInView(entry.isIntersecting), { threshold: 0.2 });
    observer.observe(panel);
    return () => observer.disconnect();
  }, []);
  return (
    <a className="estimate-bar" href="#estimate-heading" hidden={panelInView} data-testid="estimate-bar">
      <span>Estimate</span>
      <strong>{formatRange(estimate.lowPence, estimate.highPence)}</strong>
      <span>+ VAT · see the breakdown</span>
    </a>
  );
}
