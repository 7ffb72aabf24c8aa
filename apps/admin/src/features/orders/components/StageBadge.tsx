import { Badge } from '@/components/ui/badge';
import { STAGE_LABELS } from '@/lib/labels';
import type { FulfilmentStage } from '../api/schemas';

const ATTENTION: readonly FulfilmentStage[] = ['TO_CONFIRM', 'DELIVERY_FAILED', 'RETURN_OPEN'];

/**
 * An order's stage in words (never by colour alone); stages waiting for staff stand out.
 *
 * @example
 * <StageBadge stage="TO_CONFIRM" />
 */
export function StageBadge({ stage }: { stage: FulfilmentStage }) {
  return (
    <Badge
      variant={
        ATTENTION.includes(stage) ? 'default' : stage === 'CANCELLED' ? 'outline' : 'secondary'
      }
    >
      {STAGE_LABELS[stage]}
    </Badge>
  );
}
