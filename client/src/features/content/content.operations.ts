import { graphql } from '../../gql';

export const GuidePageQuery = graphql(`
  query GuidePage($path: String!) {
    guidePage(path: $path) {
      path
      title
      description
      summary
      updated
      reviewedBy
      reviewedAt
      authorSlug
      authorName
      html
      readingMinutes
      illustration {
        src
        alt
        width
        height
      }
      faq {
        question
        answerHtml
        answerText
      }
    }
  }
`);
