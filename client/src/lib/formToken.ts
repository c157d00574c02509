import { useRef } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphql } from '../gql';
import { useApolloClientOnUse } from './apolloOnUse';

export const FormTokenQuery = graphql(`
  query FormToken {
    formToken {
      token
      minFillTimeMs
    }
  }
`);

interface HeldToken {
  token: string;
  /** Sending sooner would be refused as too fast: the server counts from when it issued the token. */
  sendableAt: number;
}

/** The API refused the form's token (missing, edited or expired): a fresh one fixes it. */
export function isFormTokenRefusal(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => Boolean(e.extensions?.formTokenProblem));
}

const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/**
 * The server-signed token that dates a public form (docs/form-tokens.md). It is fetched when the person first
 * interacts with the form (`prepare`, on focus), or at the latest when they send it; a send waits until the
 * server's minimum fill time has passed since the token was issued. If the API refuses the token (the page
 * was open for more than a day, say), `send` fetches a fresh one and sends once more: what the person
 * typed stays in the form either way.
 */
export function useFormToken() {
  const apolloClient = useApolloClientOnUse();
  const held = useRef<HeldToken | null>(null);
  const pending = useRef<Promise<HeldToken> | null>(null);

  function fetchToken(): Promise<HeldToken> {
    pending.current ??= apolloClient()
      .then((client) => client.query({ query: FormTokenQuery, fetchPolicy: 'no-cache' }))
      .then(({ data }) => {
        if (!data) throw new Error('The server sent no form token');
        held.current = { token: data.formToken.token, sendableAt: Date.now() + data.formToken.minFillTimeMs };
        return held.current;
      })
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  }

  async function ready(token: HeldToken) {
    await wait(token.sendableAt - Date.now());
    return token.token;
  }

  return {
    /** On the form's first interaction: fetches the token in the background. */
    prepare() {
      if (!held.current) void fetchToken().catch(() => undefined);
    },
    /** Sends with the token; a refused token is replaced once and the form sent again. */
    async send<T>(submit: (formToken: string) => Promise<T>): Promise<T> {
      try {
        return await submit(await ready(held.current ?? (await fetchToken())));
      } catch (error) {
        if (!isFormTokenRefusal(error)) throw error;
        held.current = null;
        return submit(await ready(await fetchToken()));
      }
    },
    /** The token held now, to keep with a saved draft. */
    peek: () => held.current?.token ?? null,
    /** A token kept with a restored draft: the fill time still counts from when the form first appeared. */
    adopt(token: string) {
      held.current ??= { token, sendableAt: 0 };
    },
  };
}
