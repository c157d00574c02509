import { lazy, type ComponentType } from 'react';
import { paths } from '../../lib/paths';

/** A React.lazy component whose chunk can be requested ahead of rendering (on the first hover or focus of its link). */
function lazyWithPreload<T extends ComponentType<object>>(load: () => Promise<{ default: T }>) {
  let pending: Promise<{ default: T }> | null = null;
  const preload = () => (pending ??= load());
  return { Component: lazy(preload), preload };
}

export type AiToolId = 'post' | 'image' | 'ideas' | 'url' | 'seo' | 'usage';

/**
 * The tools, each its own chunk: the AI tools page downloads none of them until a tool's link is hovered or
 * focused, or the tool is opened (docs/requirements/ai-tools.md#loading).
 */
export const AI_TOOLS: ReadonlyArray<{ id: AiToolId; label: string; path: string; summary: string } & ReturnType<typeof lazyWithPreload>> =
  [
    {
      id: 'post',
      label: 'Post generator',
      path: paths.admin.aiPostGenerator,
      summary: 'Topic, audience and keyword → an outline you edit → a streamed draft saved for review.',
      ...lazyWithPreload(() => import('./PostGeneratorTool')),
    },
    {
      id: 'image',
      label: 'Image generator',
      path: paths.admin.aiImages,
      summary: 'A cover image stored with the site’s files, with suggested alt text.',
      ...lazyWithPreload(() => import('./ImageGeneratorTool')),
    },
    {
      id: 'ideas',
      label: 'Ideas generator',
      path: paths.admin.aiIdeas,
      summary: 'Post ideas with search intent, skipping what the blog already covers.',
      ...lazyWithPreload(() => import('./IdeasTool')),
    },
    {
      id: 'url',
      label: 'URL analyzer',
      path: paths.admin.aiUrlAnalyzer,
      summary: 'Title, description, headings, links and structured data of a public page, with recommendations.',
      ...lazyWithPreload(() => import('./UrlAnalyzerTool')),
    },
    {
      id: 'seo',
      label: 'SEO optimizer',
      path: paths.admin.aiSeoOptimizer,
      summary: 'Title and description suggestions for a post, applied only when you accept them.',
      ...lazyWithPreload(() => import('./SeoOptimizerTool')),
    },
    {
      id: 'usage',
      label: 'Usage',
      path: paths.admin.aiUsage,
      summary: 'Calls, tokens, images and estimated cost per day and per tool, against the monthly budget.',
      ...lazyWithPreload(() => import('./AiUsageTool')),
    },
  ];
