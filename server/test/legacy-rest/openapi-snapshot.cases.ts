/**
 * @engines sqlite: the served OpenAPI document against its committed outline, built from the controllers' decorators; nothing here reads the database (jest.config.js runs such files on one engine).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { startTestApp, type TestApp } from 'test/support/test-app.js';
import { describeSqlite } from '../support/engines.js';

describeSqlite(() => {
  const SNAPSHOT = new URL('../fixtures/openapi-outline.json', import.meta.url);
  const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

  type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[] };
  type Doc = { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, Schema>; securitySchemes?: object } };

  /**
   * What an integrator relies on, one line each: the security schemes, every path and method, the
   * schemes each accepts, every parameter, every response status, and every field of request and
   * response bodies (through `$ref`s).
   */
  function outline(doc: Doc): string[] {
    const lines = new Set<string>();
    const fields = (prefix: string, schema: Schema | undefined, seen: Set<string>): void => {
      if (!schema) return;
      if (schema.$ref) {
        if (seen.has(schema.$ref)) return;
        const name = schema.$ref.split('/').pop()!;
        return fields(prefix, doc.components?.schemas?.[name], new Set([...seen, schema.$ref]));
      }
      for (const part of schema.allOf ?? []) fields(prefix, part, seen);
      if (schema.items) fields(`${prefix}[]`, schema.items, seen);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        lines.add(`${prefix}.${name}`);
        fields(`${prefix}.${name}`, property, seen);
      }
    };
    for (const scheme of Object.keys(doc.components?.securitySchemes ?? {})) lines.add(`security scheme ${scheme}`);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const at = `${method.toUpperCase()} ${path}`;
        lines.add(at);
        for (const requirement of operation.security ?? [])
          for (const scheme of Object.keys(requirement)) lines.add(`${at} security ${scheme}`);
        for (const parameter of operation.parameters ?? []) lines.add(`${at} parameter ${parameter.in} ${parameter.name}`);
        for (const [type, content] of Object.entries<{ schema?: Schema }>(operation.requestBody?.content ?? {})) {
          fields(`${at} body ${type}`, content.schema, new Set());
        }
        for (const [status, response] of Object.entries<{ content?: Record<string, { schema?: Schema }> }>(operation.responses ?? {})) {
          lines.add(`${at} ${status}`);
          for (const [type, content] of Object.entries(response.content ?? {}))
            fields(`${at} ${status} ${type}`, content.schema, new Set());
        }
      }
    }
    return [...lines].sort();
  }

  describe('the served OpenAPI document against its committed outline', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
    });
    afterAll(() => t.close());

    it('still documents every path, parameter and response field of the snapshot (additions are fine)', async () => {
      const served = outline((await t.http.get('/api/openapi.json')).body as Doc);
      // After an intended addition: UPDATE_OPENAPI_SNAPSHOT=1 rewrites the outline (review the diff).
      if (process.env.UPDATE_OPENAPI_SNAPSHOT) writeFileSync(SNAPSHOT, `${JSON.stringify(served, null, 2)}\n`);
      const committed = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as string[];
      const have = new Set(served);
      expect(committed.filter((line) => !have.has(line))).toEqual([]);
      expect(committed.length).toBeGreaterThan(200);
    });

    it('would notice a path, a parameter or a field going away', () => {
      const doc: Doc = {
        paths: {
          '/api/x/{id}': {
            get: {
              parameters: [{ in: 'path', name: 'id' }],
              responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/X' } } } } },
            },
          },
        },
        components: { schemas: { X: { properties: { a: { type: 'string' }, b: { items: { properties: { c: {} } } } } } } },
      };
      const before = outline(doc);
      expect(before).toEqual(
        expect.arrayContaining([
          'GET /api/x/{id} parameter path id',
          'GET /api/x/{id} 200 application/json.a',
          'GET /api/x/{id} 200 application/json.b[].c',
        ]),
      );
      delete doc.components!.schemas!.X.properties!.a;
      expect(before.filter((line) => !outline(doc).includes(line))).toEqual(['GET /api/x/{id} 200 application/json.a']);
    });
  });
});
