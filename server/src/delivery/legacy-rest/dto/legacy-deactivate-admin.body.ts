import { ApiPropertyOptional } from '@nestjs/swagger';

export class LegacyDeactivateAdminBody {
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description:
      "An active admin who takes the deactivated admin's open requests and their follow-ups; absent or null: they become unowned",
  })
  reassign_to?: number | null;

  @ApiPropertyOptional({
    enum: ['keep', 'revoke'],
    description:
      'The API tokens the admin created: `keep` (the default) keeps them working with the caller as their owner, as for the webhook ' +
      'endpoints the admin registered; `revoke` revokes them at once and turns those endpoints off',
  })
  api_tokens?: 'keep' | 'revoke';
}
