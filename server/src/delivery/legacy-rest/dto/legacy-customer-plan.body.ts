import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class LegacyCustomerPlanBody {
  @ApiPropertyOptional({ description: 'Required on save; ignored on update', example: 1 })
  customer_id?: number;

  @ApiProperty({ example: 2 })
  plan_id: number;

  @ApiPropertyOptional({ description: 'The template code', example: 7 })
  theme_id?: number;

  @ApiProperty({ example: 'test.ir' })
  domain_name: string;

  @ApiPropertyOptional({ description: 'Gregorian YYYY-MM-DD', example: '2026-03-21' })
  order_date?: string;

  @ApiPropertyOptional({ description: 'Gregorian YYYY-MM-DD, not before order_date', example: '2027-03-21' })
  expire_date?: string;

  @ApiPropertyOptional({ description: 'Access details for staff' })
  description?: string;

  @ApiPropertyOptional({ description: 'Amount paid in tomans', example: 9900000 })
  paid?: number;

  @ApiPropertyOptional({ enum: [0, 1], description: 'Defaults to 0' })
  is_active?: number;

  @ApiPropertyOptional({
    description:
      'Updates: the `version` the record had when loaded; a record changed since is refused with 409. Absent: the last write wins.',
  })
  version?: number;
}
