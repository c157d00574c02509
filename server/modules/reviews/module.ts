import { createModule } from '../../platform/runtime/serverModule';
import { reviewMailTemplates } from './reviews.mail';
import { PublicCompanyReviewsResolver, ReviewsResolver } from './reviews.resolver';

export const reviewsModule = createModule({
  name: 'reviews',
  layer: 6,
  resolvers: [ReviewsResolver, PublicCompanyReviewsResolver],
  mailTemplates: reviewMailTemplates,
});
