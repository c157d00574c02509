import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from './render';
import { ErrorScreen, NotFound } from '../../client/src/ui/ErrorScreen';

function renderAt(ui: React.ReactElement) {
  return renderWithProviders(ui, { route: '/somewhere', path: '*', routes: { '/': <p>Home page</p> } });
}

describe('docs/requirements/routes-and-screens.md#error-screen error screen', () => {
  it('shows 404 with the path, the four Popular Pages and a way home', () => {
    renderAt(<NotFound path="/missing" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /missing')).toBeInTheDocument();
    const popular = screen.getByRole('region', { name: 'Popular Pages' });
    expect(Array.from(popular.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Removal Cost Guide', '/spray-foam-removal-cost'],
      ['Professional Removal', '/professional-removal'],
      ['Spray Foam Dangers', '/dangers'],
      ['Get Free Quotes', '/contact/enhanced-quote'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });

  it('defaults to 500 with the server-error copy and no popular pages', () => {
    renderAt(<ErrorScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Server Error' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our end, try again later')).toBeInTheDocument();
    expect(screen.queryByText('Popular Pages')).not.toBeInTheDocument();
  });

  it('uses the status message for other codes', () => {
    renderAt(<ErrorScreen status={418} statusMessage="I'm a teapot" />);
    expect(screen.getByRole('heading', { level: 1, name: 'An Error Occurred' })).toBeInTheDocument();
    expect(screen.getByText("I'm a teapot")).toBeInTheDocument();
  });

  it('Try Again goes to the home page', async () => {
    renderAt(<ErrorScreen status={500} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('offers no Try Again on a 404: trying a missing page again finds nothing', () => {
    renderAt(<ErrorScreen status={404} />);
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toBeInTheDocument();
  });
});
