/** What other modules use of the guides this module owns (docs/decisions/0011-data-access.md). */
export { allGuides, findGuide, type GuideDocument } from './guides.repository';
