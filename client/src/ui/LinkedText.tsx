import { Fragment } from 'react';

/** http(s) addresses in plain text; a trailing full stop, comma, bracket or quote is the sentence's, not the link's. */
const WEB_ADDRESS = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** Pieces of a text: plain text, and the http(s) links in it (no other scheme is ever a link). */
export function splitLinks(text: string): Array<{ text: string; href?: string }> {
  const pieces: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > last) pieces.push({ text: text.slice(last, start) });
    pieces.push({ text: href, href });
    last = start + href.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

/** Plain text (an e-mail's text part) with its web addresses as links that open in a new tab. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((piece, i) =>
        piece.href ? (
          <a key={i} href={piece.href} target="_blank" rel="noopener noreferrer">
            {piece.text}
          </a>
        ) : (
          <Fragment key={i}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
