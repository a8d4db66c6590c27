type Node = Record<string, unknown>;

/**
 * `@nestjs/swagger` writes OpenAPI 3.0; the served document is 3.1 (docs/INTEGRATORS.md, "Webhooks": its `webhooks`
 * exist only there). 3.1's schemas are JSON Schema: `nullable: true` becomes a `null` type (or
 * a `null` branch beside a `$ref`/composition), boolean `exclusiveMinimum`/`exclusiveMaximum`
 * become the bound itself. Everything else carries over unchanged.
 */
export function toOpenApi31<T extends object>(document: T): T {
  return { ...(convert(document) as T), openapi: '3.1.0' };
}

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert);
  if (value === null || typeof value !== 'object') return value;
  const node: Node = {};
  for (const [key, child] of Object.entries(value as Node)) node[key] = convert(child);
  for (const bound of ['Minimum', 'Maximum'] as const) {
    const flag = `exclusive${bound}`;
    const limit = bound.toLowerCase();
    if (typeof node[flag] === 'boolean') {
      if (node[flag] && typeof node[limit] === 'number') {
        node[flag] = node[limit];
        delete node[limit];
      } else delete node[flag];
    }
  }
  if (node.nullable === undefined) return node;
  const isNullable = node.nullable === true;
  delete node.nullable;
  if (!isNullable) return node;
  if (typeof node.type === 'string')
    return { ...node, type: [node.type, 'null'], ...(Array.isArray(node.enum) && { enum: [...node.enum, null] }) };
  return { anyOf: [node, { type: 'null' }] };
}
