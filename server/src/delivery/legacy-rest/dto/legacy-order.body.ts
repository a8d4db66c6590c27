import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class LegacyOrderBody {
  @ApiProperty({ example: 'علی رضایی' })
  full_name: string;

  @ApiProperty({ description: 'Iranian mobile number; Persian or Arabic digits accepted', example: '09123456789' })
  phone_number: string;

  @ApiPropertyOptional({ example: 'فروشگاه پوشاک دارم' })
  description?: string;

  @ApiPropertyOptional({ description: 'The theme ordered from (its page); must exist', example: 5, nullable: true })
  theme_id?: number | null;

  @ApiPropertyOptional({ description: 'The plan chosen; must exist', example: 2, nullable: true })
  plan_id?: number | null;
}
