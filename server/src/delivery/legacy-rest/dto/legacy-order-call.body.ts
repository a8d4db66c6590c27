import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CallOutcome } from 'src/domain/orders/calls/order-call.entity.js';

export class LegacyOrderCallBody {
  @ApiProperty({ enum: CallOutcome, description: 'How the call went' })
  outcome: CallOutcome;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  note?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When to call again (ISO 8601, not in the past); omitted: no follow-up, the previous one is settled',
  })
  next_call_at?: string | null;
}
