import { ApiProperty } from '@nestjs/swagger';

/** multipart/form-data (JSON is accepted too) */
export class LegacySyncFeaturesForm {
  @ApiProperty({ name: 'features[]', type: [Number], description: 'Every feature the plan includes' })
  features: number[];
}
