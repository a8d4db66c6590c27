import { ApiProperty } from '@nestjs/swagger';

export class LegacyAssignBody {
  @ApiProperty({ type: Number, nullable: true, description: 'The admin who will call the request back; null leaves it unowned' })
  owner_id: number | null;
}
