import { Module } from '@nestjs/common';
import { TrashPurger } from './trash-purger.js';

/** Purges soft-deleted records once their undo window has passed (DESIGN: deletes that can be undone). */
@Module({ providers: [TrashPurger], exports: [TrashPurger] })
export class TrashModule {}
