import type { StoredPurchase } from '../leads';
import type { LeadPipeline, LostReason, PipelineStatus } from './leadPipeline.types';

/** The pipeline of a purchase as the buying company reads it. */
export function pipelineView(purchase: StoredPurchase): LeadPipeline {
  const pipeline = purchase.pipeline;
  return {
    status: pipeline.status as PipelineStatus,
    lostReason: pipeline.lostReason as LostReason | null,
    lostNote: pipeline.lostNote,
    nextActionDate: pipeline.nextActionDate,
    closed: purchase.refunded,
    updatedAt: pipeline.updatedAt,
  };
}
