import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** multipart/form-data */
export class LegacyWorkSampleForm {
  @ApiProperty({ description: 'Site address, with or without https://', example: 'nanvayi-sahar.ir' })
  domain_name: string;

  @ApiProperty({ example: 'نانوایی سحر' })
  title: string;

  @ApiPropertyOptional()
  description?: string;

  @ApiPropertyOptional({ enum: [0, 1], description: 'Shown on the public site' })
  is_active?: number;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'PNG, JPEG, WebP or GIF, at most 5 MB; required on add' })
  image?: unknown;

  @ApiPropertyOptional({ name: 'plans[]', type: [Number] })
  plans?: number[];

  @ApiPropertyOptional({ enum: ['PUT'] })
  _method?: string;

  @ApiPropertyOptional({
    description:
      'Updates: the `version` the record had when loaded; a record changed since is refused with 409. Absent: the last write wins.',
  })
  version?: number;
}
