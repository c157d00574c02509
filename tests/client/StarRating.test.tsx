import { render, screen } from '@testing-library/react';
import { StarRating } from '../../client/src/ui/StarRating';

/** The stars of a rating, as drawn: one letter each, F whole, H half, E empty. */
function drawn(rating: HTMLElement) {
  return [...rating.querySelectorAll('.star')]
    .map((star) => (star.classList.contains('star-full') ? 'F' : star.classList.contains('star-half') ? 'H' : 'E'))
    .join('');
}

describe('a rating as stars', () => {
  it('draws 4.5 as four whole stars and a half, and reads it out as the number', () => {
    render(<StarRating value={4.5} />);
    const rating = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(drawn(rating)).toBe('FFFFH');
  });

  it('rounds to the nearest half star, and reads out the rating to one decimal place', () => {
    const cases: Array<[number, string, string]> = [
      [5, 'FFFFF', '5'],
      [4.2, 'FFFFE', '4.2'],
      [4.3, 'FFFFH', '4.3'],
      [3.75, 'FFFFE', '3.8'],
      [3.74, 'FFFHE', '3.7'],
      [1, 'FEEEE', '1'],
      [0.2, 'EEEEE', '0.2'],
    ];
    for (const [value, stars, spoken] of cases) {
      const { unmount } = render(<StarRating value={value} />);
      expect(drawn(screen.getByRole('img', { name: `Rated ${spoken} out of 5` }))).toBe(stars);
      unmount();
    }
  });

  it('names what was rated when told', () => {
    render(<StarRating value={4} label="Tidiness" />);
    expect(drawn(screen.getByRole('img', { name: 'Tidiness: rated 4 out of 5' }))).toBe('FFFFE');
  });
});
