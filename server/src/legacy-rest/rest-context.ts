import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createLoaders, type Loaders } from 'src/graphql/loaders.js';
import { LegacyImageMapper } from './mappers.js';

/**
 * What every facade controller needs besides its services: the per-request DataLoaders the
 * resolvers use (so a REST list makes as few queries as its GraphQL twin) and the image mapper.
 */
@Injectable()
export class RestContext {
  constructor(
    private readonly dataSource: DataSource,
    readonly map: LegacyImageMapper,
  ) {}

  loaders(): Loaders {
    return createLoaders(this.dataSource);
  }
}
