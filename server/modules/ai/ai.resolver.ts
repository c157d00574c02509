import { Arg, Args, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { AdminActor } from '../../platform/graphql/currentUser';
import { AdminPost } from '../content/adminPosts.types';
import { aiToolsStatus, aiUsageRecordsPage, aiUsageSummary } from './aiCalls';
import {
  analyzeUrl,
  applySeoSuggestion,
  generateIdeas,
  generateImage,
  generateOutline,
  imagePromptForPost,
  seoSuggestions,
  setPostCover,
} from './ai.service';
import {
  AiGeneratedImage,
  AiIdeas,
  AiPostBriefInput,
  AiPostOutline,
  AiSeoSuggestions,
  AiToolsStatus,
  AiUrlAnalysis,
  AiUsageRecordConnection,
  AiUsageSummary,
} from './ai.types';

const RANGE = {
  from: 'First day (Europe/London), YYYY-MM-DD.',
  to: 'Last day (Europe/London), YYYY-MM-DD, at most 366 days after `from`.',
};

@Resolver()
export class AiToolsResolver {
  @Access('ADMIN')
  @Query(() => AiToolsStatus, { description: 'Whether the AI tools are configured, and this month’s spend against the budget.' })
  aiToolsStatus(): Promise<AiToolsStatus> {
    return aiToolsStatus();
  }

  @Access('ADMIN')
  @Query(() => AiUsageSummary, { description: 'AI usage totals per day and per tool, from the daily counters.' })
  aiUsageSummary(
    @Arg('from', () => String, { description: RANGE.from }) from: string,
    @Arg('to', () => String, { description: RANGE.to }) to: string,
  ) {
    return aiUsageSummary(from, to);
  }

  @Access('ADMIN')
  @Query(() => AiUsageRecordConnection, { description: 'The recorded AI calls of the range, newest first.' })
  aiUsageRecords(
    @Arg('from', () => String, { description: RANGE.from }) from: string,
    @Arg('to', () => String, { description: RANGE.to }) to: string,
    @Args(() => PageArgs) page: PageArgs,
  ) {
    return aiUsageRecordsPage(from, to, page);
  }

  @Access('ADMIN')
  @Query(() => String, { description: 'A prompt for a post’s cover image, from its title and excerpt.' })
  aiImagePromptForPost(@Arg('postId', () => ID, { description: 'The post.' }) postId: string): Promise<string> {
    return imagePromptForPost(postId);
  }

  @Access('ADMIN')
  @Mutation(() => AiIdeas, {
    description: 'Post ideas with search intent, skipping topics the blog already covers (one recorded AI call).',
  })
  aiGenerateIdeas(@Arg('topic', () => String, { description: 'The topic area.' }) topic: string, @AdminActor() by: string) {
    return generateIdeas(topic, by);
  }

  @Access('ADMIN')
  @Mutation(() => AiPostOutline, {
    description:
      'An outline for a post, for the admin to edit; the draft is then streamed by POST /api/admin/ai/post-draft (one recorded AI call).',
  })
  aiGenerateOutline(
    @Arg('brief', () => AiPostBriefInput, { description: 'What the post is about.' }) brief: AiPostBriefInput,
    @AdminActor() by: string,
  ) {
    return generateOutline(brief, by);
  }

  @Access('ADMIN')
  @Mutation(() => AiSeoSuggestions, {
    description: 'SEO suggestions for a post; nothing changes until one is applied (one recorded AI call).',
  })
  aiSeoSuggestions(@Arg('postId', () => ID, { description: 'The post.' }) postId: string, @AdminActor() by: string) {
    return seoSuggestions(postId, by);
  }

  @Access('ADMIN')
  @Mutation(() => AdminPost, {
    description:
      'Applies an accepted SEO title and/or description through the blog CMS (a revision). CONFLICT when the post changed since `expectedUpdatedAt`.',
  })
  aiApplySeoSuggestion(
    @Arg('postId', () => ID, { description: 'The post.' }) postId: string,
    @Arg('seoTitle', () => String, { nullable: true, description: 'The accepted title, 30 to 60 characters; left out: unchanged.' })
    seoTitle: string | null,
    @Arg('seoDescription', () => String, {
      nullable: true,
      description: 'The accepted description, 120 to 155 characters; left out: unchanged.',
    })
    seoDescription: string | null,
    @Arg('expectedUpdatedAt', () => Date, { description: 'The post’s `updatedAt` as loaded.' }) expectedUpdatedAt: Date,
    @AdminActor() by: string,
  ) {
    return applySeoSuggestion(postId, { seoTitle: seoTitle ?? null, seoDescription: seoDescription ?? null }, expectedUpdatedAt, by);
  }

  @Access('ADMIN')
  @Mutation(() => AiUrlAnalysis, {
    description:
      'Fetches a public web page (http/https, public addresses only, at most 5 redirects, 2 MB, 10 s) and reports on it with AI recommendations.',
  })
  aiAnalyzeUrl(@Arg('url', () => String, { description: 'The page’s address.' }) url: string, @AdminActor() by: string) {
    return analyzeUrl(url, by);
  }

  @Access('ADMIN')
  @Mutation(() => AiGeneratedImage, {
    description: 'Generates an image, stores it with the site’s files and suggests alt text (recorded AI calls).',
  })
  aiGenerateImage(
    @Arg('prompt', () => String, { description: 'What the image shows, 10 to 1,000 characters.' }) prompt: string,
    @AdminActor() by: string,
  ) {
    return generateImage(prompt, by);
  }

  @Access('ADMIN')
  @Mutation(() => AdminPost, {
    description:
      'Makes a stored image (e.g. one just generated) a post’s cover through the blog CMS (a revision). CONFLICT when the post changed since `expectedUpdatedAt`.',
  })
  aiSetPostCover(
    @Arg('postId', () => ID, { description: 'The post.' }) postId: string,
    @Arg('imageId', () => ID, { description: 'The stored image.' }) imageId: string,
    @Arg('alt', () => String, { description: 'Its alt text, 5 to 200 characters.' }) alt: string,
    @Arg('expectedUpdatedAt', () => Date, { description: 'The post’s `updatedAt` as loaded.' }) expectedUpdatedAt: Date,
    @AdminActor() by: string,
  ) {
    return setPostCover(postId, imageId, alt, expectedUpdatedAt, by);
  }
}
