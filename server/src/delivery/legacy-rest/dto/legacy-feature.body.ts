import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class LegacyFeatureBody {
  @ApiProperty({ example: 'دامنه رایگان .ir' })
  title: string;

  @ApiPropertyOptional({ description: '1 for a section heading of the comparison table', enum: [0, 1] })
  is_heading?: number;

  @ApiPropertyOptional({
    description:
      'Updates: the `version` the record had when loaded; a record changed since is refused with 409. Absent: the last write wins.',
  })
  version?: number;
}
