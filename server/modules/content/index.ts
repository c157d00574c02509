/** What other modules may use of content (docs/decisions/0033-module-order-and-public-faces.md). */
export { adminPost, adminPostsPage, postAuthorOptions, postCategoryOptions, savePost } from './adminPosts.service';
export { allGuides, findGuide, type GuideDocument } from './guides.repository';
