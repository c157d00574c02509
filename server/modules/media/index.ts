/** What other modules may use of media (docs/decisions/0033-module-order-and-public-faces.md). */
export { siteImageById, storeSiteImage, toSiteImage } from './media.service';
