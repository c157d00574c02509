import crypto from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { GraphQLError } from 'graphql';
import { quoteRequestInput, quoteValuesFromPost } from '../../../common/quoteFormPost';
import { html } from '../../platform/mail/html';
import { sitePhone } from '../../platform/config';
import { telHref } from '../../../common/siteOperator';
import { standalonePage } from '../../platform/http/standalonePage';
import { publicRequestOptions, submitRemovalRequest } from './removalRequests.service';
import { clientAddress } from '../../platform/http/clientAddress';
import { declareRoute } from '../../platform/auth/routeAccess';

type Posted = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The quote forms without JavaScript (docs/requirements/routes-and-screens.md#without-javascript): the
 * page is then one form of all three steps, posted here and handled by the same service as the API, with
 * the same rules, limits and bot checks (the form token is signed into the page when it is rendered).
 * Success: 303 to the thank-you page. Mistakes: a page listing them, sent with 422; the browser's Back
 * button returns to the form with everything typed still in it.
 */
export function quoteFormPostRoutes(): Router {
  const router = express.Router();
  const parse = express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 100 });
  router.post(
    ['/contact/enhanced-quote', '/contact/single-company'],
    parse,
    ...declareRoute('PUBLIC', async (req: Request, res: Response, next: NextFunction) => {
      const body = (req.body ?? {}) as Posted;
      const values = quoteValuesFromPost(body);
      const single = req.path === '/contact/single-company';
      const input = quoteRequestInput(values, single ? first(body.targetCompanyId) || null : null);
      // The page is cached, so its token is shared: the key is this person's answers under it, which makes a
      // second press of Send (or a reload of the POST) find the first request instead of making another.
      const idempotencyKey = `nojs-${crypto
        .createHash('sha256')
        .update([first(body.formToken), values.email, values.phone, values.postcode, input.targetCompanyId ?? ''].join('\n'))
        .digest('hex')
        .slice(0, 40)}`;
      try {
        const receipt = await submitRemovalRequest(
          input,
          {
            idempotencyKey,
            source: { pagePath: req.path, referrer: first(req.headers.referer).slice(0, 500) || null },
            botSignals: { honeypot: first(body.website) || null, formToken: first(body.formToken) || null },
            ip: clientAddress(req),
          },
          publicRequestOptions(),
        );
        const company = typeof req.query.company === 'string' && single ? `&company=${encodeURIComponent(req.query.company)}` : '';
        res.redirect(303, `/contact/thank-you?ref=${encodeURIComponent(receipt.reference)}${company}`);
      } catch (error) {
        if (!(error instanceof GraphQLError) || error.extensions.code === 'INTERNAL_SERVER_ERROR') return next(error);
        const problems = ((error.extensions.fieldErrors ?? []) as { message: string }[]).map((problem) => problem.message);
        const status = error.extensions.code === 'BAD_USER_INPUT' ? 422 : error.extensions.code === 'RATE_LIMITED' ? 429 : 400;
        res
          .status(status)
          .set('Cache-Control', 'no-store')
          .type('html')
          .send(
            standalonePage({
              title: 'Your request was not sent',
              siteHeader: true,
              body: html`<h1>Your request was not sent yet</h1>
              ${
                problems.length
                  ? html`<p>Please correct ${problems.length === 1 ? 'this' : 'these'}:</p>
                    <ul>
                      ${problems.map((problem) => html`<li>${problem}</li>`)}
                    </ul>`
                  : html`<p>${error.message}</p>`
              }
              <p>
                Everything you typed is still in the form: use your browser’s <strong>Back</strong> button, correct it and press
                <strong>Send my request</strong> again.
              </p>
              <p>Or call us on <a href="${telHref(sitePhone())}">${sitePhone()}</a>.</p>`,
            }),
          );
      }
    }),
  );
  return router;
}
