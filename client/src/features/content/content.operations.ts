import { graphql } from '../../gql';

export const GuidePageQuery = graphql(`
  query GuidePage($path: String!) {
    guidePage(path: $path) {
      path
      title
      description
      summary
      updated
      authorSlug
      html
      readingMinutes
      faq {
        question
        answerHtml
      }
    }
  }
`);
