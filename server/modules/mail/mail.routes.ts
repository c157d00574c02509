import express, { type Router } from 'express';
import { requireSecretHeader } from '../../platform/http/internalEndpoint';
import { logger } from '../../platform/logger';
import type { MailOutbox } from '../../platform/mail/sender';
import { services } from '../../platform/services';

export const SEND_DUE_MAIL_SECRET_HEADER = 'x-send-due-mail-secret';
/** How long one call keeps sending while due mail is left; well inside Cloud Scheduler's attempt deadline. */
const SEND_BUDGET_MS = 30_000;

/**
 * POST /internal/send-due-mail: sends the outbox's due mail, for a production scheduler (Cloud Scheduler,
 * every minute), with the SEND_DUE_MAIL_SECRET in the X-Send-Due-Mail-Secret header
 * (docs/decisions/0029-work-that-cloud-run-runs.md). Answers how many messages went, were put back for a
 * retry, or failed.
 */
export function mailRoutes(outbox: MailOutbox): Router {
  const router = express.Router();
  const guard = requireSecretHeader(SEND_DUE_MAIL_SECRET_HEADER, () => services().config.mail.sendDueSecret);
  router.post('/internal/send-due-mail', guard, async (_req, res, next) => {
    try {
      const report = await outbox.deliverDueMailFor(SEND_BUDGET_MS);
      const counts = { sent: report.sent.length, retrying: report.retrying.length, failed: report.failed.length };
      if (counts.sent + counts.retrying + counts.failed) logger.info(counts, 'sent due mail');
      res.json({ ...counts, passes: report.passes });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
