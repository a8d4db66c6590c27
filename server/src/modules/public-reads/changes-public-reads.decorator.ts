import { SetMetadata } from '@nestjs/common';
import type { PublicTopic } from './public-topic.js';

export const CHANGES_PUBLIC_READS = Symbol('changes-public-reads');

/**
 * Declares that a service method writes data public reads show: when it settles (answered or
 * failed half-way), every cached answer built from these topics is dropped, before the caller
 * can send its own answer. The wrapping is done once at start by `WriteInvalidator`.
 */
export const ChangesPublicReads = (...topics: PublicTopic[]) => SetMetadata(CHANGES_PUBLIC_READS, topics);
