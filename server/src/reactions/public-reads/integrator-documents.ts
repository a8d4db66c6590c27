import { createHash } from 'node:crypto';
import { Kind, parse, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { PublicTopic } from './public-topic.js';

/**
 * Root fields whose whole answer comes from the public catalogue (plans, features, categories,
 * themes, active work samples and their relations, as `PublicCatalogue` reads them), so the
 * generations of these topics decide when it changes. A query naming any other root field is not kept.
 */
const CATALOGUE_FIELDS = new Set(['plans', 'features', 'categories', 'themes', 'publicTheme', 'workSamples', '__typename']);
export const CATALOGUE_TOPICS: readonly PublicTopic[] = ['plans', 'features', 'themes', 'categories', 'work-samples'];

/**
 * A document is kept from its second sight on: an integrator polls the same query, while a
 * document sent once (random aliases or literals, a scan) never reaches the store.
 */
const KEEP_FROM_SIGHTING = 2;
/** Longer documents are rare and run uncached (the site's own are under 400 characters). */
const MAX_QUERY_LENGTH = 4000;

interface Sighting {
  /** The store key: the document's canonical spelling, hashed. */
  key: string;
  name: string | null;
  count: number;
}

/**
 * Anonymous GraphQL queries other than the site's own, over the public catalogue only, without
 * variables: their answer is the same for everyone until a catalogue topic changes, so it is kept
 * like the site's (PublicReadsMiddleware: only a 200 without errors, as Apollo wrote it after every
 * limit and the cost cap). Whether a document qualifies is decided once per spelling.
 */
export class IntegratorDocuments {
  private readonly sightings = new LRUCache<string, Sighting | false>({ max: 256 });

  /** The store key for `query` when its answer may be kept now, else null (it runs uncached). A look does not count as a sight. */
  keyOf(query: string, operationName: unknown, look = false): string | null {
    let sighting = this.sightings.get(query);
    if (sighting === undefined) {
      sighting = sightingOf(query);
      this.sightings.set(query, sighting);
    }
    if (!sighting || (operationName != null && operationName !== sighting.name)) return null;
    if (!look) sighting.count++;
    return sighting.count >= KEEP_FROM_SIGHTING ? sighting.key : null;
  }
}

function sightingOf(query: string): Sighting | false {
  if (query.length > MAX_QUERY_LENGTH) return false;
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: 2000 });
  } catch {
    return false;
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1) return false;
  const [operation] = operations;
  if (operation.operation !== 'query' || operation.variableDefinitions?.length || operation.directives?.length) return false;
  const catalogueOnly = operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && !selection.directives?.length && CATALOGUE_FIELDS.has(selection.name.value),
  );
  if (!catalogueOnly) return false;
  const key = createHash('sha256').update(print(document)).digest('base64url');
  return { key: `graphql:document:${key}`, name: operation.name?.value ?? null, count: 0 };
}
