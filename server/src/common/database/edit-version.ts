import { applyDecorators } from '@nestjs/common';
import { Field, Int } from '@nestjs/graphql';
import { Column } from 'typeorm';

/**
 * The record's edit version (docs/ARCHITECTURE.md, "Edit versions"): 1 when created, raised by one
 * by every write of the fields staff edit in a form. `update: false`: an entity's `save` never
 * writes it (a stale copy in memory must not lower it); only the conditional
 * `UPDATE … SET version = version + 1 WHERE id = ? AND version = ?` of `claimEdit` raises it.
 * Not TypeORM's `@VersionColumn`, which raises it on every save and never compares.
 */
export function EditVersion(): PropertyDecorator {
  return applyDecorators(
    Field(() => Int, { description: 'The edit version: send it back with an update so a change made meanwhile is not overwritten.' }),
    Column({ type: 'int', default: 1, update: false }),
  );
}
