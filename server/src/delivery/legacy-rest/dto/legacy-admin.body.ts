import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class LegacyAdminBody {
  @ApiProperty({ example: 'سارا' })
  name: string;

  @ApiProperty({ example: 'محمدی' })
  family: string;

  @ApiProperty({ example: 'sara@example.com' })
  email: string;

  @ApiProperty({ description: 'Iranian mobile number', example: '09121112233' })
  phone: string;

  @ApiPropertyOptional({ description: 'Required on create; on update an empty value keeps the current one', minLength: 8 })
  password?: string;

  @ApiPropertyOptional({
    description:
      'Superadmins only (403 otherwise): `admin` (the default on create) or `superadmin`; the last superadmin keeps the role (400)',
    enum: ['admin', 'superadmin'],
  })
  role?: string;

  @ApiPropertyOptional({
    description: 'Required when you change your own password (422 under `current_password` when missing or wrong)',
  })
  current_password?: string;

  @ApiPropertyOptional({
    description:
      'Updates: the `version` the record had when loaded; a record changed since is refused with 409. Absent: the last write wins.',
  })
  version?: number;
}
