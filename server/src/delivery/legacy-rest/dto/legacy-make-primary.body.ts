import { ApiProperty } from '@nestjs/swagger';

export class LegacyMakePrimaryBody {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ enum: [0, 1], description: '1: bold and highlighted in the comparison table' })
  is_primary: number;
}
