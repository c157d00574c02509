/** What other modules may use of guestPosts (docs/decisions/0033-module-order-and-public-faces.md). */
export { publishedGuestPostSitemapEntries } from './guestPosts.repository';
