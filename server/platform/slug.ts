/** The one slug rule, shared with the admin editor's slug suggestion. */
export { slugify } from '../../common/slug';
