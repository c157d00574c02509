import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';

@ObjectType({ description: 'Whether the AI tools can run, and this month’s spend against the budget.' })
export class AiToolsStatus {
  @Field(() => Boolean, { description: 'False: no AI endpoint is configured; `message` says how to configure one.' }) configured!: boolean;
  @Field(() => String, { nullable: true, description: 'What to do when the tools are not configured; null otherwise.' }) message?:
    string | null;
  @Field(() => String, { description: 'The text model (AI_TEXT_MODEL).' }) textModel!: string;
  @Field(() => String, { description: 'The image model (AI_IMAGE_MODEL).' }) imageModel!: string;
  @Field(() => Float, { description: 'The monthly budget in GBP; 0: no budget.' }) monthlyBudgetGbp!: number;
  @Field(() => Float, { description: 'Estimated spend this month (Europe/London) in GBP.' }) spentThisMonthGbp!: number;
}

@ObjectType({ description: 'A blog post idea.' })
export class AiIdea {
  @Field(() => String, { description: 'A suggested title.' }) title!: string;
  @Field(() => String, { description: 'The search intent: informational, commercial, transactional or navigational.' })
  searchIntent!: string;
  @Field(() => String, { description: 'The main search phrase.' }) keyword!: string;
  @Field(() => String, { description: 'One sentence on what it covers.' }) summary!: string;
}

@ObjectType({ description: 'Ideas for new posts, without topics the blog already covers.' })
export class AiIdeas {
  @Field(() => [AiIdea], { description: 'The ideas kept.' }) ideas!: AiIdea[];
  @Field(() => Int, { description: 'Ideas dropped because an existing post or guide (or another idea) covers them.' })
  skippedAsCovered!: number;
}

@ObjectType({ description: 'One section of a post outline.' })
export class AiOutlineSection {
  @Field(() => String, { description: 'Its H2 heading.' }) heading!: string;
  @Field(() => [String], { description: 'What it covers.' }) points!: string[];
}

@ObjectType({ description: 'A post outline the admin edits before the draft is written.' })
export class AiPostOutline {
  @Field(() => String, { description: 'The post title.' }) title!: string;
  @Field(() => String, { description: 'The excerpt for listings.' }) excerpt!: string;
  @Field(() => [AiOutlineSection], { description: 'The sections in order.' }) sections!: AiOutlineSection[];
}

@InputType({ description: 'What a generated post is about.' })
export class AiPostBriefInput {
  @Field(() => String, { description: 'The topic, 3 to 200 characters.' }) topic!: string;
  @Field(() => String, { description: 'Who it is for, 3 to 200 characters.' }) audience!: string;
  @Field(() => String, { description: 'The target keyword, 2 to 80 characters.' }) keyword!: string;
}

@ObjectType({ description: 'A page of this site a post could link to.' })
export class AiInternalLink {
  @Field(() => String, { description: 'The page’s path on this site.' }) path!: string;
  @Field(() => String, { description: 'Suggested link text.' }) anchorText!: string;
  @Field(() => String, { description: 'Why it helps.' }) reason!: string;
}

@ObjectType({ description: 'SEO suggestions for a post; nothing changes until the admin applies one.' })
export class AiSeoSuggestions {
  @Field(() => ID, { description: 'The post.' }) postId!: string;
  @Field(() => Date, { description: 'The post’s `updatedAt` the suggestions were made for: send it as `expectedUpdatedAt`.' })
  updatedAt!: Date;
  @Field(() => String, { nullable: true, description: 'The current SEO title; null when none.' }) currentTitle?: string | null;
  @Field(() => String, { nullable: true, description: 'The current meta description; null when none.' }) currentDescription?: string | null;
  @Field(() => [String], { description: 'SEO titles of 30 to 60 characters.' }) titles!: string[];
  @Field(() => [String], { description: 'Meta descriptions of 120 to 155 characters.' }) descriptions!: string[];
  @Field(() => Int, { description: 'Suggestions dropped because they were outside those lengths.' }) droppedForLength!: number;
  @Field(() => String, { description: 'Advice on the target keyword.' }) keywordAdvice!: string;
  @Field(() => [String], { description: 'Advice on the headings.' }) headingAdvice!: string[];
  @Field(() => [AiInternalLink], { description: 'Existing pages of this site worth linking to.' }) internalLinks!: AiInternalLink[];
}

@ObjectType({ description: 'A heading of an analysed page.' })
export class AiPageHeading {
  @Field(() => Int, { description: '1 to 6.' }) level!: number;
  @Field(() => String, { description: 'Its text.' }) text!: string;
}

@ObjectType({ description: 'What the URL analyzer found on a page.' })
export class AiPageReport {
  @Field(() => String, { description: 'The address analysed (after redirects).' }) url!: string;
  @Field(() => String, { nullable: true, description: 'The <title>; null when none.' }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'The meta description; null when none.' }) metaDescription?: string | null;
  @Field(() => [AiPageHeading], { description: 'Headings in order.' }) headings!: AiPageHeading[];
  @Field(() => Int, { description: 'Words of visible text.' }) wordCount!: number;
  @Field(() => Int, { description: 'Links to the same site.' }) internalLinks!: number;
  @Field(() => Int, { description: 'Links to other sites.' }) externalLinks!: number;
  @Field(() => [String], { description: 'JSON-LD @types found.' }) structuredDataTypes!: string[];
  @Field(() => Int, { description: 'JSON-LD blocks that are not valid JSON.' }) invalidStructuredData!: number;
}

@ObjectType({ description: 'A page report with AI recommendations.' })
export class AiUrlAnalysis {
  @Field(() => AiPageReport, { description: 'What the page contains.' }) report!: AiPageReport;
  @Field(() => [String], { description: 'Recommendations.' }) recommendations!: string[];
}

@ObjectType({
  description: 'A generated image, stored with the site’s images (`adminSiteImages`): the blog editor can choose it as a cover.',
})
export class AiGeneratedImage {
  @Field(() => ID, { description: 'Id of the stored image: a post’s `coverImageId`.' }) id!: string;
  @Field(() => String, { description: 'Address of the largest size.' }) url!: string;
  @Field(() => String, { description: 'Every size for an img `srcset`, narrowest first.' }) srcSet!: string;
  @Field(() => Int, { description: 'Width of the largest size in pixels.' }) width!: number;
  @Field(() => Int, { description: 'Height of the largest size in pixels.' }) height!: number;
  @Field(() => String, { nullable: true, description: 'Suggested alt text; null when none could be written.' }) suggestedAlt?:
    string | null;
}

@ObjectType({ description: 'Calls and cost of one tool.' })
export class AiToolUsage {
  @Field(() => String, { description: 'The tool: post_outline, post_draft, image, image_alt, ideas, url_analyzer or seo.' }) tool!: string;
  @Field(() => Int, { description: 'Calls.' }) calls!: number;
  @Field(() => Float, { description: 'Estimated cost in GBP.' }) costGbp!: number;
}

@ObjectType({ description: 'One day of AI usage.' })
export class AiUsageDay {
  @Field(() => String, { description: 'The day (Europe/London), YYYY-MM-DD.' }) day!: string;
  @Field(() => Int, { description: 'Calls.' }) calls!: number;
  @Field(() => Float, { description: 'Estimated cost in GBP.' }) costGbp!: number;
  @Field(() => [AiToolUsage], { description: 'Per tool.' }) byTool!: AiToolUsage[];
}

@ObjectType({ description: 'AI usage over a range of days, from the daily counters.' })
export class AiUsageSummary {
  @Field(() => String, { description: 'First day.' }) from!: string;
  @Field(() => String, { description: 'Last day.' }) to!: string;
  @Field(() => Int, { description: 'Calls.' }) calls!: number;
  @Field(() => Int, { description: 'Calls that failed.' }) errors!: number;
  @Field(() => Int, { description: 'Tokens sent.' }) tokensIn!: number;
  @Field(() => Int, { description: 'Tokens received.' }) tokensOut!: number;
  @Field(() => Int, { description: 'Images generated.' }) images!: number;
  @Field(() => Float, { description: 'Estimated cost in GBP.' }) costGbp!: number;
  @Field(() => [AiToolUsage], { description: 'Per tool.' }) byTool!: AiToolUsage[];
  @Field(() => [AiUsageDay], { description: 'Per day, oldest first.' }) days!: AiUsageDay[];
}

@ObjectType({ description: 'One recorded AI call.' })
export class AiUsageRecord {
  @Field(() => ID, { description: 'Record id.' }) id!: string;
  @Field(() => String, { description: 'The tool.' }) tool!: string;
  @Field(() => String, { description: 'The model.' }) model!: string;
  @Field(() => Int, { description: 'Tokens sent.' }) tokensIn!: number;
  @Field(() => Int, { description: 'Tokens received.' }) tokensOut!: number;
  @Field(() => Int, { description: 'Images generated.' }) images!: number;
  @Field(() => Float, { description: 'Estimated cost in GBP.' }) costGbp!: number;
  @Field(() => String, { description: 'The admin who made it.' }) by!: string;
  @Field(() => Boolean, { description: 'Whether it succeeded.' }) ok!: boolean;
  @Field(() => String, { nullable: true, description: 'What went wrong; null on success.' }) error?: string | null;
  @Field(() => Int, { description: 'How long it took, in milliseconds.' }) durationMs!: number;
  @Field(() => Date, { description: 'When.' }) at!: Date;
}

@ObjectType({ description: 'Recorded AI calls, newest first.' })
export class AiUsageRecordConnection extends Connection(AiUsageRecord, { one: 'record', many: 'records' }) {
  @Field(() => Int, { description: totalCountDescription('records') }) totalCount!: number;
}
