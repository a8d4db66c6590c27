import { applyDecorators } from '@nestjs/common';
import { Field, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { fa } from './fa-messages.js';

/**
 * An update's `version`: the edit version the editor loaded. Named, the update is refused with
 * `CONFLICT` if the record changed since; absent, the last write wins (the REST facade's
 * integrators, docs/ARCHITECTURE.md "Edit versions").
 */
export function EditVersionField(): PropertyDecorator {
  return applyDecorators(
    Field(() => Int, {
      nullable: true,
      description: 'The `version` the editor loaded: a record changed since is refused with CONFLICT. Absent: the last write wins.',
    }),
    IsOptional(),
    IsInt(fa.int),
    Min(1, fa.min),
    Max(2_147_483_647, fa.max),
  );
}
