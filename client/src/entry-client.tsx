import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserApolloClient } from './lib/apollo';
import { SiteUrlProvider } from './ui/head';
import { AppRoutes } from './app/routes';
import './ui/styles.css';

const client = createBrowserApolloClient(window.__APOLLO_STATE__);

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <ApolloProvider client={client}>
      <BrowserRouter>
        <SiteUrlProvider siteUrl={window.__APP_CONFIG__?.siteUrl ?? window.location.origin}>
          <AppRoutes />
        </SiteUrlProvider>
      </BrowserRouter>
    </ApolloProvider>
  </StrictMode>,
);

// SPEC section 4: the body is marked hydrated one second after start-up.
window.setTimeout(() => document.body.classList.add('hydrated'), 1000);
