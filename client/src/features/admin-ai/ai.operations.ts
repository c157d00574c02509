import { graphql } from '../../gql';

export const AiToolsStatusQuery = graphql(`
  query AiToolsStatus {
    aiToolsStatus {
      configured
      message
      textModel
      imageModel
      monthlyBudgetGbp
      spentThisMonthGbp
    }
  }
`);

export const AiPostChoicesQuery = graphql(`
  query AiPostChoices($search: String) {
    adminPosts(first: 100, search: $search) {
      nodes {
        id
        title
        status
        updatedAt
      }
    }
    postCategoryOptions {
      slug
      name
    }
    postAuthorOptions {
      slug
      name
    }
  }
`);

export const AiGenerateIdeasMutation = graphql(`
  mutation AiGenerateIdeas($topic: String!) {
    aiGenerateIdeas(topic: $topic) {
      skippedAsCovered
      ideas {
        title
        searchIntent
        keyword
        summary
      }
    }
  }
`);

export const AiGenerateOutlineMutation = graphql(`
  mutation AiGenerateOutline($brief: AiPostBriefInput!) {
    aiGenerateOutline(brief: $brief) {
      title
      excerpt
      sections {
        heading
        points
      }
    }
  }
`);

export const AiSeoSuggestionsMutation = graphql(`
  mutation AiSeoSuggestions($postId: ID!) {
    aiSeoSuggestions(postId: $postId) {
      postId
      updatedAt
      currentTitle
      currentDescription
      titles
      descriptions
      droppedForLength
      keywordAdvice
      headingAdvice
      internalLinks {
        path
        anchorText
        reason
      }
    }
  }
`);

export const AiApplySeoSuggestionMutation = graphql(`
  mutation AiApplySeoSuggestion($postId: ID!, $seoTitle: String, $seoDescription: String, $expectedUpdatedAt: DateTimeISO!) {
    aiApplySeoSuggestion(postId: $postId, seoTitle: $seoTitle, seoDescription: $seoDescription, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      seo {
        title
        description
      }
      updatedAt
    }
  }
`);

export const AiAnalyzeUrlMutation = graphql(`
  mutation AiAnalyzeUrl($url: String!) {
    aiAnalyzeUrl(url: $url) {
      recommendations
      report {
        url
        title
        metaDescription
        wordCount
        internalLinks
        externalLinks
        structuredDataTypes
        invalidStructuredData
        headings {
          level
          text
        }
      }
    }
  }
`);

export const AiImagePromptForPostQuery = graphql(`
  query AiImagePromptForPost($postId: ID!) {
    aiImagePromptForPost(postId: $postId)
  }
`);

export const AiGenerateImageMutation = graphql(`
  mutation AiGenerateImage($prompt: String!) {
    aiGenerateImage(prompt: $prompt) {
      id
      url
      srcSet
      width
      height
      suggestedAlt
    }
  }
`);

export const AiSetPostCoverMutation = graphql(`
  mutation AiSetPostCover($postId: ID!, $imageId: ID!, $alt: String!, $expectedUpdatedAt: DateTimeISO!) {
    aiSetPostCover(postId: $postId, imageId: $imageId, alt: $alt, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      updatedAt
      coverImage {
        imageId
        alt
      }
    }
  }
`);

export const AiUsageQuery = graphql(`
  query AiUsage($from: String!, $to: String!, $first: Int!, $after: String) {
    aiUsageSummary(from: $from, to: $to) {
      from
      to
      calls
      errors
      tokensIn
      tokensOut
      images
      costGbp
      byTool {
        tool
        calls
        costGbp
      }
      days {
        day
        calls
        costGbp
        byTool {
          tool
          calls
          costGbp
        }
      }
    }
    aiUsageRecords(from: $from, to: $to, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        tool
        model
        tokensIn
        tokensOut
        images
        costGbp
        by
        ok
        error
        durationMs
        at
      }
    }
  }
`);
