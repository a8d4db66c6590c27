import { ApiProperty } from '@nestjs/swagger';

export class LegacyLoginSetupBody {
  @ApiProperty({ description: 'The `challenge` of the login’s 401 TWO_FACTOR_SETUP_REQUIRED answer' })
  challenge: string;
}
