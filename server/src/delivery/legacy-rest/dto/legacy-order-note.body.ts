import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class LegacyOrderNoteBody {
  @ApiProperty({ maxLength: 2000 })
  note: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When to call (ISO 8601, not in the past); omitted: the follow-up already set stays',
  })
  next_call_at?: string | null;
}
