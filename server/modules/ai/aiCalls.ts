import { z } from 'zod';
import type OpenAI from 'openai';
import type { GraphQLError } from 'graphql';
import { aiUnavailable, invalidInput, hasErrorCode, ErrorCode, rateLimited } from '../../platform/graphql/errors';
import { consumeRateLimits } from '../../platform/submissions/rateLimit';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { clockNow } from '../../platform/clock';
import { lastDays, londonDay } from '../dailyStats';
import { aiClient, aiConfig, describeProviderError, NOT_CONFIGURED_MESSAGE } from './aiProvider';
import { estimateCostGbp, fromMicroGbp, toMicroGbp } from './aiCost';
import { aiUsageList, readAiUsageDays, recordAiUsage } from './aiUsage.repository';

/**
 * What every AI call goes through (docs/requirements/ai-tools.md): `runAiCall` checks the configuration, the
 * month's budget and the admin's rate limit first, and records the call (success or error) with its daily
 * counters; and the usage the admin screen reports.
 */
export const AI_TOOLS = ['post_outline', 'post_draft', 'image', 'image_alt', 'ideas', 'url_analyzer', 'seo'] as const;
export type AiTool = (typeof AI_TOOLS)[number];

export const SITE_VOICE = `You write for Spray Foam Removal UK, a UK site that helps homeowners remove spray foam insulation and find vetted removal companies.
Voice: plain British English (UK spelling), calm and practical, no hype, second person. Use UK facts only (RICS surveys and valuations, UK mortgage lenders' attitudes, Building Regulations, the PCA and BBA, Energy Saving Trust, pounds sterling); never US terms or prices in dollars. Do not invent statistics; say "typically" or "often" instead of precise numbers you cannot support.`;

const gbp = (value: number) => `£${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// ---------------------------------------------------------------------------------------------- usage and limits

async function spentThisMonthGbp(now: Date): Promise<number> {
  const today = londonDay(now);
  const days = lastDays(today, Number(today.slice(8, 10)));
  const stats = await readAiUsageDays(days);
  return fromMicroGbp(stats.reduce((total, day) => total + (day.costMicroGbp ?? 0), 0));
}

/** Refuses a call before it is made: not configured, the month's budget reached, or this admin's hourly limit. */
export async function checkCanCall(by: string) {
  const config = aiConfig();
  if (!config.configured) throw aiUnavailable(NOT_CONFIGURED_MESSAGE, 'NOT_CONFIGURED');
  if (config.monthlyBudgetGbp > 0) {
    const spent = await spentThisMonthGbp(clockNow());
    if (spent >= config.monthlyBudgetGbp) {
      throw aiUnavailable(
        `This month's AI budget of ${gbp(config.monthlyBudgetGbp)} is used up (${gbp(spent)} spent). The AI tools work again on the 1st of next month, or when AI_MONTHLY_BUDGET_GBP is raised.`,
        'BUDGET',
      );
    }
  }
  try {
    await consumeRateLimits([{ key: `ai:admin:${by}`, max: config.ratePerHour, windowMs: 3_600_000, what: 'AI requests' }]);
  } catch (error) {
    if (!hasErrorCode(error, ErrorCode.RATE_LIMITED)) throw error;
    // The shared limiter speaks to the public; an admin gets the limit itself (AI_RATE_LIMIT_PER_HOUR).
    const seconds = Number((error as GraphQLError).extensions.retryAfterSeconds ?? 3600);
    throw rateLimited(
      `You have made ${config.ratePerHour} AI requests in the last hour, the limit for each admin. Try again in about ${Math.max(1, Math.ceil(seconds / 60))} minutes.`,
      seconds,
    );
  }
}

export interface CallCounts {
  tokensIn: number;
  tokensOut: number;
  images: number;
}

export async function record(tool: AiTool, model: string, by: string, started: number, counts: CallCounts, error: string | null) {
  const config = aiConfig();
  const at = clockNow();
  await recordAiUsage(
    {
      tool,
      model,
      ...counts,
      costMicroGbp: toMicroGbp(estimateCostGbp(model, counts, config.prices, config.usdToGbp)),
      by,
      ok: error === null,
      error,
      durationMs: Date.now() - started,
      at,
    },
    londonDay(at),
  );
}

export class MalformedAnswer extends Error {}

/** One recorded provider call: `call` answers its result and counts; a failure is recorded and answered as AI_UNAVAILABLE. */
export async function runAiCall<T>(tool: AiTool, model: string, by: string, call: () => Promise<{ result: T } & CallCounts>): Promise<T> {
  const started = Date.now();
  try {
    const { result, ...counts } = await call();
    await record(tool, model, by, started, counts, null);
    return result;
  } catch (error) {
    const malformed = error instanceof MalformedAnswer;
    const message = malformed
      ? 'The AI service answered in an unexpected form (not the structured answer asked for). Nothing was saved: try again.'
      : describeProviderError(error, aiConfig().timeoutMs);
    const counts = malformed ? (error as MalformedAnswer & { counts?: CallCounts }).counts : undefined;
    await record(tool, model, by, started, counts ?? { tokensIn: 0, tokensOut: 0, images: 0 }, message);
    throw aiUnavailable(message, malformed ? 'MALFORMED' : 'PROVIDER');
  }
}

export const usageOf = (usage: OpenAI.CompletionUsage | undefined | null): CallCounts => ({
  tokensIn: usage?.prompt_tokens ?? 0,
  tokensOut: usage?.completion_tokens ?? 0,
  images: 0,
});

/** A chat call that must answer JSON matching `schema`. */
export async function jsonCall<T>(tool: AiTool, by: string, system: string, user: string, schema: z.ZodType<T>): Promise<T> {
  await checkCanCall(by);
  const model = aiConfig().textModel;
  return runAiCall(tool, model, by, async () => {
    const completion = await aiClient().chat.completions.create({
      model,
      messages: [
        { role: 'system', content: `${SITE_VOICE}\nAnswer with one JSON object only.` },
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      response_format: { type: 'json_object' },
    });
    const counts = usageOf(completion.usage);
    const text = completion.choices?.[0]?.message?.content ?? '';
    let parsed: z.ZodSafeParseResult<T>;
    try {
      parsed = schema.safeParse(JSON.parse(text));
    } catch {
      throw Object.assign(new MalformedAnswer('invalid JSON'), { counts });
    }
    if (!parsed.success) throw Object.assign(new MalformedAnswer('unexpected JSON'), { counts });
    return { result: parsed.data, ...counts };
  });
}

// ---------------------------------------------------------------------------------------------- status and usage

export async function aiToolsStatus() {
  const config = aiConfig();
  return {
    configured: config.configured,
    message: config.configured ? null : NOT_CONFIGURED_MESSAGE,
    textModel: config.textModel,
    imageModel: config.imageModel,
    monthlyBudgetGbp: config.monthlyBudgetGbp,
    spentThisMonthGbp: await spentThisMonthGbp(clockNow()),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const USAGE_MAX_DAYS = 366;

function checkRange(from: string, to: string) {
  const problems = [];
  if (!DAY.test(from)) problems.push({ path: 'from', message: 'Choose a start day' });
  if (!DAY.test(to)) problems.push({ path: 'to', message: 'Choose an end day' });
  if (!problems.length && from > to) problems.push({ path: 'to', message: 'The end day must not be before the start day' });
  if (problems.length) throw invalidInput(problems);
  const count = Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;
  if (count > USAGE_MAX_DAYS) throw invalidInput([{ path: 'from', message: `Choose at most ${USAGE_MAX_DAYS} days` }]);
  return lastDays(to, count);
}

/** Totals and per-day, per-tool figures of [from, to] (London days), read from the daily counters only. */
export async function aiUsageSummary(from: string, to: string) {
  const days = checkRange(from, to);
  const stats = await readAiUsageDays(days);
  const sum = (field: string) => stats.reduce((total, day) => total + (day[field] ?? 0), 0);
  return {
    from,
    to,
    calls: sum('calls'),
    errors: sum('errors'),
    tokensIn: sum('tokensIn'),
    tokensOut: sum('tokensOut'),
    images: sum('images'),
    costGbp: fromMicroGbp(sum('costMicroGbp')),
    byTool: AI_TOOLS.map((tool) => ({ tool, calls: sum(`calls_${tool}`), costGbp: fromMicroGbp(sum(`cost_${tool}`)) })).filter(
      (t) => t.calls,
    ),
    days: days.map((day, i) => ({
      day,
      calls: stats[i].calls ?? 0,
      costGbp: fromMicroGbp(stats[i].costMicroGbp ?? 0),
      byTool: AI_TOOLS.map((tool) => ({
        tool,
        calls: stats[i][`calls_${tool}`] ?? 0,
        costGbp: fromMicroGbp(stats[i][`cost_${tool}`] ?? 0),
      })).filter((t) => t.calls),
    })),
  };
}

/** The recorded calls of [from, to] (London days, approximately: UTC midnight bounds with an hour's margin), newest first. */
export async function aiUsageRecordsPage(from: string, to: string, page: PageArgs) {
  checkRange(from, to);
  const start = new Date(Date.parse(`${from}T00:00:00Z`) - 3_600_000);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
  const result = await countedPage(aiUsageList({ from: start, to: end }), page);
  return {
    ...result,
    nodes: result.nodes.map(toUsageNode),
    edges: result.edges.map((edge) => ({ ...edge, node: toUsageNode(edge.node) })),
  };
}

function toUsageNode<T extends { costMicroGbp: number }>(record: T) {
  return { ...record, costGbp: fromMicroGbp(record.costMicroGbp) };
}
