import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * The 401 of a login whose second step is due, and of a refused second step (docs/INTEGRATORS.md, "Admins, roles,
 * sessions and lockouts").
 */
export class LegacySecondStepRefusal {
  @ApiProperty({ example: 'کد تأیید دو مرحله‌ای لازم است' })
  message: string;

  @ApiProperty({ description: 'The same text as `message`, as every refusal of the facade carries it' })
  error: string;

  @ApiProperty({
    description:
      '`TWO_FACTOR_REQUIRED`: the password was right, send a code to /api/admin/login/verify; `TWO_FACTOR_SETUP_REQUIRED`: ' +
      'ADMIN_2FA requires two-factor sign-in the admin has not set up (/api/admin/login/setup, then /verify); ' +
      '`TWO_FACTOR_INVALID`: a wrong code; `TWO_FACTOR_CHALLENGE_INVALID`: the challenge expired or was used (sign in again)',
    enum: ['TWO_FACTOR_REQUIRED', 'TWO_FACTOR_SETUP_REQUIRED', 'TWO_FACTOR_INVALID', 'TWO_FACTOR_CHALLENGE_INVALID'],
  })
  code: string;

  @ApiPropertyOptional({
    description: 'With TWO_FACTOR_REQUIRED and TWO_FACTOR_SETUP_REQUIRED: the challenge for the second step (5 minutes, once)',
  })
  challenge?: string;
}
