import fs from 'node:fs';
import path from 'node:path';
import { estimateRemoval, formatDays, formatPounds, typicalDurationRange } from '../../common/calculator';
import { CERTIFICATION_FEE_PENCE } from '../../common/certification';
import { FIGURE_PATTERN, fillCalculatorFigures, figureText, scenarioOf } from '../../common/contentFigures';

/**
 * Every cost figure and removal duration in content/ agrees with the calculator (docs/requirements/business-rules.md#cost-figures-in-content):
 * pages write placeholders the loader fills from common/calculator.ts, and any figure typed by hand fails here.
 */
const CONTENT = path.resolve('content');
const markdownFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? markdownFiles(full) : entry.name.endsWith('.md') ? [full] : [];
  });
const files = markdownFiles(CONTENT).map((file) => ({ file: path.relative(process.cwd(), file), text: fs.readFileSync(file, 'utf8') }));

/** Amounts in pounds that are not calculator figures, each with where its value is kept. */
const OTHER_AMOUNTS: Record<string, string> = {
  [formatPounds(CERTIFICATION_FEE_PENCE)]: 'the certification fee, common/certification.ts',
  '£100': 'the lower limit of section 75 of the Consumer Credit Act 1974 (a cash price over £100)',
  '£30,000': 'the upper limit of section 75 of the Consumer Credit Act 1974',
};

const NUMBER = '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten)';
/** Durations of removal work written in words or figures: "1–3 days", "about 2 days", "around five days' work". */
const DURATION = new RegExp(
  [
    `\\b${NUMBER}\\s*(?:–|-|to)\\s*${NUMBER}\\s+(?:working\\s+)?days\\b`,
    `\\b(?:about|around|roughly|typically|usually|takes?|taking|lasts?|within)\\s+${NUMBER}\\s+(?:working\\s+)?days?\\b(?!\\s+of\\s+(?:receiving|the|your))`,
    `\\b${NUMBER}\\s+(?:working\\s+)?days?['’]?\\s+(?:work|on site)\\b`,
  ].join('|'),
  'gi',
);
/** Durations that are not removal work (review times, notice periods), by the words that follow. */
const OTHER_DURATION = /(?:review|reply|respond|answer|notice|cooling|cancel|refund|check your request|dispute|invoice|pay)/i;

/** The hand-typed cost figures and durations in a text (placeholders removed). */
export function handTypedFigures(text: string): string[] {
  const bare = text.replace(FIGURE_PATTERN, ' ');
  const amounts = [...bare.matchAll(/£\s?\d+(?:,\d{3})*(?:\.\d+)?/g)].map((m) => m[0]).filter((amount) => !OTHER_AMOUNTS[amount]);
  const durations = [...bare.matchAll(DURATION)]
    .filter((m) => !OTHER_DURATION.test(bare.slice(Math.max(0, m.index! - 80), m.index! + m[0].length + 60)))
    .map((m) => m[0]);
  return [...amounts, ...durations];
}

describe('cost figures in content/ agree with the calculator', () => {
  it('types no £ amount or removal duration by hand: every one is a calculator placeholder', () => {
    const typed = files.map(({ file, text }) => ({ file, figures: handTypedFigures(text) })).filter((entry) => entry.figures.length);
    expect(typed).toEqual([]);
  });

  it('fills every placeholder from the calculator, leaving none behind', () => {
    for (const { file, text } of files) {
      let filled = '';
      expect(() => (filled = fillCalculatorFigures(text))).not.toThrow();
      expect({ file, left: /\{\{[^}]*\}\}/.test(filled) }).toEqual({ file, left: false });
    }
  });

  it('uses placeholders: the pages do quote figures', () => {
    const count = files.reduce((sum, { text }) => sum + [...text.matchAll(FIGURE_PATTERN)].length, 0);
    expect(count).toBeGreaterThan(50);
  });

  it('fails on a wrong figure typed by hand, in pounds or in days', () => {
    const right = figureText('cost', 'type=semi foam=open');
    expect(handTypedFigures(`A semi costs ${right} before VAT.`)).toEqual([right.split('–')[0], `£${right.split('–£')[1]}`]);
    expect(handTypedFigures('A semi costs £1,750–£2,450 before VAT, about 3 days on site.')).toEqual(['£1,750', '£2,450', 'about 3 days']);
    expect(handTypedFigures('Most homes take 1–3 days.')).toEqual(['1–3 days']);
    expect(handTypedFigures('around five days’ work')).toEqual(['around five days']);
    expect(handTypedFigures('It is five days’ work.')).toEqual(['five days’ work']);
    expect(handTypedFigures('We review them within 3 working days and reply.')).toEqual([]);
    expect(handTypedFigures(`Certification costs ${formatPounds(CERTIFICATION_FEE_PENCE)} plus VAT.`)).toEqual([]);
    expect(handTypedFigures('{{cost type=semi foam=open}}, {{days type=semi}}')).toEqual([]);
  });

  it('fills placeholders with exactly what the calculator works out', () => {
    const scenario =
      'type=detached foam=closed area=90 pitch=40 locations=loft+walls wall=60 access=moderate region=South_East extras=reinsulation';
    const estimate = estimateRemoval({ ...scenarioOf(scenario), vatDate: '2026-12-01' });
    expect(fillCalculatorFigures(`{{cost ${scenario}}}`)).toBe(`${formatPounds(estimate.lowPence)}–${formatPounds(estimate.highPence)}`);
    expect(fillCalculatorFigures(`{{cost-vat ${scenario}}}`, '2026-12-01')).toBe(
      `${formatPounds(estimate.withVatLowPence)}–${formatPounds(estimate.withVatHighPence)}`,
    );
    expect(fillCalculatorFigures(`{{days ${scenario}}}`)).toBe(formatDays(estimate.durationDays));
    expect(fillCalculatorFigures('{{typical-days}}')).toBe(typicalDurationRange().text);
    expect(fillCalculatorFigures('{{rule rate.closed}}')).toBe('£40');
  });

  it('refuses a placeholder it cannot work out', () => {
    expect(() => fillCalculatorFigures('{{cost type=castle}}')).toThrow('Unknown calculator figure setting "type=castle"');
    expect(() => fillCalculatorFigures('{{cost colour=red}}')).toThrow('colour=red');
    expect(() => fillCalculatorFigures('{{rule rate.gold}}')).toThrow('rate.gold');
  });
});
