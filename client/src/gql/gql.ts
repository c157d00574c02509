/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminApplications($status: ApplicationStatus, $first: Int!) {\n    applications(status: $status, first: $first) {\n      total\n      items {\n        id\n        reference\n        companyName\n        contactName\n        email\n        regions\n        status\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminApplicationsDocument,
    "\n  query AdminApplication($id: ID!) {\n    application(id: $id) {\n      id\n      reference\n      companyName\n      contactName\n      email\n      phone\n      website\n      companiesHouseNumber\n      yearsTrading\n      regions\n      services\n      publicLiabilityCoverPence\n      accreditations\n      message\n      status\n      reviewNote\n      reviewedBy\n      reviewedAt\n      companyId\n      accountInvitedAt\n      createdAt\n    }\n  }\n": typeof types.AdminApplicationDocument,
    "\n  mutation ReviewApplication($id: ID!, $decision: ReviewDecision!, $note: String) {\n    reviewApplication(id: $id, decision: $decision, note: $note) {\n      id\n      status\n      reviewNote\n      reviewedBy\n      reviewedAt\n      companyId\n      accountInvitedAt\n    }\n  }\n": typeof types.ReviewApplicationDocument,
    "\n  query AdminCertificationRequests($status: CertificationRequestStatus, $first: Int!) {\n    certificationRequests(status: $status, first: $first) {\n      total\n      items {\n        id\n        reference\n        companyName\n        email\n        status\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": typeof types.AdminCertificationRequestsDocument,
    "\n  query AdminCertificationRequest($id: ID!) {\n    certificationRequest(id: $id) {\n      id\n      reference\n      companyId\n      companyName\n      contactName\n      email\n      phone\n      status\n      paymentId\n      certificateId\n      certificateNumber\n      createdAt\n      requiredDocuments {\n        type\n        label\n        state\n        document {\n          fileName\n          size\n          contentType\n          uploadedAt\n          review\n          note\n        }\n      }\n    }\n  }\n": typeof types.AdminCertificationRequestDocument,
    "\n  mutation ReviewCertificationDocument($requestId: ID!, $type: CertificationDocumentType!, $decision: DocumentDecision!, $note: String) {\n    reviewCertificationDocument(requestId: $requestId, type: $type, decision: $decision, note: $note) {\n      id\n      status\n      requiredDocuments {\n        type\n        state\n        document {\n          review\n          note\n        }\n      }\n    }\n  }\n": typeof types.ReviewCertificationDocumentDocument,
    "\n  mutation CertificationDocumentLink($requestId: ID!, $type: CertificationDocumentType!) {\n    certificationDocumentLink(requestId: $requestId, type: $type) {\n      url\n      expiresAt\n    }\n  }\n": typeof types.CertificationDocumentLinkDocument,
    "\n  query AdminCertificates($first: Int!) {\n    certificates(first: $first) {\n      total\n      items {\n        id\n        number\n        companyName\n        issuedAt\n        expiresAt\n        status\n      }\n    }\n  }\n": typeof types.AdminCertificatesDocument,
    "\n  query AdminCertificate($id: ID!) {\n    certificate(id: $id) {\n      id\n      number\n      companyId\n      companyName\n      issuedAt\n      expiresAt\n      status\n      requestId\n      revokedAt\n      revokedReason\n      pdfPath\n    }\n  }\n": typeof types.AdminCertificateDocument,
    "\n  mutation RevokeCertificate($id: ID!, $reason: String) {\n    revokeCertificate(id: $id, reason: $reason) {\n      id\n      status\n      revokedAt\n      revokedReason\n    }\n  }\n": typeof types.RevokeCertificateDocument,
    "\n  query AdminLeadDisputes($status: DisputeStatus) {\n    leadDisputes(status: $status, first: 100) {\n      id\n      leadId\n      leadRef\n      companyId\n      companyName\n      paymentId\n      reason\n      note\n      status\n      resolutionNote\n      createdAt\n      resolvedAt\n    }\n  }\n": typeof types.AdminLeadDisputesDocument,
    "\n  mutation ResolveLeadDispute($id: ID!, $decision: DisputeDecision!, $note: String) {\n    resolveLeadDispute(id: $id, decision: $decision, note: $note) {\n      id\n      status\n      resolutionNote\n      resolvedAt\n    }\n  }\n": typeof types.ResolveLeadDisputeDocument,
    "\n  query AdminLeads($filter: LeadFilter, $first: Int!, $after: String) {\n    leads(filter: $filter, first: $first, after: $after) {\n      total\n      hasNextPage\n      endCursor\n      items {\n        id\n        ref\n        status\n        origin\n        createdAt\n        pricePence\n        maxBuyers\n        buyerCount\n        homeowner {\n          name\n          email\n          phone\n        }\n        property {\n          postcode\n          region\n          type\n        }\n        job {\n          foamType\n          urgency\n        }\n        estimate {\n          lowPence\n          highPence\n        }\n      }\n    }\n  }\n": typeof types.AdminLeadsDocument,
    "\n  mutation PublishLead($id: ID!) {\n    publishLead(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.PublishLeadDocument,
    "\n  mutation SubmitApplication($input: ApplicationInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    submitApplication(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n": typeof types.SubmitApplicationDocument,
    "\n  query Authors {\n    authors {\n      slug\n      name\n      jobTitle\n      summary\n    }\n  }\n": typeof types.AuthorsDocument,
    "\n  query Author($slug: String!) {\n    author(slug: $slug) {\n      slug\n      name\n      jobTitle\n      expertise\n      description\n      summary\n      html\n      posts {\n        id\n        slug\n        title\n        excerpt\n        publishedAt\n        readingMinutes\n      }\n      guides {\n        path\n        title\n        description\n      }\n    }\n  }\n": typeof types.AuthorDocument,
    "\n  query BlogIndex($page: Int!, $pageSize: Int!, $category: String) {\n    posts(page: $page, pageSize: $pageSize, category: $category) {\n      total\n      page\n      pageCount\n      items {\n        id\n        slug\n        title\n        excerpt\n        category\n        publishedAt\n        readingMinutes\n        author {\n          slug\n          name\n        }\n      }\n    }\n    postCategories {\n      slug\n      name\n      description\n      postCount\n    }\n  }\n": typeof types.BlogIndexDocument,
    "\n  query BlogPost($slug: String!) {\n    post(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      category\n      tags\n      publishedAt\n      readingMinutes\n      coverImagePath\n      html\n      seo {\n        title\n        description\n        canonical\n      }\n      author {\n        slug\n        name\n        jobTitle\n        summary\n      }\n      relatedPosts {\n        id\n        slug\n        title\n        excerpt\n        publishedAt\n        readingMinutes\n      }\n    }\n    postCategories {\n      slug\n      name\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  mutation SubmitCertificationRequest($input: CertificationRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    submitCertificationRequest(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n": typeof types.SubmitCertificationRequestDocument,
    "\n  query CertificationDocuments($id: ID!, $token: String!) {\n    certificationDocuments(id: $id, token: $token) {\n      id\n      reference\n      companyName\n      status\n      uploadsOpen\n      linkExpiresAt\n      requiredDocuments {\n        type\n        label\n        state\n        document {\n          fileName\n          size\n          contentType\n          uploadedAt\n          review\n          note\n        }\n      }\n    }\n  }\n": typeof types.CertificationDocumentsDocument,
    "\n  query VerifyCertificate($number: String!) {\n    verifyCertificate(number: $number) {\n      number\n      companyName\n      issuedAt\n      expiresAt\n      status\n      revokedAt\n    }\n  }\n": typeof types.VerifyCertificateDocument,
    "\n  mutation RequestCompanyPasswordReset($email: String!) {\n    requestCompanyPasswordReset(email: $email)\n  }\n": typeof types.RequestCompanyPasswordResetDocument,
    "\n  query CertificationPayment($requestId: ID!) {\n    certificationPayment(requestId: $requestId) {\n      requestId\n      reference\n      companyName\n      status\n      amountPence\n      vatPence\n      totalPence\n      certificateNumber\n      certificateExpiresAt\n    }\n  }\n": typeof types.CertificationPaymentDocument,
    "\n  mutation StartCertificationPayment($requestId: ID!) {\n    startCertificationPayment(requestId: $requestId) {\n      paymentId\n      checkoutUrl\n    }\n  }\n": typeof types.StartCertificationPaymentDocument,
    "\n  query CertificationPaymentStatus($id: ID!) {\n    myPayment(id: $id) {\n      id\n      status\n      refundReason\n    }\n  }\n": typeof types.CertificationPaymentStatusDocument,
    "\n  fragment MarketplaceLeadFields on MarketplaceLead {\n    id\n    ref\n    district\n    region\n    propertyType\n    bedrooms\n    foamType\n    locations\n    areaM2\n    access\n    urgency\n    reason\n    estimateLowPence\n    estimateHighPence\n    createdAt\n    ageDays\n    pricePence\n    vatPence\n    totalPence\n    maxBuyers\n    placesLeft\n    exclusive\n    purchasedByMe\n    declinedByMe\n    buyable\n    unavailableReason\n  }\n": typeof types.MarketplaceLeadFieldsFragmentDoc,
    "\n  fragment PurchasedLeadFields on PurchasedLead {\n    paymentId\n    purchasedAt\n    refunded\n    disputeUntil\n    canDispute\n    contact {\n      name\n      email\n      phone\n      postcode\n      notes\n    }\n    dispute {\n      id\n      status\n      reason\n      note\n      resolutionNote\n      createdAt\n    }\n  }\n": typeof types.PurchasedLeadFieldsFragmentDoc,
    "\n  query MarketplaceLeads($filter: MarketplaceFilter, $sort: MarketplaceSortOrder, $first: Int) {\n    marketplaceLeads(filter: $filter, sort: $sort, first: $first) {\n      regions\n      items {\n        ...MarketplaceLeadFields\n      }\n    }\n  }\n": typeof types.MarketplaceLeadsDocument,
    "\n  query MarketplaceLead($id: ID!) {\n    marketplaceLead(id: $id) {\n      lead {\n        ...MarketplaceLeadFields\n      }\n      purchase {\n        ...PurchasedLeadFields\n      }\n    }\n  }\n": typeof types.MarketplaceLeadDocument,
    "\n  mutation DeclineLead($leadId: ID!) {\n    declineLead(leadId: $leadId) {\n      id\n      declinedByMe\n    }\n  }\n": typeof types.DeclineLeadDocument,
    "\n  mutation UndoDeclineLead($leadId: ID!) {\n    undoDeclineLead(leadId: $leadId) {\n      id\n      declinedByMe\n    }\n  }\n": typeof types.UndoDeclineLeadDocument,
    "\n  mutation BuyLead($leadId: ID!) {\n    buyLead(leadId: $leadId) {\n      paymentId\n      checkoutUrl\n    }\n  }\n": typeof types.BuyLeadDocument,
    "\n  query LeadPaymentStatus($paymentId: ID!, $leadId: ID!) {\n    myPayment(id: $paymentId) {\n      id\n      status\n      leadId\n      amountPence\n      vatPence\n      refundReason\n    }\n    marketplaceLead(id: $leadId) {\n      lead {\n        id\n        ref\n        district\n        region\n        purchasedByMe\n      }\n    }\n  }\n": typeof types.LeadPaymentStatusDocument,
    "\n  query MyLeads {\n    myLeads {\n      ...PurchasedLeadFields\n      lead {\n        ...MarketplaceLeadFields\n      }\n    }\n  }\n": typeof types.MyLeadsDocument,
    "\n  mutation DisputeLead($leadId: ID!, $input: LeadDisputeInput!) {\n    disputeLead(leadId: $leadId, input: $input) {\n      ...PurchasedLeadFields\n      lead {\n        id\n      }\n    }\n  }\n": typeof types.DisputeLeadDocument,
    "\n  query CompanyProfile {\n    myCompany {\n      id\n      name\n      email\n      contactName\n      phone\n      website\n      description\n      services\n      regions\n      leadAlerts\n      certified\n      certifiedUntil\n    }\n  }\n": typeof types.CompanyProfileDocument,
    "\n  mutation UpdateCompanyProfile($input: CompanyProfileInput!) {\n    updateMyCompanyProfile(input: $input) {\n      id\n      contactName\n      phone\n      website\n      description\n      services\n      leadAlerts\n    }\n  }\n": typeof types.UpdateCompanyProfileDocument,
    "\n  query GuidePage($path: String!) {\n    guidePage(path: $path) {\n      path\n      title\n      description\n      summary\n      updated\n      authorSlug\n      html\n      readingMinutes\n      faq {\n        question\n        answerHtml\n      }\n    }\n  }\n": typeof types.GuidePageDocument,
    "\n  mutation RequestCallback($input: CallbackInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    requestCallback(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n": typeof types.RequestCallbackDocument,
    "\n  mutation SubmitContactInquiry($input: ContactInquiryInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    submitContactInquiry(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n": typeof types.SubmitContactInquiryDocument,
    "\n  mutation RequestRicsSurvey($input: RicsSurveyInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    requestRicsSurvey(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n": typeof types.RequestRicsSurveyDocument,
    "\n  mutation RequestFreeGuide($input: FreeGuideRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    requestFreeGuide(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      downloadUrl\n      expiresAt\n    }\n  }\n": typeof types.RequestFreeGuideDocument,
    "\n  mutation SubmitGuestPost($input: GuestPostInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    submitGuestPost(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n": typeof types.SubmitGuestPostDocument,
    "\n  query GuestPosts {\n    guestPosts {\n      id\n      slug\n      title\n      excerpt\n      publishedAt\n      author {\n        name\n      }\n    }\n  }\n": typeof types.GuestPostsDocument,
    "\n  query GuestPost($slug: String!) {\n    guestPost(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      bodyHtml\n      publishedAt\n      author {\n        name\n        bio\n        website\n      }\n    }\n  }\n": typeof types.GuestPostDocument,
    "\n  query Locations {\n    locations {\n      slug\n      name\n      region\n      county\n    }\n  }\n": typeof types.LocationsDocument,
    "\n  query Location($slug: String!) {\n    location(slug: $slug) {\n      slug\n      name\n      region\n      county\n      description\n      summary\n      updated\n      html\n      companies {\n        id\n        name\n        description\n        certified\n      }\n    }\n  }\n": typeof types.LocationDocument,
    "\n  query Partner($slug: String!) {\n    partner(slug: $slug) {\n      slug\n      name\n      title\n      description\n      summary\n      website\n      updated\n      html\n    }\n  }\n": typeof types.PartnerDocument,
    "\n  mutation SubmitRemovalRequest(\n    $input: RemovalRequestInput!\n    $idempotencyKey: String!\n    $source: SubmissionSourceInput\n    $botCheck: BotCheckInput\n  ) {\n    submitRemovalRequest(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      requestId\n      reference\n      estimateLowPence\n      estimateHighPence\n      replayed\n    }\n  }\n": typeof types.SubmitRemovalRequestDocument,
    "\n  query QuoteCompany($company: String!) {\n    quoteCompany(company: $company) {\n      id\n      name\n      slug\n      regions\n      acceptingRequests\n    }\n  }\n": typeof types.QuoteCompanyDocument,
    "\n  query Videos {\n    videos {\n      id\n      slug\n      title\n      description\n      youtubeId\n      durationSeconds\n      publishedAt\n      demo\n    }\n  }\n": typeof types.VideosDocument,
    "\n  query Video($slug: String!) {\n    video(slug: $slug) {\n      id\n      slug\n      title\n      description\n      youtubeId\n      durationSeconds\n      transcript\n      publishedAt\n      demo\n    }\n  }\n": typeof types.VideoDocument,
    "\n  query Me {\n    me {\n      uid\n      email\n      isAdmin\n      companyId\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation RecordLogin {\n    recordLogin\n  }\n": typeof types.RecordLoginDocument,
    "\n  mutation RegisterAdmin($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      uid\n      email\n    }\n  }\n": typeof types.RegisterAdminDocument,
    "\n  query MyCompany {\n    myCompany {\n      id\n      name\n      slug\n      status\n      certified\n      regions\n    }\n  }\n": typeof types.MyCompanyDocument,
    "\n  query FormToken {\n    formToken {\n      token\n      minFillTimeMs\n    }\n  }\n": typeof types.FormTokenDocument,
};
const documents: Documents = {
    "\n  query AdminApplications($status: ApplicationStatus, $first: Int!) {\n    applications(status: $status, first: $first) {\n      total\n      items {\n        id\n        reference\n        companyName\n        contactName\n        email\n        regions\n        status\n        createdAt\n      }\n    }\n  }\n": types.AdminApplicationsDocument,
    "\n  query AdminApplication($id: ID!) {\n    application(id: $id) {\n      id\n      reference\n      companyName\n      contactName\n      email\n      phone\n      website\n      companiesHouseNumber\n      yearsTrading\n      regions\n      services\n      publicLiabilityCoverPence\n      accreditations\n      message\n      status\n      reviewNote\n      reviewedBy\n      reviewedAt\n      companyId\n      accountInvitedAt\n      createdAt\n    }\n  }\n": types.AdminApplicationDocument,
    "\n  mutation ReviewApplication($id: ID!, $decision: ReviewDecision!, $note: String) {\n    reviewApplication(id: $id, decision: $decision, note: $note) {\n      id\n      status\n      reviewNote\n      reviewedBy\n      reviewedAt\n      companyId\n      accountInvitedAt\n    }\n  }\n": types.ReviewApplicationDocument,
    "\n  query AdminCertificationRequests($status: CertificationRequestStatus, $first: Int!) {\n    certificationRequests(status: $status, first: $first) {\n      total\n      items {\n        id\n        reference\n        companyName\n        email\n        status\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": types.AdminCertificationRequestsDocument,
    "\n  query AdminCertificationRequest($id: ID!) {\n    certificationRequest(id: $id) {\n      id\n      reference\n      companyId\n      companyName\n      contactName\n      email\n      phone\n      status\n      paymentId\n      certificateId\n      certificateNumber\n      createdAt\n      requiredDocuments {\n        type\n        label\n        state\n        document {\n          fileName\n          size\n          contentType\n          uploadedAt\n          review\n          note\n        }\n      }\n    }\n  }\n": types.AdminCertificationRequestDocument,
    "\n  mutation ReviewCertificationDocument($requestId: ID!, $type: CertificationDocumentType!, $decision: DocumentDecision!, $note: String) {\n    reviewCertificationDocument(requestId: $requestId, type: $type, decision: $decision, note: $note) {\n      id\n      status\n      requiredDocuments {\n        type\n        state\n        document {\n          review\n          note\n        }\n      }\n    }\n  }\n": types.ReviewCertificationDocumentDocument,
    "\n  mutation CertificationDocumentLink($requestId: ID!, $type: CertificationDocumentType!) {\n    certificationDocumentLink(requestId: $requestId, type: $type) {\n      url\n      expiresAt\n    }\n  }\n": types.CertificationDocumentLinkDocument,
    "\n  query AdminCertificates($first: Int!) {\n    certificates(first: $first) {\n      total\n      items {\n        id\n        number\n        companyName\n        issuedAt\n        expiresAt\n        status\n      }\n    }\n  }\n": types.AdminCertificatesDocument,
    "\n  query AdminCertificate($id: ID!) {\n    certificate(id: $id) {\n      id\n      number\n      companyId\n      companyName\n      issuedAt\n      expiresAt\n      status\n      requestId\n      revokedAt\n      revokedReason\n      pdfPath\n    }\n  }\n": types.AdminCertificateDocument,
    "\n  mutation RevokeCertificate($id: ID!, $reason: String) {\n    revokeCertificate(id: $id, reason: $reason) {\n      id\n      status\n      revokedAt\n      revokedReason\n    }\n  }\n": types.RevokeCertificateDocument,
    "\n  query AdminLeadDisputes($status: DisputeStatus) {\n    leadDisputes(status: $status, first: 100) {\n      id\n      leadId\n      leadRef\n      companyId\n      companyName\n      paymentId\n      reason\n      note\n      status\n      resolutionNote\n      createdAt\n      resolvedAt\n    }\n  }\n": types.AdminLeadDisputesDocument,
    "\n  mutation ResolveLeadDispute($id: ID!, $decision: DisputeDecision!, $note: String) {\n    resolveLeadDispute(id: $id, decision: $decision, note: $note) {\n      id\n      status\n      resolutionNote\n      resolvedAt\n    }\n  }\n": types.ResolveLeadDisputeDocument,
    "\n  query AdminLeads($filter: LeadFilter, $first: Int!, $after: String) {\n    leads(filter: $filter, first: $first, after: $after) {\n      total\n      hasNextPage\n      endCursor\n      items {\n        id\n        ref\n        status\n        origin\n        createdAt\n        pricePence\n        maxBuyers\n        buyerCount\n        homeowner {\n          name\n          email\n          phone\n        }\n        property {\n          postcode\n          region\n          type\n        }\n        job {\n          foamType\n          urgency\n        }\n        estimate {\n          lowPence\n          highPence\n        }\n      }\n    }\n  }\n": types.AdminLeadsDocument,
    "\n  mutation PublishLead($id: ID!) {\n    publishLead(id: $id) {\n      id\n      status\n    }\n  }\n": types.PublishLeadDocument,
    "\n  mutation SubmitApplication($input: ApplicationInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    submitApplication(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n": types.SubmitApplicationDocument,
    "\n  query Authors {\n    authors {\n      slug\n      name\n      jobTitle\n      summary\n    }\n  }\n": types.AuthorsDocument,
    "\n  query Author($slug: String!) {\n    author(slug: $slug) {\n      slug\n      name\n      jobTitle\n      expertise\n      description\n      summary\n      html\n      posts {\n        id\n        slug\n        title\n        excerpt\n        publishedAt\n        readingMinutes\n      }\n      guides {\n        path\n        title\n        description\n      }\n    }\n  }\n": types.AuthorDocument,
    "\n  query BlogIndex($page: Int!, $pageSize: Int!, $category: String) {\n    posts(page: $page, pageSize: $pageSize, category: $category) {\n      total\n      page\n      pageCount\n      items {\n        id\n        slug\n        title\n        excerpt\n        category\n        publishedAt\n        readingMinutes\n        author {\n          slug\n          name\n        }\n      }\n    }\n    postCategories {\n      slug\n      name\n      description\n      postCount\n    }\n  }\n": types.BlogIndexDocument,
    "\n  query BlogPost($slug: String!) {\n    post(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      category\n      tags\n      publishedAt\n      readingMinutes\n      coverImagePath\n      html\n      seo {\n        title\n        description\n        canonical\n      }\n      author {\n        slug\n        name\n        jobTitle\n        summary\n      }\n      relatedPosts {\n        id\n        slug\n        title\n        excerpt\n        publishedAt\n        readingMinutes\n      }\n    }\n    postCategories {\n      slug\n      name\n    }\n  }\n": types.BlogPostDocument,
    "\n  mutation SubmitCertificationRequest($input: CertificationRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    submitCertificationRequest(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n": types.SubmitCertificationRequestDocument,
    "\n  query CertificationDocuments($id: ID!, $token: String!) {\n    certificationDocuments(id: $id, token: $token) {\n      id\n      reference\n      companyName\n      status\n      uploadsOpen\n      linkExpiresAt\n      requiredDocuments {\n        type\n        label\n        state\n        document {\n          fileName\n          size\n          contentType\n          uploadedAt\n          review\n          note\n        }\n      }\n    }\n  }\n": types.CertificationDocumentsDocument,
    "\n  query VerifyCertificate($number: String!) {\n    verifyCertificate(number: $number) {\n      number\n      companyName\n      issuedAt\n      expiresAt\n      status\n      revokedAt\n    }\n  }\n": types.VerifyCertificateDocument,
    "\n  mutation RequestCompanyPasswordReset($email: String!) {\n    requestCompanyPasswordReset(email: $email)\n  }\n": types.RequestCompanyPasswordResetDocument,
    "\n  query CertificationPayment($requestId: ID!) {\n    certificationPayment(requestId: $requestId) {\n      requestId\n      reference\n      companyName\n      status\n      amountPence\n      vatPence\n      totalPence\n      certificateNumber\n      certificateExpiresAt\n    }\n  }\n": types.CertificationPaymentDocument,
    "\n  mutation StartCertificationPayment($requestId: ID!) {\n    startCertificationPayment(requestId: $requestId) {\n      paymentId\n      checkoutUrl\n    }\n  }\n": types.StartCertificationPaymentDocument,
    "\n  query CertificationPaymentStatus($id: ID!) {\n    myPayment(id: $id) {\n      id\n      status\n      refundReason\n    }\n  }\n": types.CertificationPaymentStatusDocument,
    "\n  fragment MarketplaceLeadFields on MarketplaceLead {\n    id\n    ref\n    district\n    region\n    propertyType\n    bedrooms\n    foamType\n    locations\n    areaM2\n    access\n    urgency\n    reason\n    estimateLowPence\n    estimateHighPence\n    createdAt\n    ageDays\n    pricePence\n    vatPence\n    totalPence\n    maxBuyers\n    placesLeft\n    exclusive\n    purchasedByMe\n    declinedByMe\n    buyable\n    unavailableReason\n  }\n": types.MarketplaceLeadFieldsFragmentDoc,
    "\n  fragment PurchasedLeadFields on PurchasedLead {\n    paymentId\n    purchasedAt\n    refunded\n    disputeUntil\n    canDispute\n    contact {\n      name\n      email\n      phone\n      postcode\n      notes\n    }\n    dispute {\n      id\n      status\n      reason\n      note\n      resolutionNote\n      createdAt\n    }\n  }\n": types.PurchasedLeadFieldsFragmentDoc,
    "\n  query MarketplaceLeads($filter: MarketplaceFilter, $sort: MarketplaceSortOrder, $first: Int) {\n    marketplaceLeads(filter: $filter, sort: $sort, first: $first) {\n      regions\n      items {\n        ...MarketplaceLeadFields\n      }\n    }\n  }\n": types.MarketplaceLeadsDocument,
    "\n  query MarketplaceLead($id: ID!) {\n    marketplaceLead(id: $id) {\n      lead {\n        ...MarketplaceLeadFields\n      }\n      purchase {\n        ...PurchasedLeadFields\n      }\n    }\n  }\n": types.MarketplaceLeadDocument,
    "\n  mutation DeclineLead($leadId: ID!) {\n    declineLead(leadId: $leadId) {\n      id\n      declinedByMe\n    }\n  }\n": types.DeclineLeadDocument,
    "\n  mutation UndoDeclineLead($leadId: ID!) {\n    undoDeclineLead(leadId: $leadId) {\n      id\n      declinedByMe\n    }\n  }\n": types.UndoDeclineLeadDocument,
    "\n  mutation BuyLead($leadId: ID!) {\n    buyLead(leadId: $leadId) {\n      paymentId\n      checkoutUrl\n    }\n  }\n": types.BuyLeadDocument,
    "\n  query LeadPaymentStatus($paymentId: ID!, $leadId: ID!) {\n    myPayment(id: $paymentId) {\n      id\n      status\n      leadId\n      amountPence\n      vatPence\n      refundReason\n    }\n    marketplaceLead(id: $leadId) {\n      lead {\n        id\n        ref\n        district\n        region\n        purchasedByMe\n      }\n    }\n  }\n": types.LeadPaymentStatusDocument,
    "\n  query MyLeads {\n    myLeads {\n      ...PurchasedLeadFields\n      lead {\n        ...MarketplaceLeadFields\n      }\n    }\n  }\n": types.MyLeadsDocument,
    "\n  mutation DisputeLead($leadId: ID!, $input: LeadDisputeInput!) {\n    disputeLead(leadId: $leadId, input: $input) {\n      ...PurchasedLeadFields\n      lead {\n        id\n      }\n    }\n  }\n": types.DisputeLeadDocument,
    "\n  query CompanyProfile {\n    myCompany {\n      id\n      name\n      email\n      contactName\n      phone\n      website\n      description\n      services\n      regions\n      leadAlerts\n      certified\n      certifiedUntil\n    }\n  }\n": types.CompanyProfileDocument,
    "\n  mutation UpdateCompanyProfile($input: CompanyProfileInput!) {\n    updateMyCompanyProfile(input: $input) {\n      id\n      contactName\n      phone\n      website\n      description\n      services\n      leadAlerts\n    }\n  }\n": types.UpdateCompanyProfileDocument,
    "\n  query GuidePage($path: String!) {\n    guidePage(path: $path) {\n      path\n      title\n      description\n      summary\n      updated\n      authorSlug\n      html\n      readingMinutes\n      faq {\n        question\n        answerHtml\n      }\n    }\n  }\n": types.GuidePageDocument,
    "\n  mutation RequestCallback($input: CallbackInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    requestCallback(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n": types.RequestCallbackDocument,
    "\n  mutation SubmitContactInquiry($input: ContactInquiryInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    submitContactInquiry(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n": types.SubmitContactInquiryDocument,
    "\n  mutation RequestRicsSurvey($input: RicsSurveyInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    requestRicsSurvey(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n": types.RequestRicsSurveyDocument,
    "\n  mutation RequestFreeGuide($input: FreeGuideRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    requestFreeGuide(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      downloadUrl\n      expiresAt\n    }\n  }\n": types.RequestFreeGuideDocument,
    "\n  mutation SubmitGuestPost($input: GuestPostInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    submitGuestPost(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n": types.SubmitGuestPostDocument,
    "\n  query GuestPosts {\n    guestPosts {\n      id\n      slug\n      title\n      excerpt\n      publishedAt\n      author {\n        name\n      }\n    }\n  }\n": types.GuestPostsDocument,
    "\n  query GuestPost($slug: String!) {\n    guestPost(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      bodyHtml\n      publishedAt\n      author {\n        name\n        bio\n        website\n      }\n    }\n  }\n": types.GuestPostDocument,
    "\n  query Locations {\n    locations {\n      slug\n      name\n      region\n      county\n    }\n  }\n": types.LocationsDocument,
    "\n  query Location($slug: String!) {\n    location(slug: $slug) {\n      slug\n      name\n      region\n      county\n      description\n      summary\n      updated\n      html\n      companies {\n        id\n        name\n        description\n        certified\n      }\n    }\n  }\n": types.LocationDocument,
    "\n  query Partner($slug: String!) {\n    partner(slug: $slug) {\n      slug\n      name\n      title\n      description\n      summary\n      website\n      updated\n      html\n    }\n  }\n": types.PartnerDocument,
    "\n  mutation SubmitRemovalRequest(\n    $input: RemovalRequestInput!\n    $idempotencyKey: String!\n    $source: SubmissionSourceInput\n    $botCheck: BotCheckInput\n  ) {\n    submitRemovalRequest(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      requestId\n      reference\n      estimateLowPence\n      estimateHighPence\n      replayed\n    }\n  }\n": types.SubmitRemovalRequestDocument,
    "\n  query QuoteCompany($company: String!) {\n    quoteCompany(company: $company) {\n      id\n      name\n      slug\n      regions\n      acceptingRequests\n    }\n  }\n": types.QuoteCompanyDocument,
    "\n  query Videos {\n    videos {\n      id\n      slug\n      title\n      description\n      youtubeId\n      durationSeconds\n      publishedAt\n      demo\n    }\n  }\n": types.VideosDocument,
    "\n  query Video($slug: String!) {\n    video(slug: $slug) {\n      id\n      slug\n      title\n      description\n      youtubeId\n      durationSeconds\n      transcript\n      publishedAt\n      demo\n    }\n  }\n": types.VideoDocument,
    "\n  query Me {\n    me {\n      uid\n      email\n      isAdmin\n      companyId\n    }\n  }\n": types.MeDocument,
    "\n  mutation RecordLogin {\n    recordLogin\n  }\n": types.RecordLoginDocument,
    "\n  mutation RegisterAdmin($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      uid\n      email\n    }\n  }\n": types.RegisterAdminDocument,
    "\n  query MyCompany {\n    myCompany {\n      id\n      name\n      slug\n      status\n      certified\n      regions\n    }\n  }\n": types.MyCompanyDocument,
    "\n  query FormToken {\n    formToken {\n      token\n      minFillTimeMs\n    }\n  }\n": types.FormTokenDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApplications($status: ApplicationStatus, $first: Int!) {\n    applications(status: $status, first: $first) {\n      total\n      items {\n        id\n        reference\n        companyName\n        contactName\n        email\n        regions\n        status\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminApplications($status: ApplicationStatus, $first: Int!) {\n    applications(status: $status, first: $first) {\n      total\n      items {\n        id\n        reference\n        companyName\n        contactName\n        email\n        regions\n        status\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApplication($id: ID!) {\n    application(id: $id) {\n      id\n      reference\n      companyName\n      contactName\n      email\n      phone\n      website\n      companiesHouseNumber\n      yearsTrading\n      regions\n      services\n      publicLiabilityCoverPence\n      accreditations\n      message\n      status\n      reviewNote\n      reviewedBy\n      reviewedAt\n      companyId\n      accountInvitedAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminApplication($id: ID!) {\n    application(id: $id) {\n      id\n      reference\n      companyName\n      contactName\n      email\n      phone\n      website\n      companiesHouseNumber\n      yearsTrading\n      regions\n      services\n      publicLiabilityCoverPence\n      accreditations\n      message\n      status\n      reviewNote\n      reviewedBy\n      reviewedAt\n      companyId\n      accountInvitedAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewApplication($id: ID!, $decision: ReviewDecision!, $note: String) {\n    reviewApplication(id: $id, decision: $decision, note: $note) {\n      id\n      status\n      reviewNote\n      reviewedBy\n      reviewedAt\n      companyId\n      accountInvitedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewApplication($id: ID!, $decision: ReviewDecision!, $note: String) {\n    reviewApplication(id: $id, decision: $decision, note: $note) {\n      id\n      status\n      reviewNote\n      reviewedBy\n      reviewedAt\n      companyId\n      accountInvitedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCertificationRequests($status: CertificationRequestStatus, $first: Int!) {\n    certificationRequests(status: $status, first: $first) {\n      total\n      items {\n        id\n        reference\n        companyName\n        email\n        status\n        createdAt\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCertificationRequests($status: CertificationRequestStatus, $first: Int!) {\n    certificationRequests(status: $status, first: $first) {\n      total\n      items {\n        id\n        reference\n        companyName\n        email\n        status\n        createdAt\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCertificationRequest($id: ID!) {\n    certificationRequest(id: $id) {\n      id\n      reference\n      companyId\n      companyName\n      contactName\n      email\n      phone\n      status\n      paymentId\n      certificateId\n      certificateNumber\n      createdAt\n      requiredDocuments {\n        type\n        label\n        state\n        document {\n          fileName\n          size\n          contentType\n          uploadedAt\n          review\n          note\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCertificationRequest($id: ID!) {\n    certificationRequest(id: $id) {\n      id\n      reference\n      companyId\n      companyName\n      contactName\n      email\n      phone\n      status\n      paymentId\n      certificateId\n      certificateNumber\n      createdAt\n      requiredDocuments {\n        type\n        label\n        state\n        document {\n          fileName\n          size\n          contentType\n          uploadedAt\n          review\n          note\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewCertificationDocument($requestId: ID!, $type: CertificationDocumentType!, $decision: DocumentDecision!, $note: String) {\n    reviewCertificationDocument(requestId: $requestId, type: $type, decision: $decision, note: $note) {\n      id\n      status\n      requiredDocuments {\n        type\n        state\n        document {\n          review\n          note\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewCertificationDocument($requestId: ID!, $type: CertificationDocumentType!, $decision: DocumentDecision!, $note: String) {\n    reviewCertificationDocument(requestId: $requestId, type: $type, decision: $decision, note: $note) {\n      id\n      status\n      requiredDocuments {\n        type\n        state\n        document {\n          review\n          note\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CertificationDocumentLink($requestId: ID!, $type: CertificationDocumentType!) {\n    certificationDocumentLink(requestId: $requestId, type: $type) {\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CertificationDocumentLink($requestId: ID!, $type: CertificationDocumentType!) {\n    certificationDocumentLink(requestId: $requestId, type: $type) {\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCertificates($first: Int!) {\n    certificates(first: $first) {\n      total\n      items {\n        id\n        number\n        companyName\n        issuedAt\n        expiresAt\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCertificates($first: Int!) {\n    certificates(first: $first) {\n      total\n      items {\n        id\n        number\n        companyName\n        issuedAt\n        expiresAt\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCertificate($id: ID!) {\n    certificate(id: $id) {\n      id\n      number\n      companyId\n      companyName\n      issuedAt\n      expiresAt\n      status\n      requestId\n      revokedAt\n      revokedReason\n      pdfPath\n    }\n  }\n"): (typeof documents)["\n  query AdminCertificate($id: ID!) {\n    certificate(id: $id) {\n      id\n      number\n      companyId\n      companyName\n      issuedAt\n      expiresAt\n      status\n      requestId\n      revokedAt\n      revokedReason\n      pdfPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCertificate($id: ID!, $reason: String) {\n    revokeCertificate(id: $id, reason: $reason) {\n      id\n      status\n      revokedAt\n      revokedReason\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeCertificate($id: ID!, $reason: String) {\n    revokeCertificate(id: $id, reason: $reason) {\n      id\n      status\n      revokedAt\n      revokedReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLeadDisputes($status: DisputeStatus) {\n    leadDisputes(status: $status, first: 100) {\n      id\n      leadId\n      leadRef\n      companyId\n      companyName\n      paymentId\n      reason\n      note\n      status\n      resolutionNote\n      createdAt\n      resolvedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminLeadDisputes($status: DisputeStatus) {\n    leadDisputes(status: $status, first: 100) {\n      id\n      leadId\n      leadRef\n      companyId\n      companyName\n      paymentId\n      reason\n      note\n      status\n      resolutionNote\n      createdAt\n      resolvedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveLeadDispute($id: ID!, $decision: DisputeDecision!, $note: String) {\n    resolveLeadDispute(id: $id, decision: $decision, note: $note) {\n      id\n      status\n      resolutionNote\n      resolvedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveLeadDispute($id: ID!, $decision: DisputeDecision!, $note: String) {\n    resolveLeadDispute(id: $id, decision: $decision, note: $note) {\n      id\n      status\n      resolutionNote\n      resolvedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLeads($filter: LeadFilter, $first: Int!, $after: String) {\n    leads(filter: $filter, first: $first, after: $after) {\n      total\n      hasNextPage\n      endCursor\n      items {\n        id\n        ref\n        status\n        origin\n        createdAt\n        pricePence\n        maxBuyers\n        buyerCount\n        homeowner {\n          name\n          email\n          phone\n        }\n        property {\n          postcode\n          region\n          type\n        }\n        job {\n          foamType\n          urgency\n        }\n        estimate {\n          lowPence\n          highPence\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminLeads($filter: LeadFilter, $first: Int!, $after: String) {\n    leads(filter: $filter, first: $first, after: $after) {\n      total\n      hasNextPage\n      endCursor\n      items {\n        id\n        ref\n        status\n        origin\n        createdAt\n        pricePence\n        maxBuyers\n        buyerCount\n        homeowner {\n          name\n          email\n          phone\n        }\n        property {\n          postcode\n          region\n          type\n        }\n        job {\n          foamType\n          urgency\n        }\n        estimate {\n          lowPence\n          highPence\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishLead($id: ID!) {\n    publishLead(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PublishLead($id: ID!) {\n    publishLead(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitApplication($input: ApplicationInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    submitApplication(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitApplication($input: ApplicationInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    submitApplication(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Authors {\n    authors {\n      slug\n      name\n      jobTitle\n      summary\n    }\n  }\n"): (typeof documents)["\n  query Authors {\n    authors {\n      slug\n      name\n      jobTitle\n      summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Author($slug: String!) {\n    author(slug: $slug) {\n      slug\n      name\n      jobTitle\n      expertise\n      description\n      summary\n      html\n      posts {\n        id\n        slug\n        title\n        excerpt\n        publishedAt\n        readingMinutes\n      }\n      guides {\n        path\n        title\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query Author($slug: String!) {\n    author(slug: $slug) {\n      slug\n      name\n      jobTitle\n      expertise\n      description\n      summary\n      html\n      posts {\n        id\n        slug\n        title\n        excerpt\n        publishedAt\n        readingMinutes\n      }\n      guides {\n        path\n        title\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogIndex($page: Int!, $pageSize: Int!, $category: String) {\n    posts(page: $page, pageSize: $pageSize, category: $category) {\n      total\n      page\n      pageCount\n      items {\n        id\n        slug\n        title\n        excerpt\n        category\n        publishedAt\n        readingMinutes\n        author {\n          slug\n          name\n        }\n      }\n    }\n    postCategories {\n      slug\n      name\n      description\n      postCount\n    }\n  }\n"): (typeof documents)["\n  query BlogIndex($page: Int!, $pageSize: Int!, $category: String) {\n    posts(page: $page, pageSize: $pageSize, category: $category) {\n      total\n      page\n      pageCount\n      items {\n        id\n        slug\n        title\n        excerpt\n        category\n        publishedAt\n        readingMinutes\n        author {\n          slug\n          name\n        }\n      }\n    }\n    postCategories {\n      slug\n      name\n      description\n      postCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPost($slug: String!) {\n    post(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      category\n      tags\n      publishedAt\n      readingMinutes\n      coverImagePath\n      html\n      seo {\n        title\n        description\n        canonical\n      }\n      author {\n        slug\n        name\n        jobTitle\n        summary\n      }\n      relatedPosts {\n        id\n        slug\n        title\n        excerpt\n        publishedAt\n        readingMinutes\n      }\n    }\n    postCategories {\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  query BlogPost($slug: String!) {\n    post(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      category\n      tags\n      publishedAt\n      readingMinutes\n      coverImagePath\n      html\n      seo {\n        title\n        description\n        canonical\n      }\n      author {\n        slug\n        name\n        jobTitle\n        summary\n      }\n      relatedPosts {\n        id\n        slug\n        title\n        excerpt\n        publishedAt\n        readingMinutes\n      }\n    }\n    postCategories {\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitCertificationRequest($input: CertificationRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    submitCertificationRequest(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitCertificationRequest($input: CertificationRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    submitCertificationRequest(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CertificationDocuments($id: ID!, $token: String!) {\n    certificationDocuments(id: $id, token: $token) {\n      id\n      reference\n      companyName\n      status\n      uploadsOpen\n      linkExpiresAt\n      requiredDocuments {\n        type\n        label\n        state\n        document {\n          fileName\n          size\n          contentType\n          uploadedAt\n          review\n          note\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CertificationDocuments($id: ID!, $token: String!) {\n    certificationDocuments(id: $id, token: $token) {\n      id\n      reference\n      companyName\n      status\n      uploadsOpen\n      linkExpiresAt\n      requiredDocuments {\n        type\n        label\n        state\n        document {\n          fileName\n          size\n          contentType\n          uploadedAt\n          review\n          note\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyCertificate($number: String!) {\n    verifyCertificate(number: $number) {\n      number\n      companyName\n      issuedAt\n      expiresAt\n      status\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  query VerifyCertificate($number: String!) {\n    verifyCertificate(number: $number) {\n      number\n      companyName\n      issuedAt\n      expiresAt\n      status\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCompanyPasswordReset($email: String!) {\n    requestCompanyPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestCompanyPasswordReset($email: String!) {\n    requestCompanyPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CertificationPayment($requestId: ID!) {\n    certificationPayment(requestId: $requestId) {\n      requestId\n      reference\n      companyName\n      status\n      amountPence\n      vatPence\n      totalPence\n      certificateNumber\n      certificateExpiresAt\n    }\n  }\n"): (typeof documents)["\n  query CertificationPayment($requestId: ID!) {\n    certificationPayment(requestId: $requestId) {\n      requestId\n      reference\n      companyName\n      status\n      amountPence\n      vatPence\n      totalPence\n      certificateNumber\n      certificateExpiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCertificationPayment($requestId: ID!) {\n    startCertificationPayment(requestId: $requestId) {\n      paymentId\n      checkoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation StartCertificationPayment($requestId: ID!) {\n    startCertificationPayment(requestId: $requestId) {\n      paymentId\n      checkoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CertificationPaymentStatus($id: ID!) {\n    myPayment(id: $id) {\n      id\n      status\n      refundReason\n    }\n  }\n"): (typeof documents)["\n  query CertificationPaymentStatus($id: ID!) {\n    myPayment(id: $id) {\n      id\n      status\n      refundReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketplaceLeadFields on MarketplaceLead {\n    id\n    ref\n    district\n    region\n    propertyType\n    bedrooms\n    foamType\n    locations\n    areaM2\n    access\n    urgency\n    reason\n    estimateLowPence\n    estimateHighPence\n    createdAt\n    ageDays\n    pricePence\n    vatPence\n    totalPence\n    maxBuyers\n    placesLeft\n    exclusive\n    purchasedByMe\n    declinedByMe\n    buyable\n    unavailableReason\n  }\n"): (typeof documents)["\n  fragment MarketplaceLeadFields on MarketplaceLead {\n    id\n    ref\n    district\n    region\n    propertyType\n    bedrooms\n    foamType\n    locations\n    areaM2\n    access\n    urgency\n    reason\n    estimateLowPence\n    estimateHighPence\n    createdAt\n    ageDays\n    pricePence\n    vatPence\n    totalPence\n    maxBuyers\n    placesLeft\n    exclusive\n    purchasedByMe\n    declinedByMe\n    buyable\n    unavailableReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchasedLeadFields on PurchasedLead {\n    paymentId\n    purchasedAt\n    refunded\n    disputeUntil\n    canDispute\n    contact {\n      name\n      email\n      phone\n      postcode\n      notes\n    }\n    dispute {\n      id\n      status\n      reason\n      note\n      resolutionNote\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment PurchasedLeadFields on PurchasedLead {\n    paymentId\n    purchasedAt\n    refunded\n    disputeUntil\n    canDispute\n    contact {\n      name\n      email\n      phone\n      postcode\n      notes\n    }\n    dispute {\n      id\n      status\n      reason\n      note\n      resolutionNote\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketplaceLeads($filter: MarketplaceFilter, $sort: MarketplaceSortOrder, $first: Int) {\n    marketplaceLeads(filter: $filter, sort: $sort, first: $first) {\n      regions\n      items {\n        ...MarketplaceLeadFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketplaceLeads($filter: MarketplaceFilter, $sort: MarketplaceSortOrder, $first: Int) {\n    marketplaceLeads(filter: $filter, sort: $sort, first: $first) {\n      regions\n      items {\n        ...MarketplaceLeadFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketplaceLead($id: ID!) {\n    marketplaceLead(id: $id) {\n      lead {\n        ...MarketplaceLeadFields\n      }\n      purchase {\n        ...PurchasedLeadFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketplaceLead($id: ID!) {\n    marketplaceLead(id: $id) {\n      lead {\n        ...MarketplaceLeadFields\n      }\n      purchase {\n        ...PurchasedLeadFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineLead($leadId: ID!) {\n    declineLead(leadId: $leadId) {\n      id\n      declinedByMe\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineLead($leadId: ID!) {\n    declineLead(leadId: $leadId) {\n      id\n      declinedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoDeclineLead($leadId: ID!) {\n    undoDeclineLead(leadId: $leadId) {\n      id\n      declinedByMe\n    }\n  }\n"): (typeof documents)["\n  mutation UndoDeclineLead($leadId: ID!) {\n    undoDeclineLead(leadId: $leadId) {\n      id\n      declinedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyLead($leadId: ID!) {\n    buyLead(leadId: $leadId) {\n      paymentId\n      checkoutUrl\n    }\n  }\n"): (typeof documents)["\n  mutation BuyLead($leadId: ID!) {\n    buyLead(leadId: $leadId) {\n      paymentId\n      checkoutUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadPaymentStatus($paymentId: ID!, $leadId: ID!) {\n    myPayment(id: $paymentId) {\n      id\n      status\n      leadId\n      amountPence\n      vatPence\n      refundReason\n    }\n    marketplaceLead(id: $leadId) {\n      lead {\n        id\n        ref\n        district\n        region\n        purchasedByMe\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeadPaymentStatus($paymentId: ID!, $leadId: ID!) {\n    myPayment(id: $paymentId) {\n      id\n      status\n      leadId\n      amountPence\n      vatPence\n      refundReason\n    }\n    marketplaceLead(id: $leadId) {\n      lead {\n        id\n        ref\n        district\n        region\n        purchasedByMe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLeads {\n    myLeads {\n      ...PurchasedLeadFields\n      lead {\n        ...MarketplaceLeadFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyLeads {\n    myLeads {\n      ...PurchasedLeadFields\n      lead {\n        ...MarketplaceLeadFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisputeLead($leadId: ID!, $input: LeadDisputeInput!) {\n    disputeLead(leadId: $leadId, input: $input) {\n      ...PurchasedLeadFields\n      lead {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DisputeLead($leadId: ID!, $input: LeadDisputeInput!) {\n    disputeLead(leadId: $leadId, input: $input) {\n      ...PurchasedLeadFields\n      lead {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyProfile {\n    myCompany {\n      id\n      name\n      email\n      contactName\n      phone\n      website\n      description\n      services\n      regions\n      leadAlerts\n      certified\n      certifiedUntil\n    }\n  }\n"): (typeof documents)["\n  query CompanyProfile {\n    myCompany {\n      id\n      name\n      email\n      contactName\n      phone\n      website\n      description\n      services\n      regions\n      leadAlerts\n      certified\n      certifiedUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanyProfile($input: CompanyProfileInput!) {\n    updateMyCompanyProfile(input: $input) {\n      id\n      contactName\n      phone\n      website\n      description\n      services\n      leadAlerts\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompanyProfile($input: CompanyProfileInput!) {\n    updateMyCompanyProfile(input: $input) {\n      id\n      contactName\n      phone\n      website\n      description\n      services\n      leadAlerts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuidePage($path: String!) {\n    guidePage(path: $path) {\n      path\n      title\n      description\n      summary\n      updated\n      authorSlug\n      html\n      readingMinutes\n      faq {\n        question\n        answerHtml\n      }\n    }\n  }\n"): (typeof documents)["\n  query GuidePage($path: String!) {\n    guidePage(path: $path) {\n      path\n      title\n      description\n      summary\n      updated\n      authorSlug\n      html\n      readingMinutes\n      faq {\n        question\n        answerHtml\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCallback($input: CallbackInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    requestCallback(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n"): (typeof documents)["\n  mutation RequestCallback($input: CallbackInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    requestCallback(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactInquiry($input: ContactInquiryInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    submitContactInquiry(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContactInquiry($input: ContactInquiryInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    submitContactInquiry(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestRicsSurvey($input: RicsSurveyInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    requestRicsSurvey(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n"): (typeof documents)["\n  mutation RequestRicsSurvey($input: RicsSurveyInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    requestRicsSurvey(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestFreeGuide($input: FreeGuideRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    requestFreeGuide(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      downloadUrl\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestFreeGuide($input: FreeGuideRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    requestFreeGuide(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      downloadUrl\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitGuestPost($input: GuestPostInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    submitGuestPost(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitGuestPost($input: GuestPostInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {\n    submitGuestPost(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      id\n      reference\n      replayed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestPosts {\n    guestPosts {\n      id\n      slug\n      title\n      excerpt\n      publishedAt\n      author {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query GuestPosts {\n    guestPosts {\n      id\n      slug\n      title\n      excerpt\n      publishedAt\n      author {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestPost($slug: String!) {\n    guestPost(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      bodyHtml\n      publishedAt\n      author {\n        name\n        bio\n        website\n      }\n    }\n  }\n"): (typeof documents)["\n  query GuestPost($slug: String!) {\n    guestPost(slug: $slug) {\n      id\n      slug\n      title\n      excerpt\n      bodyHtml\n      publishedAt\n      author {\n        name\n        bio\n        website\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Locations {\n    locations {\n      slug\n      name\n      region\n      county\n    }\n  }\n"): (typeof documents)["\n  query Locations {\n    locations {\n      slug\n      name\n      region\n      county\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Location($slug: String!) {\n    location(slug: $slug) {\n      slug\n      name\n      region\n      county\n      description\n      summary\n      updated\n      html\n      companies {\n        id\n        name\n        description\n        certified\n      }\n    }\n  }\n"): (typeof documents)["\n  query Location($slug: String!) {\n    location(slug: $slug) {\n      slug\n      name\n      region\n      county\n      description\n      summary\n      updated\n      html\n      companies {\n        id\n        name\n        description\n        certified\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Partner($slug: String!) {\n    partner(slug: $slug) {\n      slug\n      name\n      title\n      description\n      summary\n      website\n      updated\n      html\n    }\n  }\n"): (typeof documents)["\n  query Partner($slug: String!) {\n    partner(slug: $slug) {\n      slug\n      name\n      title\n      description\n      summary\n      website\n      updated\n      html\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitRemovalRequest(\n    $input: RemovalRequestInput!\n    $idempotencyKey: String!\n    $source: SubmissionSourceInput\n    $botCheck: BotCheckInput\n  ) {\n    submitRemovalRequest(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      requestId\n      reference\n      estimateLowPence\n      estimateHighPence\n      replayed\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitRemovalRequest(\n    $input: RemovalRequestInput!\n    $idempotencyKey: String!\n    $source: SubmissionSourceInput\n    $botCheck: BotCheckInput\n  ) {\n    submitRemovalRequest(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {\n      requestId\n      reference\n      estimateLowPence\n      estimateHighPence\n      replayed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteCompany($company: String!) {\n    quoteCompany(company: $company) {\n      id\n      name\n      slug\n      regions\n      acceptingRequests\n    }\n  }\n"): (typeof documents)["\n  query QuoteCompany($company: String!) {\n    quoteCompany(company: $company) {\n      id\n      name\n      slug\n      regions\n      acceptingRequests\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Videos {\n    videos {\n      id\n      slug\n      title\n      description\n      youtubeId\n      durationSeconds\n      publishedAt\n      demo\n    }\n  }\n"): (typeof documents)["\n  query Videos {\n    videos {\n      id\n      slug\n      title\n      description\n      youtubeId\n      durationSeconds\n      publishedAt\n      demo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Video($slug: String!) {\n    video(slug: $slug) {\n      id\n      slug\n      title\n      description\n      youtubeId\n      durationSeconds\n      transcript\n      publishedAt\n      demo\n    }\n  }\n"): (typeof documents)["\n  query Video($slug: String!) {\n    video(slug: $slug) {\n      id\n      slug\n      title\n      description\n      youtubeId\n      durationSeconds\n      transcript\n      publishedAt\n      demo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      uid\n      email\n      isAdmin\n      companyId\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      uid\n      email\n      isAdmin\n      companyId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordLogin {\n    recordLogin\n  }\n"): (typeof documents)["\n  mutation RecordLogin {\n    recordLogin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterAdmin($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      uid\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterAdmin($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      uid\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCompany {\n    myCompany {\n      id\n      name\n      slug\n      status\n      certified\n      regions\n    }\n  }\n"): (typeof documents)["\n  query MyCompany {\n    myCompany {\n      id\n      name\n      slug\n      status\n      certified\n      regions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormToken {\n    formToken {\n      token\n      minFillTimeMs\n    }\n  }\n"): (typeof documents)["\n  query FormToken {\n    formToken {\n      token\n      minFillTimeMs\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;