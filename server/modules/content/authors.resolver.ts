import { Arg, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { Author, GuideLink, Post } from './content.types';
import { allAuthors, findAuthor } from './authors.repository';
import { guidesByAuthor } from './guides.repository';
import { AUTHOR_POSTS_LIMIT, postsByAuthor } from './posts.service';

@Resolver(() => Author)
export class AuthorsResolver {
  @Access('PUBLIC')
  @Query(() => [Author], { description: 'The site’s authors, from its content (a fixed, short list: not paged).' })
  authors(): Author[] {
    return allAuthors();
  }

  @Access('PUBLIC')
  @Query(() => Author, { nullable: true, description: 'One author; null when there is none with this slug.' })
  author(@Arg('slug', () => String, { description: 'Slug from /authors/{slug}.' }) slug: string): Author | null {
    return findAuthor(slug);
  }

  @FieldResolver(() => [Post], { description: `The author’s published posts, newest first; at most ${AUTHOR_POSTS_LIMIT} (the rest through \`posts\`).` })
  posts(@Root() author: Author): Promise<Post[]> {
    return postsByAuthor(author.slug);
  }

  @FieldResolver(() => [GuideLink], { description: 'Guide pages the author wrote, a fixed list from the site’s content.' })
  guides(@Root() author: Author): GuideLink[] {
    return guidesByAuthor(author.slug).map(({ path, title, description }) => ({ path, title, description }));
  }
}
