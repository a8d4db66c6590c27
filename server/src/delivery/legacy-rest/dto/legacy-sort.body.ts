import { ApiProperty } from '@nestjs/swagger';

export class LegacySortBody {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ description: 'Display position, ascending', example: 1 })
  sort: number;
}
