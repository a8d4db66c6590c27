import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class LegacyPlanBody {
  @ApiProperty({ example: 'سایت فروشگاهی' })
  title: string;

  @ApiPropertyOptional({ description: 'Yearly list price in tomans; empty for "by agreement"', example: 16400000 })
  list_price?: number;

  @ApiPropertyOptional({ description: 'Discounted yearly price in tomans', example: 9900000 })
  price?: number;

  @ApiPropertyOptional({ description: 'Hosting space in GB', example: 2 })
  hosting_space_gb?: number;

  @ApiPropertyOptional({
    description:
      'Updates: the `version` the record had when loaded; a record changed since is refused with 409. Absent: the last write wins.',
  })
  version?: number;
}
