/**
 * Which sections of the public site have something to show, so the navigation links only those
 * (server/modules/content/siteSections.repository.ts works it out; the layout reads it from the page's config).
 */
export interface SiteSections {
  /** At least one published video (not a demo placeholder): /videos is linked. */
  videos: boolean;
  /** At least one partner page on the site: /partners is linked. */
  partners: boolean;
}
