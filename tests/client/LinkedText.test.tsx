import { render, screen } from '@testing-library/react';
import { LinkedText, splitLinks } from '../../client/src/ui/LinkedText';

describe('LinkedText (the outbox shows an e-mail with its links clickable)', () => {
  it('links http(s) addresses only, without the sentence punctuation after them', () => {
    expect(splitLinks('Upload here: https://example.org/upload/abc?t=1. Or javascript:alert(1) or ftp://x.y, thanks')).toEqual([
      { text: 'Upload here: ' },
      { text: 'https://example.org/upload/abc?t=1', href: 'https://example.org/upload/abc?t=1' },
      { text: '. Or javascript:alert(1) or ftp://x.y, thanks' },
    ]);
    expect(splitLinks('(see http://a.test/x)')).toEqual([
      { text: '(see ' },
      { text: 'http://a.test/x', href: 'http://a.test/x' },
      { text: ')' },
    ]);
  });

  it('opens each link in a new tab without giving it the opener', () => {
    const { container } = render(<LinkedText text={'Line one\nhttps://example.org/a and https://example.org/b'} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.org/a', 'https://example.org/b']);
    for (const link of links) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(container.textContent).toBe('Line one\nhttps://example.org/a and https://example.org/b');
  });
});
