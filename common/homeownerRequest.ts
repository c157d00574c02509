/** The homeowner's request page (docs/decisions/0041-homeowner-request-page.md), for the server and the browser. */
export const HOMEOWNER_REQUEST_PATH = '/my-request';
/** How long a link to the page works after it is made. */
export const HOMEOWNER_LINK_DAYS = 90;
