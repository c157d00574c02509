import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';
import { IdScope } from '../ui/stableId';

/**
 * The interactive parts of text pages (docs/decisions/0021-text-pages-hydrate-islands.md): rendered by the
 * server inside the page, and in the browser hydrated on their own (app/islands.ts) when the page itself is
 * not. Each loads when the browser is first idle or at the first interaction (lazyPage's `deferred`). All are
 * forms: they load Apollo Client when they are sent (docs/decisions/0022-apollo-client-on-use.md).
 */
export const CallbackForm = lazyPage('callback-form', () => import('../features/enquiries/CallbackForm').then((m) => m.CallbackForm), {
  fallback: null,
  deferred: true,
  queries: false,
});
export const RicsSurveyForm = lazyPage(
  'rics-survey-form',
  () => import('../features/enquiries/RicsSurveyForm').then((m) => m.RicsSurveyForm),
  {
    fallback: null,
    deferred: true,
    queries: false,
  },
);

/** The quote form of the single-company page, for the company the page checked. */
export const SingleCompanyQuoteForm = lazyPage(
  'single-company-form',
  () => import('../features/removal-request/SingleCompanyQuoteForm').then((m) => m.SingleCompanyQuoteForm),
  { fallback: null, deferred: true, queries: false },
);
export const GuestPostForm = lazyPage(
  'guest-post-form',
  () => import('../features/guest-posts/GuestPostForm').then((m) => m.GuestPostForm),
  {
    fallback: null,
    deferred: true,
    queries: false,
  },
);

const ISLAND_COMPONENTS = {
  'callback-form': CallbackForm,
  'rics-survey-form': RicsSurveyForm,
  'single-company-form': SingleCompanyQuoteForm,
  'guest-post-form': GuestPostForm,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof ISLAND_COMPONENTS;
type IslandProps<N extends IslandName> = Parameters<(typeof ISLAND_COMPONENTS)[N]>[0];

export function isIslandName(name: string): name is IslandName {
  return Object.prototype.hasOwnProperty.call(ISLAND_COMPONENTS, name);
}

/** What an island renders, the same in the page's tree and in a root of its own (ids scoped by its name). */
export function IslandContent<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const Component = ISLAND_COMPONENTS[name] as ComponentType<IslandProps<N>>;
  return (
    <IdScope scope={name}>
      <Component {...props} />
    </IdScope>
  );
}

/** Marks an interactive part of a page: its element carries its name and props, so it can be hydrated alone. */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  return (
    <div className="island" data-island={name} data-island-props={JSON.stringify(props)}>
      <IslandContent name={name} props={props} />
    </div>
  );
}
