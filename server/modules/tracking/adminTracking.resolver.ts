import { Arg, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { aiVisitStats, phoneClickStats } from './adminTracking.service';
import { AiVisitStats, PhoneClickStats } from './adminTracking.types';

const FROM = { nullable: true, description: 'First day (YYYY-MM-DD, Europe/London); left out: 29 days before `to`.' } as const;
const TO = { nullable: true, description: 'Last day, included (YYYY-MM-DD); left out: today. At most 366 days in all.' } as const;

@Resolver()
export class AdminTrackingResolver {
  @Access('ADMIN')
  @Query(() => PhoneClickStats, {
    description: 'Clicks on phone links by day, page and number. Reads one daily counter document per day of the range, never the clicks.',
  })
  adminPhoneClicks(
    @Arg('from', () => String, FROM) from: string | null,
    @Arg('to', () => String, TO) to: string | null,
  ): Promise<PhoneClickStats> {
    return phoneClickStats(from ?? null, to ?? null);
  }

  @Access('ADMIN')
  @Query(() => AiVisitStats, {
    description: 'AI crawler and AI assistant visits by day, page, agent and kind. Reads one daily counter document per day of the range.',
  })
  adminAiVisits(
    @Arg('from', () => String, FROM) from: string | null,
    @Arg('to', () => String, TO) to: string | null,
  ): Promise<AiVisitStats> {
    return aiVisitStats(from ?? null, to ?? null);
  }
}
