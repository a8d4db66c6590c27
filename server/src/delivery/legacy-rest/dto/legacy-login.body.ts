import { ApiProperty } from '@nestjs/swagger';

export class LegacyLoginBody {
  @ApiProperty({ description: 'E-mail or mobile number (Persian digits accepted)', example: 'admin@example.com' })
  login: string;

  @ApiProperty({ example: 'secret-password' })
  password: string;
}
