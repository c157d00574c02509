import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { isCurrentPath, Link, LinkNavigation, NavLink } from '../../client/src/ui/Link';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function site(links: React.ReactNode, { navigation = true, at = '/' } = {}) {
  const routes = (
    <>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>
  );
  return render(<MemoryRouter initialEntries={[at]}>{navigation ? <LinkNavigation>{routes}</LinkNavigation> : routes}</MemoryRouter>);
}

/** Clicks like a visitor and says whether the browser would have followed the link itself. */
function click(link: HTMLElement, init: MouseEventInit = {}) {
  return fireEvent.click(link, { button: 0, ...init });
}

describe('the site’s links', () => {
  it('moves by the router on a plain left click in a page hydrated whole', () => {
    site(<Link to="/dangers">Dangers</Link>);
    const link = screen.getByRole('link', { name: 'Dangers' });
    expect(link).toHaveAttribute('href', '/dangers');
    expect(click(link)).toBe(false); // the browser's own navigation was prevented
    expect(screen.getByTestId('where')).toHaveTextContent('/dangers');
  });

  it('leaves to the browser a modified click, another target, a download, another site and a link with no router navigation', () => {
    site(
      <>
        <Link to="/dangers">Dangers</Link>
        <Link to="/guide.pdf" download>
          Guide
        </Link>
        <Link to="/cost" target="_blank">
          Cost
        </Link>
        <Link to="https://www.gov.uk/guidance/vat-on-energy-saving-materials">HMRC</Link>
      </>,
    );
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(click(screen.getByRole('link', { name: 'Dangers' }), init)).toBe(true);
    }
    expect(click(screen.getByRole('link', { name: 'Guide' }))).toBe(true);
    expect(click(screen.getByRole('link', { name: 'Cost' }))).toBe(true);
    expect(click(screen.getByRole('link', { name: 'HMRC' }))).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('is a plain link outside LinkNavigation (island roots and the server)', () => {
    site(<Link to="/dangers">Dangers</Link>, { navigation: false });
    expect(click(screen.getByRole('link', { name: 'Dangers' }))).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(
      renderToString(
        <MemoryRouter>
          <Link to="/blog?category=lenders" className="more">
            Lenders
          </Link>
        </MemoryRouter>,
      ),
    ).toBe('<a class="more" href="/blog?category=lenders">Lenders</a>');
  });

  it('runs its own click handler first, which may keep the page where it is', () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    site(
      <Link to="/dangers" onClick={onClick}>
        Dangers
      </Link>,
    );
    click(screen.getByRole('link', { name: 'Dangers' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('marks the page in view and its section in a navigation, as React Router did', () => {
    site(
      <nav>
        <NavLink to="/blog">Blog</NavLink>
        <NavLink to="/admin" end>
          Dashboard
        </NavLink>
        <NavLink to="/">Home</NavLink>
      </nav>,
      { at: '/Blog/some-post' },
    );
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('class');
    expect(isCurrentPath('/admin', '/admin', true)).toBe(true);
    expect(isCurrentPath('/admin/leads', '/admin', true)).toBe(false);
    expect(isCurrentPath('/admin/leads', '/admin')).toBe(true);
    expect(isCurrentPath('/administrators', '/admin')).toBe(false);
    expect(isCurrentPath('/anything', '/')).toBe(false);
  });
});
