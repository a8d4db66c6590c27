import { ApiProperty } from '@nestjs/swagger';

export class LegacyValidationError {
  @ApiProperty({ example: 'عنوان الزامی است' })
  message: string;

  @ApiProperty({ example: { title: ['عنوان الزامی است'] }, description: 'Persian messages per field' })
  errors: Record<string, string[]>;

  @ApiProperty({ example: 'VALIDATION_FAILED', description: 'Stable code (docs/INTEGRATORS.md, "Errors")' })
  code: string;
}

export class LegacyRefusal {
  @ApiProperty({ example: 'این ایمیل برای مدیر دیگری ثبت شده است' })
  error: string;

  @ApiProperty()
  message: string;

  @ApiProperty({
    example: 'NOT_FOUND',
    description:
      'Stable code to branch on, the GraphQL codes (docs/INTEGRATORS.md, "Errors"); some calls name their own (`SYNC_CURSOR_EXPIRED`)',
  })
  code: string;
}

export class LegacyScopeRefusal extends LegacyRefusal {
  @ApiProperty({ example: 'customers:read', nullable: true, description: 'The scope the token lacks; null for a call no token may make' })
  scope: string | null;
}

export class LegacyConflict extends LegacyRefusal {
  @ApiProperty({
    description:
      'The record as it is now (`version`, `current` with the fields in snake_case), the fields the last change touched (`changed_fields`), who made it (`changed_by`: `id`, `name`, or null) and when (`changed_at`)',
    example: {
      version: 3,
      current: { id: 5, name: 'رضا', family: 'کریمی', version: 3 },
      changed_fields: ['family'],
      changed_by: { id: 2, name: 'مریم احمدی' },
      changed_at: '2026-11-26T08:00:00.000Z',
    },
  })
  conflict: Record<string, unknown>;
}
