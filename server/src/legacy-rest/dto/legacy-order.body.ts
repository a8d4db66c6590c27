import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class LegacyOrderBody {
  @ApiProperty({ example: 'علی رضایی' })
  full_name: string;

  @ApiProperty({ description: 'Iranian mobile number; Persian or Arabic digits accepted', example: '09123456789' })
  phone_number: string;

  @ApiPropertyOptional({ example: 'فروشگاه پوشاک دارم' })
  description?: string;
}
