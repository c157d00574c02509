import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { VitalsBeacon } from '../../../../common/validation/tracking';
import { sendBeacon } from './beacon';
import { analyticsGranted } from './consent';
import { pushEvent } from './dataLayer';

/**
 * docs/requirements/analytics-and-uploads.md#web-vitals asks for largest-contentful-paint and first-input-delay to be sent to an analytics
 * function. `web-vitals` v5 removed FID: Interaction to Next Paint replaced it as the responsiveness Core
 * Web Vital in March 2024, so INP is reported in its place, with LCP and CLS (the current three vitals).
 * This module is loaded in its own chunk when the browser is idle (entry: index.ts), never before first
 * paint.
 */
export const VITALS_URL = '/api/vitals';

/**
 * Share of page loads that report to /api/vitals (one document per metric in `webVitals`): half gives
 * distributions per page without a write for every visit. The data layer (with consent) gets them all.
 */
export const VITALS_SAMPLE_RATE = 0.5;

type Measurement = VitalsBeacon['metrics'][number];

export function toMeasurement(metric: Pick<Metric, 'name' | 'value' | 'rating'>): Measurement | null {
  if (metric.name !== 'LCP' && metric.name !== 'INP' && metric.name !== 'CLS') return null;
  // CLS is a small unitless score; the timings are whole milliseconds.
  const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  return { name: metric.name, value, rating: metric.rating };
}

/**
 * Collects the vitals of this page load and sends them in one beacon when the page is hidden (the
 * moment `web-vitals` reports CLS and INP, and the last moment a beacon is certain to leave).
 */
export function startWebVitals(options: { path: string; sampled?: boolean; send?: typeof sendBeacon }) {
  const sampled = options.sampled ?? Math.random() < VITALS_SAMPLE_RATE;
  const send = options.send ?? sendBeacon;
  const queue = new Map<string, Measurement>();

  const flush = () => {
    if (queue.size === 0) return;
    send(VITALS_URL, { path: options.path, metrics: [...queue.values()] } satisfies VitalsBeacon);
    queue.clear();
  };
  const report = (metric: Metric) => {
    const measurement = toMeasurement(metric);
    if (!measurement) return;
    if (analyticsGranted()) {
      pushEvent({
        event: 'web_vitals',
        metric_name: measurement.name,
        metric_value: measurement.value,
        metric_rating: measurement.rating,
        metric_id: metric.id,
      });
    }
    if (sampled) queue.set(measurement.name, measurement);
  };

  onLCP(report);
  onINP(report);
  onCLS(report);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
