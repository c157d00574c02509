import type PDFKitDocument from 'pdfkit';
import { markdownTokens, type MarkdownToken as Token, type MarkdownTokens as Tokens } from '../../platform/safeMarkdown';
import type { FreeGuideContent, TextRun } from './guideContent';

/**
 * Draws the free guide (guideContent.ts) as an A4 PDF: cover, contents, one section per guide (its Markdown
 * rendered as headings, paragraphs, lists and tables), the costs table and the checklist with tick boxes.
 * Standard PDF fonts only (Helvetica, WinAnsi), so the file needs no font files and stays small.
 */
export interface GuidePdfOptions {
  /** Deflate the page streams (default). Off makes the text readable in the raw file, for inspection. */
  compress?: boolean;
  /** The site's public origin: links in the text become clickable. Without it they are plain text. */
  siteUrl?: string | null;
}

const PAGE = { size: 'A4' as const, margin: 56, top: 64, bottom: 72 };
const COLOURS = { ink: '#1f2933', muted: '#52606d', accent: '#0b6e4f', rule: '#cbd2d9', shade: '#eef5f1' };
const FONTS = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
  code: 'Courier',
};
const BODY = { size: 10.5, lineGap: 3 };

interface ContentsEntry {
  title: string;
  level: 1 | 2;
  destination: string;
  page: number;
}

/** Characters Helvetica (WinAnsi) can show; anything else is replaced with a close equivalent. */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const REPLACEMENTS: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '≥': '>=',
  '≤': '<=',
  '≈': '~',
  '✓': '',
  '✔': '',
  '−': '-',
  '\u2011': '-',
  '\u00a0': ' ',
};

export function pdfSafeText(text: string): string {
  return text.replace(/[^\n\x20-\x7e\xa1-\xff]/g, (ch) => (WIN_ANSI_EXTRAS.includes(ch) ? ch : (REPLACEMENTS[ch] ?? '')));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]);

/** Inline Markdown tokens as styled runs of plain text: emphasis kept, links remembered, HTML dropped. */
function runsOf(tokens: Token[] | undefined, style: Omit<TextRun, 'text'> = {}): TextRun[] {
  const runs: TextRun[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        runs.push(...runsOf((token as Tokens.Strong).tokens, { ...style, bold: true }));
        break;
      case 'em':
        runs.push(...runsOf((token as Tokens.Em).tokens, { ...style, italic: true }));
        break;
      case 'del':
        runs.push(...runsOf((token as Tokens.Del).tokens, style));
        break;
      case 'link':
        runs.push(...runsOf((token as Tokens.Link).tokens, { ...style, link: (token as Tokens.Link).href }));
        break;
      case 'codespan':
        runs.push({ ...style, code: true, text: decodeEntities((token as Tokens.Codespan).text) });
        break;
      case 'br':
        runs.push({ ...style, text: '\n' });
        break;
      case 'html':
      case 'image':
        break;
      default: {
        const withText = token as Tokens.Text;
        if (withText.tokens?.length) runs.push(...runsOf(withText.tokens, style));
        else if (typeof withText.text === 'string') runs.push({ ...style, text: decodeEntities(withText.text) });
      }
    }
  }
  return runs;
}

const plainOf = (tokens: Token[] | undefined) =>
  runsOf(tokens)
    .map((r) => r.text)
    .join('');

class GuideWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly siteUrl: string | null;
  private destinations = 0;

  constructor(content: FreeGuideContent, options: GuidePdfOptions) {
    this.siteUrl = options.siteUrl ? options.siteUrl.replace(/\/$/, '') : null;
    // Loaded on first use, not at start: a cold instance serves its first page sooner (docs/decisions/0030-lean-image-and-cold-start.md).
    const PDFDocument = require('pdfkit') as typeof PDFKitDocument;
    this.doc = new PDFDocument({
      size: PAGE.size,
      margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.margin, right: PAGE.margin },
      bufferPages: true,
      autoFirstPage: false,
      compress: options.compress ?? true,
      lang: 'en-GB',
      displayTitle: true,
      info: {
        Title: content.title,
        Author: content.siteName,
        Subject: content.subject,
        Keywords: content.keywords,
        CreationDate: content.updated ? new Date(content.updated) : new Date(),
      },
    });
  }

  get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  get left() {
    return this.doc.page.margins.left;
  }

  get maxY() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Zero-based index of the page being written. */
  get pageIndex() {
    const range = this.doc.bufferedPageRange();
    return range.start + range.count - 1;
  }

  newDestination(): string {
    const name = `d${++this.destinations}`;
    // XYZ left top zoom, top measured down the page like doc.y (pdfkit converts it); a null zoom keeps the reader's.
    const addDestination = this.doc.addNamedDestination.bind(this.doc) as (name: string, ...args: Array<string | number | null>) => void;
    addDestination(name, 'XYZ', 0, Math.max(0, this.doc.y - 12), null);
    return name;
  }

  ensureSpace(height: number) {
    if (this.doc.y + height > this.maxY) this.doc.addPage();
  }

  link(href: string | undefined): string | null {
    if (!href) return null;
    if (/^https?:\/\//.test(href)) return href;
    if (href.startsWith('/') && this.siteUrl) return `${this.siteUrl}${href}`;
    return null;
  }

  font(run: Omit<TextRun, 'text'>) {
    if (run.code) return FONTS.code;
    if (run.bold && run.italic) return FONTS.boldItalic;
    if (run.bold) return FONTS.bold;
    if (run.italic) return FONTS.italic;
    return FONTS.regular;
  }

  /** A paragraph of styled runs at (x, current y), wrapped to width. */
  writeRuns(runs: TextRun[], options: { x?: number; width?: number; size?: number; colour?: string; align?: 'left' | 'justify' } = {}) {
    const doc = this.doc;
    const parts = runs.map((r) => ({ ...r, text: pdfSafeText(r.text) })).filter((r) => r.text.length > 0);
    if (!parts.length) return;
    parts[0].text = parts[0].text.replace(/^\s+/, '');
    parts[parts.length - 1].text = parts[parts.length - 1].text.replace(/\s+$/, '');
    const x = options.x ?? this.left;
    doc.fontSize(options.size ?? BODY.size).fillColor(options.colour ?? COLOURS.ink);
    parts.forEach((run, i) => {
      const link = this.link(run.link);
      doc.font(this.font(run));
      // Explicit link/underline: a continued fragment otherwise inherits the previous fragment's.
      const fragment: PDFKit.Mixins.TextOptions = {
        continued: i < parts.length - 1,
        link,
        underline: Boolean(link),
        lineGap: BODY.lineGap,
      };
      if (i === 0)
        doc.text(run.text, x, doc.y, { ...fragment, width: options.width ?? this.width - (x - this.left), align: options.align ?? 'left' });
      else doc.text(run.text, fragment);
    });
  }

  heading(text: string, level: 2 | 3 | 4) {
    const doc = this.doc;
    const size = level === 2 ? 15 : level === 3 ? 12.5 : 11;
    this.ensureSpace(size * 2 + 60); // keep a heading with the start of what follows it
    doc.moveDown(level === 2 ? 0.9 : 0.6);
    const destination = this.newDestination();
    doc
      .font(FONTS.bold)
      .fontSize(size)
      .fillColor(level === 2 ? COLOURS.accent : COLOURS.ink);
    doc.text(pdfSafeText(text), this.left, doc.y, { width: this.width, lineGap: 2 });
    doc.moveDown(0.35);
    return destination;
  }

  paragraph(runs: TextRun[], options: { size?: number; colour?: string } = {}) {
    this.writeRuns(runs, { ...options, align: 'left' });
    this.doc.moveDown(0.6);
  }

  list(token: Tokens.List, depth = 0) {
    const doc = this.doc;
    const indent = this.left + 14 + depth * 16;
    const start = typeof token.start === 'number' ? token.start : 1;
    token.items.forEach((item, i) => {
      const marker = token.ordered ? `${start + i}.` : depth ? '–' : '•';
      this.ensureSpace(BODY.size * 2);
      const y = doc.y;
      doc
        .font(token.ordered ? FONTS.bold : FONTS.regular)
        .fontSize(BODY.size)
        .fillColor(COLOURS.accent);
      doc.text(marker, indent - 14, y, { width: 14, lineGap: BODY.lineGap });
      doc.y = y;
      const nested: Tokens.List[] = [];
      const runs: TextRun[] = [];
      for (const child of item.tokens) {
        if (child.type === 'list') nested.push(child as Tokens.List);
        else if (child.type === 'text' || child.type === 'paragraph') {
          if (runs.length) runs.push({ text: ' ' });
          runs.push(...runsOf([child]));
        }
      }
      this.writeRuns(runs, { x: indent + 4, width: this.left + this.width - indent - 4 });
      doc.moveDown(0.25);
      for (const list of nested) this.list(list, depth + 1);
    });
    if (depth === 0) doc.moveDown(0.4);
  }

  /** A ruled table; the header row repeats on each page the table runs onto. */
  table(header: string[], rows: string[][], options: { widths?: number[]; boldFirstColumn?: boolean; size?: number } = {}) {
    const doc = this.doc;
    const size = options.size ?? 9.5;
    const pad = 5;
    const columns = header.length;
    const widths = this.columnWidths(header, rows, options.widths);
    const rowHeight = (cells: string[], bold: boolean) =>
      Math.max(
        ...cells.map((cell, i) =>
          doc
            .font(bold || (options.boldFirstColumn && i === 0) ? FONTS.bold : FONTS.regular)
            .fontSize(size)
            .heightOfString(pdfSafeText(cell), { width: widths[i] - pad * 2, lineGap: 1.5 }),
        ),
      ) +
      pad * 2;
    const drawRow = (cells: string[], isHeader: boolean) => {
      const height = rowHeight(cells, isHeader);
      if (doc.y + height > this.maxY) {
        doc.addPage();
        if (!isHeader) drawRow(header, true);
      }
      const top = doc.y;
      if (isHeader) doc.rect(this.left, top, this.width, height).fill(COLOURS.shade);
      let x = this.left;
      cells.forEach((cell, i) => {
        doc
          .font(isHeader || (options.boldFirstColumn && i === 0) ? FONTS.bold : FONTS.regular)
          .fontSize(size)
          .fillColor(COLOURS.ink);
        doc.text(pdfSafeText(cell), x + pad, top + pad, { width: widths[i] - pad * 2, lineGap: 1.5 });
        x += widths[i];
      });
      doc
        .moveTo(this.left, top + height)
        .lineTo(this.left + this.width, top + height)
        .lineWidth(isHeader ? 1 : 0.5)
        .strokeColor(isHeader ? COLOURS.accent : COLOURS.rule)
        .stroke();
      doc.x = this.left;
      doc.y = top + height;
    };
    this.ensureSpace(rowHeight(header, true) + rowHeight(rows[0] ?? header, false));
    doc
      .moveTo(this.left, doc.y)
      .lineTo(this.left + this.width, doc.y)
      .lineWidth(1)
      .strokeColor(COLOURS.accent)
      .stroke();
    drawRow(header, true);
    for (const row of rows)
      drawRow(
        Array.from({ length: columns }, (_, i) => row[i] ?? ''),
        false,
      );
    doc.moveDown(0.8);
  }

  private columnWidths(header: string[], rows: string[][], fixed?: number[]): number[] {
    if (fixed) {
      const total = fixed.reduce((a, b) => a + b, 0);
      return fixed.map((w) => (w / total) * this.width);
    }
    const longest = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length), 6));
    const total = longest.reduce((a, b) => a + Math.sqrt(b), 0);
    return longest.map((length) => (Math.sqrt(length) / total) * this.width);
  }

  blockquote(token: Tokens.Blockquote) {
    const doc = this.doc;
    const top = doc.y;
    for (const child of token.tokens) {
      if (child.type === 'paragraph') {
        this.writeRuns(runsOf((child as Tokens.Paragraph).tokens), { x: this.left + 14, colour: COLOURS.muted });
        doc.moveDown(0.4);
      }
    }
    doc
      .moveTo(this.left + 4, top)
      .lineTo(this.left + 4, doc.y - 4)
      .lineWidth(2)
      .strokeColor(COLOURS.accent)
      .stroke();
    doc.moveDown(0.4);
  }

  /** Block-level Markdown. `onHeading` hears about each `##` heading, for the contents page. */
  markdown(markdown: string, onHeading: (title: string, destination: string) => void) {
    const doc = this.doc;
    for (const token of markdownTokens(markdown)) {
      switch (token.type) {
        case 'heading': {
          const { depth, tokens } = token as Tokens.Heading;
          const title = plainOf(tokens);
          const destination = this.heading(title, depth <= 2 ? 2 : depth === 3 ? 3 : 4);
          if (depth <= 2) onHeading(title, destination);
          break;
        }
        case 'paragraph':
          this.paragraph(runsOf((token as Tokens.Paragraph).tokens));
          break;
        case 'list':
          this.list(token as Tokens.List);
          break;
        case 'table': {
          const table = token as Tokens.Table;
          this.table(
            table.header.map((cell) => plainOf(cell.tokens)),
            table.rows.map((row) => row.map((cell) => plainOf(cell.tokens))),
            { boldFirstColumn: true },
          );
          break;
        }
        case 'blockquote':
          this.blockquote(token as Tokens.Blockquote);
          break;
        case 'code':
          doc
            .font(FONTS.code)
            .fontSize(9)
            .fillColor(COLOURS.ink)
            .text(pdfSafeText((token as Tokens.Code).text), this.left + 10, doc.y, { width: this.width - 20 });
          doc.moveDown(0.6);
          break;
        case 'hr':
          this.ensureSpace(20);
          doc
            .moveTo(this.left, doc.y + 6)
            .lineTo(this.left + this.width, doc.y + 6)
            .lineWidth(0.5)
            .strokeColor(COLOURS.rule)
            .stroke();
          doc.y += 16;
          break;
        default:
          break; // raw HTML and blank space
      }
    }
  }
}

/** Draws the guide: cover, contents, one section per guide, the costs and the checklist, then the page footers. */
export function drawGuidePdf(content: FreeGuideContent, options: GuidePdfOptions = {}): Promise<Buffer> {
  const { sections, costs, checklist } = content;
  const writer = new GuideWriter(content, options);
  const { doc } = writer;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Cover.
  doc.addPage({ size: PAGE.size, margins: { top: 0, bottom: 0, left: 0, right: 0 } });
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height * 0.62).fill(COLOURS.accent);
  doc
    .font(FONTS.bold)
    .fontSize(12)
    .fillColor('#ffffff')
    .text(content.siteName.toUpperCase(), 56, 72, { width: width - 112, characterSpacing: 1.5 });
  doc
    .font(FONTS.bold)
    .fontSize(34)
    .fillColor('#ffffff')
    .text(pdfSafeText(content.title), 56, 190, { width: width - 112, lineGap: 4 });
  doc.moveDown(0.8);
  doc
    .font(FONTS.regular)
    .fontSize(14)
    .fillColor('#e6f2ec')
    .text(content.cover.strapline, { width: width - 160, lineGap: 3 });
  doc.font(FONTS.regular).fontSize(11).fillColor(COLOURS.muted);
  doc.text(content.cover.dateLine, 56, height * 0.62 + 40, { width: width - 112 });
  doc.text(content.cover.publisherLine, { width: width - 112 });
  doc.moveDown(1.5);
  doc
    .font(FONTS.bold)
    .fontSize(11)
    .fillColor(COLOURS.ink)
    .text('Inside this guide', 56, doc.y, { width: width - 112 });
  doc.moveDown(0.3);
  const inside = [...sections.map((section) => section.title), costs.heading, checklist.heading];
  doc.font(FONTS.regular).fontSize(10.5).fillColor(COLOURS.ink);
  inside.forEach((title, i) => doc.text(`${i + 1}.  ${pdfSafeText(title)}`, 64, doc.y, { width: width - 128, lineGap: 2.5 }));
  doc.moveDown(1.5);
  doc
    .font(FONTS.italic)
    .fontSize(9.5)
    .fillColor(COLOURS.muted)
    .text(content.cover.disclaimer, { width: width - 112, lineGap: 2 });

  // Contents: the entries are known before the pages are, so reserve the pages now and fill them in at the end.
  const entries: ContentsEntry[] = [];
  const sectionHeadings = sections.map(
    (section) => markdownTokens(section.markdown).filter((t) => t.type === 'heading' && (t as Tokens.Heading).depth <= 2).length,
  );
  const CONTENTS_LINE = 15;
  const CONTENTS_SECTION_GAP = 5;
  const contentsHeight =
    (sections.length + 2) * (CONTENTS_LINE + CONTENTS_SECTION_GAP) + sectionHeadings.reduce((a, b) => a + b, 0) * CONTENTS_LINE;
  const CONTENTS_TITLE_HEIGHT = 54;
  doc.addPage();
  const contentsPageHeight = writer.maxY - PAGE.top;
  const contentsPages =
    1 +
    Math.max(
      0,
      Math.ceil(
        (contentsHeight - (contentsPageHeight - CONTENTS_TITLE_HEIGHT)) / (contentsPageHeight - CONTENTS_LINE - CONTENTS_SECTION_GAP),
      ),
    );
  const contentsPageIndex = writer.pageIndex;
  for (let i = 1; i < contentsPages; i++) doc.addPage();

  // The guides.
  sections.forEach((section, index) => {
    doc.addPage();
    const destination = writer.newDestination();
    const entry: ContentsEntry = { title: section.title, level: 1, destination, page: writer.pageIndex + 1 };
    entries.push(entry);
    doc.outline.addItem(pdfSafeText(entry.title));
    doc
      .font(FONTS.bold)
      .fontSize(10)
      .fillColor(COLOURS.accent)
      .text(`SECTION ${index + 1}`, writer.left, doc.y, { characterSpacing: 1.2, width: writer.width });
    doc.moveDown(0.3);
    doc.font(FONTS.bold).fontSize(22).fillColor(COLOURS.ink).text(pdfSafeText(entry.title), { width: writer.width, lineGap: 2 });
    doc.moveDown(0.5);
    if (section.summary) writer.paragraph([{ text: section.summary, italic: true }], { size: 11.5, colour: COLOURS.muted });
    doc
      .moveTo(writer.left, doc.y)
      .lineTo(writer.left + writer.width, doc.y)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc.moveDown(0.4);
    writer.markdown(section.markdown, (title, headingDestination) =>
      entries.push({ title, level: 2, destination: headingDestination, page: writer.pageIndex + 1 }),
    );
  });

  // Costs.
  doc.addPage();
  const costsDestination = writer.newDestination();
  entries.push({ title: costs.heading, level: 1, destination: costsDestination, page: writer.pageIndex + 1 });
  doc.outline.addItem(costs.heading);
  doc.font(FONTS.bold).fontSize(22).fillColor(COLOURS.ink).text(costs.heading, writer.left, doc.y, { width: writer.width });
  doc.moveDown(0.5);
  writer.paragraph(costs.intro);
  writer.table(costs.table.header, costs.table.rows, { widths: [26, 15, 22, 24, 14], boldFirstColumn: true, size: 10 });
  writer.paragraph(costs.vatNote);
  writer.heading(costs.factorsHeading, 3);
  for (const runs of costs.factors) {
    const y = doc.y;
    doc.font(FONTS.regular).fontSize(BODY.size).fillColor(COLOURS.accent).text('•', writer.left, y, { width: 14 });
    doc.y = y;
    writer.writeRuns(runs, { x: writer.left + 16 });
    doc.moveDown(0.3);
  }
  doc.moveDown(0.4);
  writer.paragraph(costs.calculator);

  // Checklist.
  doc.addPage();
  const checklistDestination = writer.newDestination();
  entries.push({ title: checklist.heading, level: 1, destination: checklistDestination, page: writer.pageIndex + 1 });
  doc.outline.addItem(checklist.heading);
  doc.font(FONTS.bold).fontSize(22).fillColor(COLOURS.ink).text(checklist.heading, writer.left, doc.y, { width: writer.width });
  doc.moveDown(0.3);
  writer.paragraph([{ text: checklist.intro, italic: true }], { colour: COLOURS.muted });
  for (const group of checklist.groups) {
    writer.heading(group.heading, 3);
    for (const item of group.items) {
      writer.ensureSpace(24);
      const y = doc.y;
      doc
        .lineWidth(1)
        .strokeColor(COLOURS.accent)
        .rect(writer.left + 2, y - 0.5, 10, 10)
        .stroke();
      doc.y = y;
      writer.writeRuns([{ text: item }], { x: writer.left + 22 });
      doc.moveDown(0.45);
    }
  }
  doc.moveDown(0.8);
  writer.ensureSpace(60);
  writer.paragraph(checklist.closing);

  // Contents, now that every page number is known.
  const totalPages = writer.pageIndex + 1;
  let contentsPage = contentsPageIndex;
  doc.switchToPage(contentsPage);
  doc.font(FONTS.bold).fontSize(22).fillColor(COLOURS.ink).text('Contents', writer.left, PAGE.top, { width: writer.width });
  doc.y = PAGE.top + CONTENTS_TITLE_HEIGHT - CONTENTS_SECTION_GAP;
  for (const entry of entries) {
    const gap = entry.level === 1 ? CONTENTS_SECTION_GAP : 0;
    if (doc.y + gap + CONTENTS_LINE > writer.maxY && contentsPage < contentsPageIndex + contentsPages - 1) {
      doc.switchToPage(++contentsPage);
      doc.y = PAGE.top;
    }
    const y = doc.y + gap;
    const indent = entry.level === 1 ? 0 : 16;
    const font = entry.level === 1 ? FONTS.bold : FONTS.regular;
    const size = entry.level === 1 ? 11 : 10;
    const pageLabel = String(entry.page);
    doc
      .font(font)
      .fontSize(size)
      .fillColor(entry.level === 1 ? COLOURS.ink : COLOURS.muted);
    const pageWidth = doc.widthOfString(pageLabel);
    const titleWidth = writer.width - indent - 40;
    let title = pdfSafeText(entry.title);
    if (doc.widthOfString(title) > titleWidth) {
      while (doc.widthOfString(`${title}…`) > titleWidth && title.length > 4) title = title.slice(0, -1);
      title = `${title.trimEnd()}…`;
    }
    doc.text(title, writer.left + indent, y, { width: titleWidth, lineBreak: false, goTo: entry.destination });
    const dotsFrom = writer.left + indent + doc.widthOfString(title) + 6;
    const dotsTo = writer.left + writer.width - pageWidth - 6;
    if (dotsTo > dotsFrom) {
      doc
        .save()
        .moveTo(dotsFrom, y + size - 2)
        .lineTo(dotsTo, y + size - 2)
        .lineWidth(0.6)
        .dash(1, { space: 2.5 })
        .strokeColor(COLOURS.rule)
        .stroke()
        .restore();
    }
    doc.text(pageLabel, writer.left + writer.width - pageWidth, y, { width: pageWidth + 1, lineBreak: false, goTo: entry.destination });
    doc.y = y + CONTENTS_LINE;
  }

  // Footers: every page but the cover.
  for (let i = 1; i < totalPages; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the bottom margin must not start a new page
    const y = doc.page.height - 44;
    doc
      .moveTo(writer.left, y - 8)
      .lineTo(writer.left + writer.width, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc.font(FONTS.regular).fontSize(8.5).fillColor(COLOURS.muted);
    doc.text(`${content.siteName} · ${pdfSafeText(content.title)}`, writer.left, y, { width: writer.width - 80, lineBreak: false });
    doc.text(`Page ${i + 1} of ${totalPages}`, writer.left + writer.width - 80, y, { width: 80, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }

  doc.end();
  return done;
}
