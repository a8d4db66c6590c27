import { Field, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsInt, IsOptional, Min } from 'class-validator';

/** What becomes of the API tokens a deactivated admin created (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"). */
export enum ApiTokenDisposal {
  KEEP = 'KEEP',
  REVOKE = 'REVOKE',
}
registerEnumType(ApiTokenDisposal, {
  name: 'ApiTokenDisposal',
  valuesMap: {
    KEEP: { description: 'The tokens keep working; the superadmin who deactivates becomes their owner, and of the webhook endpoints too' },
    REVOKE: { description: 'The tokens are revoked at once and the webhook endpoints the admin registered are turned off' },
  },
});

@InputType({ description: 'The choices of the «غیرفعال کردن» dialog.' })
export class DeactivateAdminInput {
  @Field(() => Int, {
    nullable: true,
    description: "The active admin who takes the deactivated admin's open requests and their follow-ups; null or absent: unowned.",
  })
  @IsOptional()
  @IsInt({ message: 'مدیر جایگزین معتبر نیست' })
  @Min(1, { message: 'مدیر جایگزین معتبر نیست' })
  reassignTo?: number | null;

  @Field(() => ApiTokenDisposal, { nullable: true, description: 'Absent: KEEP.' })
  @IsOptional()
  @IsEnum(ApiTokenDisposal, { message: 'انتخاب توکن‌های API معتبر نیست' })
  apiTokens?: ApiTokenDisposal | null;
}
