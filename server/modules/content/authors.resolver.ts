import { Arg, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Author, GuideLink, Post } from './content.types';
import { allAuthors, findAuthor } from './authors.repository';
import { guidesByAuthor } from './guides.repository';
import { postsByAuthor } from './posts.service';

@Resolver(() => Author)
export class AuthorsResolver {
  @Query(() => [Author], { description: 'Public: the site’s authors' })
  authors(): Author[] {
    return allAuthors();
  }

  @Query(() => Author, { nullable: true, description: 'Public: one author, or null' })
  author(@Arg('slug', () => String) slug: string): Author | null {
    return findAuthor(slug);
  }

  @FieldResolver(() => [Post], { description: 'The author’s published posts, newest first' })
  posts(@Root() author: Author): Promise<Post[]> {
    return postsByAuthor(author.slug);
  }

  @FieldResolver(() => [GuideLink], { description: 'Guide pages the author wrote' })
  guides(@Root() author: Author): GuideLink[] {
    return guidesByAuthor(author.slug).map(({ path, title, description }) => ({ path, title, description }));
  }
}
