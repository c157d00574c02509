import zlib from 'node:zlib';

/**
 * A small, strict PDF reader for tests (no PDF parser package is installed). It reads a file the way a
 * viewer does: header, `startxref`, the cross-reference table, the trailer, then the catalog's page tree
 * and each page's content streams (inflating FlateDecode), and it fails loudly on anything malformed:
 * a cross-reference offset that does not land on its object, a stream whose /Length does not end at
 * `endstream`, a page count that does not match the tree. Text is taken from the Tj/TJ operators of the
 * standard 14 fonts (WinAnsiEncoding), which is what the site's PDFs use.
 */
export interface PdfObject {
  id: number;
  dictionary: string;
  stream: Buffer | null;
}

export interface ParsedPdf {
  version: string;
  objects: Map<number, PdfObject>;
  pageCount: number;
  /** Text of each page, one line per text-showing operator. */
  pages: string[];
  info: Record<string, string>;
}

const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

function winAnsi(bytes: Buffer): string {
  return Array.from(bytes, (b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)).join('');
}

function literalString(source: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch !== '\\') {
      out.push(source.charCodeAt(i) & 0xff);
      continue;
    }
    const next = source[++i];
    const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
    if (next in escapes) out.push(escapes[next]);
    else if (/[0-7]/.test(next)) {
      const octal = /^[0-7]{1,3}/.exec(source.slice(i))![0];
      out.push(parseInt(octal, 8));
      i += octal.length - 1;
    }
  }
  return Buffer.from(out);
}

function decodeString(token: string): string {
  if (token.startsWith('<')) {
    const bytes = Buffer.from(token.slice(1, -1).replace(/\s/g, ''), 'hex');
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
    return winAnsi(bytes);
  }
  const bytes = literalString(token.slice(1, -1));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
  return winAnsi(bytes);
}

const STRING = /<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)/g;

/** The text a content stream shows, one entry per Tj/TJ operator. */
export function textOfContentStream(content: string): string[] {
  const lines: string[] = [];
  const operator = /\[((?:<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|[-\d.\s])*)\]\s*TJ|(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g;
  for (const match of content.matchAll(operator)) {
    const source = match[1] ?? match[2];
    lines.push((source.match(STRING) ?? []).map(decodeString).join(''));
  }
  return lines;
}

const ref = (dictionary: string, key: string): number | null => {
  const match = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(dictionary);
  return match ? Number(match[1]) : null;
};

export function parsePdf(buffer: Buffer): ParsedPdf {
  const text = buffer.toString('latin1');
  const header = /^%PDF-(\d\.\d)/.exec(text);
  if (!header) throw new Error('not a PDF: the file does not start with %PDF-');
  const tail = text.slice(-1024);
  if (!/%%EOF\s*$/.test(tail)) throw new Error('the file does not end with %%EOF');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!startxref) throw new Error('no startxref before %%EOF');
  const xrefAt = Number(startxref[1]);
  if (!text.startsWith('xref', xrefAt)) throw new Error(`startxref ${xrefAt} does not point at a cross-reference table`);

  const objects = new Map<number, PdfObject>();
  const xref = /^xref\s+(\d+)\s+(\d+)\s*\n/.exec(text.slice(xrefAt));
  if (!xref) throw new Error('malformed cross-reference table');
  const first = Number(xref[1]);
  const count = Number(xref[2]);
  let cursor = xrefAt + xref[0].length;
  for (let i = 0; i < count; i++, cursor += 20) {
    const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(text.slice(cursor, cursor + 20));
    if (!entry) throw new Error(`malformed cross-reference entry ${first + i}`);
    if (entry[3] !== 'n') continue;
    const id = first + i;
    const offset = Number(entry[1]);
    const head = new RegExp(`^${id}\\s+0\\s+obj\\s*`).exec(text.slice(offset, offset + 40));
    if (!head) throw new Error(`object ${id}: the cross-reference offset ${offset} does not land on "${id} 0 obj"`);
    const bodyStart = offset + head[0].length;
    const end = text.indexOf('endobj', bodyStart);
    if (end < 0) throw new Error(`object ${id} has no endobj`);
    let dictionary = text.slice(bodyStart, end);
    let stream: Buffer | null = null;
    const streamAt = dictionary.search(/\bstream\r?\n/);
    if (streamAt >= 0) {
      const lengthMatch = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
      if (!lengthMatch) throw new Error(`object ${id}: stream without a direct /Length`);
      const dataStart = bodyStart + streamAt + /stream\r?\n/.exec(dictionary.slice(streamAt))![0].length;
      const length = Number(lengthMatch[1]);
      if (!/^\s*endstream/.test(text.slice(dataStart + length, dataStart + length + 20))) {
        throw new Error(`object ${id}: /Length ${length} does not end at endstream`);
      }
      const raw = buffer.subarray(dataStart, dataStart + length);
      stream = /\/Filter\s*\/FlateDecode/.test(dictionary) ? zlib.inflateSync(raw) : raw;
      dictionary = dictionary.slice(0, streamAt);
    }
    objects.set(id, { id, dictionary, stream });
  }

  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(text.slice(xrefAt));
  if (!trailer) throw new Error('no trailer');
  const size = /\/Size\s+(\d+)/.exec(trailer[1]);
  if (!size || Number(size[1]) !== first + count) throw new Error('trailer /Size does not match the cross-reference table');
  const get = (id: number | null, what: string) => {
    const object = id == null ? undefined : objects.get(id);
    if (!object) throw new Error(`missing ${what} (object ${id})`);
    return object;
  };
  const catalog = get(ref(trailer[1], 'Root'), 'catalog');
  if (!/\/Type\s*\/Catalog/.test(catalog.dictionary)) throw new Error('/Root is not a /Catalog');

  const pageObjects: PdfObject[] = [];
  const walk = (node: PdfObject, depth: number) => {
    if (depth > 32) throw new Error('page tree too deep');
    if (/\/Type\s*\/Pages\b/.test(node.dictionary)) {
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(node.dictionary);
      for (const kid of kids?.[1].matchAll(/(\d+)\s+0\s+R/g) ?? []) walk(get(Number(kid[1]), 'page'), depth + 1);
    } else if (/\/Type\s*\/Page\b/.test(node.dictionary)) pageObjects.push(node);
    else throw new Error(`object ${node.id} in the page tree is neither /Pages nor /Page`);
  };
  const root = get(ref(catalog.dictionary, 'Pages'), 'page tree');
  walk(root, 0);
  const declared = Number(/\/Count\s+(\d+)/.exec(root.dictionary)?.[1]);
  if (declared !== pageObjects.length) throw new Error(`/Count ${declared} but the page tree has ${pageObjects.length} pages`);

  const pages = pageObjects.map((page) => {
    const direct = ref(page.dictionary, 'Contents');
    const listed = /\/Contents\s*\[([^\]]*)\]/.exec(page.dictionary);
    const ids = direct != null ? [direct] : [...(listed?.[1].matchAll(/(\d+)\s+0\s+R/g) ?? [])].map((m) => Number(m[1]));
    return ids.flatMap((id) => textOfContentStream(get(id, 'page content').stream?.toString('latin1') ?? '')).join('\n');
  });

  const info: Record<string, string> = {};
  const infoId = ref(trailer[1], 'Info');
  if (infoId != null) {
    const dictionary = get(infoId, 'document information').dictionary;
    for (const match of dictionary.matchAll(/\/(\w+)\s+(?:(\d+)\s+0\s+R|(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)))/g)) {
      const value = match[2] ? objects.get(Number(match[2]))?.dictionary.trim() : match[3];
      if (value && /^[<(]/.test(value)) info[match[1]] = decodeString(value);
    }
  }
  return { version: header[1], objects, pageCount: pageObjects.length, pages, info };
}

/** Whitespace folded to single spaces: text a PDF breaks over lines reads as one phrase. */
export const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
