/** What other modules may use of indexNow (docs/decisions/0033-module-order-and-public-faces.md). */
export { submitPublishedUrls } from './indexNow.service';
