import { services } from '../services';

/** What the simpler public forms need from configuration: the bot and rate-limit policy, and who gets alerts. */
export function publicFormOptions() {
  const { config } = services();
  return { policy: config.submissions, adminAlertEmails: config.mail.adminAlertEmails };
}
