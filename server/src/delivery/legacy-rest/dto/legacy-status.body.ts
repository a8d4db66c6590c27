import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class LegacyStatusBody {
  @ApiProperty({ enum: ['PENDING', 'PROCESSING', 'COMPLETED', 'REJECTED'] })
  status: string;

  @ApiPropertyOptional({
    enum: ['PENDING', 'PROCESSING', 'COMPLETED', 'REJECTED'],
    description: 'The status the operator saw: if the request has another one by now, the change is refused with 409',
  })
  expected_status?: string;

  @ApiPropertyOptional({
    description:
      'Updates: the `version` the record had when loaded; a record changed since is refused with 409. Absent: the last write wins.',
  })
  version?: number;
}
