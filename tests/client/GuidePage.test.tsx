import { screen } from '@testing-library/react';
import { fakeApi, renderWithProviders } from './render';
import { GuidePage } from '../../client/src/features/content/GuidePage';

const PAGE = {
  __typename: 'GuidePage',
  path: '/spray-foam-removal-timeline',
  title: 'Spray Foam Removal: A Realistic Timeline',
  description: 'The steps from finding spray foam to a lender accepting the work.',
  summary: 'The work on site is the quickest part.',
  updated: '2026-11-20',
  reviewedBy: 'Editorial team',
  reviewedAt: '2026-11-23',
  authorSlug: 'editorial-team',
  authorName: 'Editorial team',
  html: '<p>Body.</p><h2>Sources</h2><ul><li><a href="https://www.property-care.org/">PCA</a></li></ul>',
  readingMinutes: 3,
  faq: [],
};

function renderGuide(page: Record<string, unknown>) {
  return renderWithProviders(<GuidePage />, { route: PAGE.path, path: PAGE.path, link: fakeApi({ data: { guidePage: page } }).link });
}

describe('guide page', () => {
  it('shows its author by name, and its reviewer and review date from the front matter', async () => {
    renderGuide(PAGE);
    expect(await screen.findByTestId('guide-reviewed')).toHaveTextContent('Reviewed by Editorial team on 23 November 2026');
    expect(screen.getByRole('link', { name: 'Editorial team' })).toHaveAttribute('href', '/authors/editorial-team');
    expect(screen.queryByText(/Updated/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sources' })).toBeInTheDocument();
  });

  it('falls back to the last-updated date when a page records no review', async () => {
    renderGuide({ ...PAGE, reviewedBy: '', reviewedAt: '' });
    expect(await screen.findByText(/Updated 20 November 2026/)).toBeInTheDocument();
    expect(screen.queryByTestId('guide-reviewed')).not.toBeInTheDocument();
  });
});
