import { render } from '@testing-library/react';
import { BarChart, valueTicks } from '../../client/src/ui/admin/BarChart';

describe('the admin bar chart (dashboard, tracking, AI usage)', () => {
  it('puts round ticks on its value axis, from 0 to at least the tallest bar', () => {
    expect(valueTicks(0)).toEqual([0, 1]);
    expect(valueTicks(0, 100)).toEqual([0, 100]); // pence: £0 to £1, never £0.01 steps
    expect(valueTicks(250, 100)).toEqual([0, 100, 200, 300]);
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(123_456)).toEqual([0, 50_000, 100_000, 150_000]);
    for (const max of [1, 9, 10, 11, 99, 101, 4_999, 250_001]) {
      const ticks = valueTicks(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it('labels both axes: values in the chart’s format, and the first, middle and last periods', () => {
    const bars = ['1 Nov', '2 Nov', '3 Nov', '4 Nov', '5 Nov'].map((label, i) => ({ label, values: { revenue: (i + 1) * 10_000 } }));
    const { container } = render(
      <BarChart
        title="Revenue"
        bars={bars}
        series={[{ key: 'revenue', label: 'Revenue', color: '#000' }]}
        format={(pence) => `£${pence / 100}`}
      />,
    );
    const texts = (selector: string) => [...container.querySelectorAll(selector)].map((element) => element.textContent);
    expect(texts('.chart-value-axis li')).toEqual(['£0', '£200', '£400', '£600']);
    expect(texts('.chart-period-axis li')).toEqual(['1 Nov', '3 Nov', '5 Nov']);
    expect(container.querySelectorAll('.chart-gridline')).toHaveLength(4);
  });
});
