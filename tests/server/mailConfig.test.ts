import { loadConfig } from '../../server/platform/config';

describe('mail configuration', () => {
  it('has working defaults: the embedded transport, the leads mailbox, 5 attempts from 30 s', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'Spray Foam Removal UK <no-reply@sprayfoamremoval.uk>',
      adminAlertEmails: ['leads@sprayfoamremoval.uk'],
      worker: true,
      pollMs: 2000,
      maxAttempts: 5,
      retryBaseMs: 30_000,
      // No scheduler may call POST /internal/send-due-mail until a secret is set (docs/decisions/0029-work-that-cloud-run-runs.md).
      sendDueSecret: null,
    });
  });

  it('reads SMTP_URL, a comma-separated alert list and the retry settings', () => {
    const { mail } = loadConfig({
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      ADMIN_ALERT_EMAILS: ' ops@example.com, alerts@example.com ,',
      MAIL_WORKER: 'false',
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_RETRY_BASE_MS: '200',
    });
    expect(mail).toMatchObject({
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      adminAlertEmails: ['ops@example.com', 'alerts@example.com'],
      worker: false,
      maxAttempts: 3,
      retryBaseMs: 200,
    });
  });

  it('stops the server with a message for a value it cannot use', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ ADMIN_ALERT_EMAILS: 'ops@example.com, nobody' })).toThrow(
      /ADMIN_ALERT_EMAILS must be comma-separated e-mail addresses/,
    );
    expect(() => loadConfig({ ADMIN_ALERT_EMAILS: ' , ' })).toThrow(/ADMIN_ALERT_EMAILS needs at least one address/);
    expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: '0' })).toThrow(/MAIL_MAX_ATTEMPTS/);
  });
});
