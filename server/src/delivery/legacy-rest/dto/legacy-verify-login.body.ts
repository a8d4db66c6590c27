import { ApiProperty } from '@nestjs/swagger';

export class LegacyVerifyLoginBody {
  @ApiProperty({
    description: 'The `challenge` of the login’s 401 TWO_FACTOR_REQUIRED (or TWO_FACTOR_SETUP_REQUIRED) answer: 5 minutes, once',
  })
  challenge: string;

  @ApiProperty({
    description: 'The authenticator app’s current 6-digit code (Persian or Arabic digits accepted), or one of the recovery codes',
    example: '123456',
  })
  code: string;
}
