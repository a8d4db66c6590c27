import { ORDER_CHANNEL_LABELS as LABELS } from '@site-builder/rules';
import type { OrderChannel } from '@/generated/graphql';

/** The door a request came in by, as the request page names it (one list with the orders file's). */
export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = LABELS;
