/** What other modules may use of mail (docs/decisions/0033-module-order-and-public-faces.md). */
export { findMailByContact, prepareMailErasure } from './mail.repository';
export { mailAbout } from './mail.service';
export { STAFF_MESSAGE_LIMITS } from './staffMessage.mail';
