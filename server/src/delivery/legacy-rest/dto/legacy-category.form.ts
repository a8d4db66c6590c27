import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** multipart/form-data */
export class LegacyCategoryForm {
  @ApiProperty({ example: 'فروشگاهی' })
  title: string;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'PNG, JPEG, WebP or GIF, at most 5 MB; required on create' })
  image?: unknown;

  @ApiPropertyOptional({ enum: ['PUT'] })
  _method?: string;

  @ApiPropertyOptional({
    description:
      'Updates: the `version` the record had when loaded; a record changed since is refused with 409. Absent: the last write wins.',
  })
  version?: number;
}
