import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { CHANGES_PUBLIC_READS } from './changes-public-reads.decorator.js';
import type { PublicTopic } from './public-topic.js';
import { PublicReadsService } from './public-reads.service.js';

type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * Wraps every provider method marked `@ChangesPublicReads(...)` once at start, so services only
 * declare what they change and neither resolvers nor controllers know a cache exists. The
 * invalidation runs after the method settles, also when it failed part way (an image stored
 * before a refused save), and before the caller gets the result.
 */
@Injectable()
export class WriteInvalidator implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reads: PublicReadsService,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, Method> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      for (const name of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const method = instance[name];
        const topics = Reflect.getMetadata(CHANGES_PUBLIC_READS, method) as PublicTopic[] | undefined;
        if (topics) instance[name] = this.wrap(method, topics);
      }
    }
  }

  private wrap(method: Method, topics: readonly PublicTopic[]): Method {
    const reads = this.reads;
    return async function (this: unknown, ...args: unknown[]) {
      try {
        return await method.apply(this, args);
      } finally {
        await reads.invalidate(topics);
      }
    };
  }
}
