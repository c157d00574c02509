import { graphql } from '../../gql';
// SurveyOutcomeFields: client/src/ui/survey/surveyOutcome.fragments.ts.

export const RemovalRecordQuery = graphql(`
  query RemovalRecord($number: String!, $share: String) {
    removalRecord(number: $number, share: $share) {
      number
      issuedAt
      district
      companyName
      companyVetting
      companyCertificateNumber
      companyCertifiedUntil
      startedOn
      finishedOn
      areas {
        name
        areaM2
        lowestReadingPercent
        highestReadingPercent
        beforePhotoIds
        afterPhotoIds
        beforePhotoUrls
        afterPhotoUrls
      }
      wasteTransferNoteReference
      reinsulation {
        material
        thicknessMm
        lambdaWPerMK
        areaM2
      }
      survey {
        surveyorFirm
        outcome {
          ...SurveyOutcomeFields
        }
      }
      supersededBy
      withdrawn {
        reason
        at
      }
      shared
      surveyReportUrl
      pdfPath
    }
  }
`);
