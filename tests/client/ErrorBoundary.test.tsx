import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ErrorBoundary, rememberServerMarkup } from '../../client/src/ui/ErrorBoundary';
import { CHUNK_RELOAD_KEY } from '../../client/src/lib/chunkReload';
import { LinkNavigation } from '../../client/src/ui/Link';

const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function Broken({ error }: { error: Error }): never {
  throw error;
}

function renderAt(path: string, error: Error) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LinkNavigation>
        <ErrorBoundary>
          <Routes>
            <Route path="/" element={<h1>Home page</h1>} />
            <Route path="/dangers" element={<Broken error={error} />} />
            <Route path="/blog/:slug" element={<Broken error={error} />} />
          </Routes>
        </ErrorBoundary>
      </LinkNavigation>
    </MemoryRouter>,
  );
}

const sendBeacon = jest.fn((_url: string, _body?: BodyInit | null) => true);

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
});

beforeEach(() => {
  sendBeacon.mockClear();
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // React logs each caught error
});

afterEach(() => jest.restoreAllMocks());

describe('docs/requirements/routes-and-screens.md#rendering-errors: rendering errors in the browser', () => {
  it('shows the error screen (500) to a person, and a navigation clears it', async () => {
    renderAt('/dangers', new TypeError("Cannot read properties of undefined (reading 'title')"));
    expect(screen.getByRole('heading', { level: 1, name: 'Server Error' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our end, try again later')).toBeInTheDocument();
    expect(sendBeacon).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Back to Homepage' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('for a bot: reports the error and swallows it, showing the page the server rendered', () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(GOOGLEBOT);
    rememberServerMarkup('/dangers', '<main id="main"><h1>Spray foam dangers</h1><p>Why lenders object.</p></main>');
    renderAt('/dangers', new TypeError('hydration went wrong'));

    expect(screen.getByRole('heading', { level: 1, name: 'Spray foam dangers' })).toBeInTheDocument();
    expect(screen.queryByText('Server Error')).not.toBeInTheDocument();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0];
    expect(url).toBe('/api/client-errors');
    expect(JSON.parse(String(body))).toMatchObject({ message: 'hydration went wrong', kind: 'render', path: '/' });
  });

  it('for a bot on a page it reached by client-side navigation: no error screen and nothing stale', () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(GOOGLEBOT);
    rememberServerMarkup('/', '<h1>Home page from the server</h1>');
    const { container } = renderAt('/blog/post', new TypeError('boom'));
    expect(container).toBeEmptyDOMElement();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('a chunk error the reload guard refuses (a reload less than 10 s ago) shows the error screen', () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 2_000));
    renderAt('/dangers', new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/AdminArea-1a2b.js'));
    expect(screen.getByRole('heading', { level: 1, name: 'Server Error' })).toBeInTheDocument();
  });
});
