import { Arg, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { Author, GuideLink, Post } from './content.types';
import { publicAuthor, publicAuthors } from './profiles.service';
import { guidesByAuthor } from './guides.repository';
import { AUTHOR_POSTS_LIMIT, postsByAuthor } from './posts.service';

@Resolver(() => Author)
export class AuthorsResolver {
  @Access('PUBLIC')
  @Query(() => [Author], { description: 'The authors on the site, by name (a short list: not paged).' })
  authors(): Promise<Author[]> {
    return publicAuthors();
  }

  @Access('PUBLIC')
  @Query(() => Author, { nullable: true, description: 'One author; null when there is none with this slug (or it was retired).' })
  author(@Arg('slug', () => String, { description: 'Slug from /authors/{slug}.' }) slug: string): Promise<Author | null> {
    return publicAuthor(slug);
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
