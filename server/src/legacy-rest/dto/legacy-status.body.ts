import { ApiProperty } from '@nestjs/swagger';

export class LegacyStatusBody {
  @ApiProperty({ enum: ['PENDING', 'PROCESSING', 'COMPLETED', 'REJECTED'] })
  status: string;
}
