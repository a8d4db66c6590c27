import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** multipart/form-data */
export class LegacyThemeForm {
  @ApiProperty({ example: 'قالب فروشگاهی نارون' })
  title: string;

  @ApiProperty({ description: 'Demo URL, must be https', example: 'https://demo.example.com/themes/1' })
  link: string;

  @ApiPropertyOptional()
  short_description?: string;

  @ApiPropertyOptional()
  full_description?: string;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'PNG, JPEG, WebP or GIF, at most 5 MB; required on create' })
  image?: unknown;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'Phone mockup, optional' })
  mobile_image?: unknown;

  @ApiPropertyOptional({ name: 'plans[]', type: [Number], description: 'Plan ids' })
  plans?: number[];

  @ApiPropertyOptional({ name: 'categories[]', type: [Number], description: 'Category ids' })
  categories?: number[];

  @ApiPropertyOptional({ enum: ['PUT'], description: 'Sent by the legacy client on updates' })
  _method?: string;

  @ApiPropertyOptional({
    description:
      'Updates: the `version` the record had when loaded; a record changed since is refused with 409. Absent: the last write wins.',
  })
  version?: number;
}
