import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class LegacyCustomerBody {
  @ApiProperty({ example: 'رضا' })
  name: string;

  @ApiProperty({ example: 'کریمی' })
  family: string;

  @ApiProperty({ example: 'reza@example.com' })
  email: string;

  @ApiProperty({ description: 'Mobile or landline with area code', example: '02188776655' })
  phone: string;

  @ApiPropertyOptional({ description: 'The expert note' })
  description?: string;

  @ApiPropertyOptional({
    description:
      'Updates: the `version` the record had when loaded; a record changed since is refused with 409. Absent: the last write wins.',
  })
  version?: number;
}
