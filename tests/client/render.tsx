import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { LinkNavigation } from '../../client/src/ui/Link';

/** What the client tests render pages with: a router at a URL and an Apollo client over a fake API. */

export const TEST_FORM_TOKEN = 'test-form-token';

/** The signed-in user's company as the company area's `MyCompany` query answers it, with the user's role in it. */
export const companyWithRole = (myRole: string) => ({
  __typename: 'Company',
  id: 'company1',
  name: 'Loft Clear Ltd',
  slug: 'loft-clear',
  status: 'ACTIVE',
  certified: false,
  regions: ['London'],
  myRole,
});

export interface SentOperation {
  operationName: string;
  variables: Record<string, any>;
}

type Answer = Record<string, unknown> | undefined;

/**
 * A fake API: answers each operation with `answer` (a GraphQL result, or a function of the operation that
 * gives one; `undefined` answers nothing) and records what it was sent in `sent`. The forms' FormToken
 * query is answered apart (a token that may be sent at once) and not recorded.
 */
export function fakeApi(answer: Answer | ((operation: SentOperation) => Answer) = { data: null }) {
  const answerFor = typeof answer === 'function' ? answer : () => answer;
  const sent: SentOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const sentOperation = { operationName: operation.operationName!, variables: operation.variables };
        sent.push(sentOperation);
        const result = answerFor(sentOperation);
        if (result) observer.next(result);
        observer.complete();
      }),
  );
  return { link, sent };
}

/** Answers the FormToken query and passes every other operation to `link`. */
function withFormTokens(link: ApolloLink): ApolloLink {
  const tokens = new ApolloLink(
    () =>
      new Observable((observer) => {
        observer.next({ data: { formToken: { __typename: 'FormToken', token: TEST_FORM_TOKEN, minFillTimeMs: 0 } } });
        observer.complete();
      }),
  );
  return ApolloLink.split((operation) => operation.operationName === 'FormToken', tokens, link);
}

export interface RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** The route `ui` is mounted at, for a page that reads its URL's parameters; `*` when `routes` are given. */
  path?: string;
  /** Other pages, by route: where the page under test links or navigates to. */
  routes?: Record<string, ReactElement>;
  /** Rendered inside the router beside the routes (a probe of the current URL, say). */
  alongside?: ReactNode;
  /** The API (fakeApi's link); by default every operation is answered with no data. */
  link?: ApolloLink;
}

export function renderWithProviders(ui: ReactElement, { route = '/', path, routes, alongside, link = fakeApi().link }: RenderOptions = {}) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: withFormTokens(link) });
  const mountAt = path ?? (routes ? '*' : null);
  const page =
    mountAt === null ? (
      ui
    ) : (
      <Routes>
        <Route path={mountAt} element={ui} />
        {Object.entries(routes ?? {}).map(([routePath, element]) => (
          <Route key={routePath} path={routePath} element={element} />
        ))}
      </Routes>
    );
  return {
    client,
    ...render(
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <LinkNavigation>
            {page}
            {alongside}
          </LinkNavigation>
        </MemoryRouter>
      </ApolloProvider>,
    ),
  };
}
