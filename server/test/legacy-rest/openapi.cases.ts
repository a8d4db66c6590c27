/**
 * @engines sqlite: the served OpenAPI document and the docs page, built from the controllers' decorators; nothing here reads the database (jest.config.js runs such files on one engine).
 */
import { REST_CREATES } from 'src/delivery/idempotency/creates.js';
import { startTestApp, type TestApp } from 'test/support/test-app.js';
import { describeSqlite } from '../support/engines.js';

describeSqlite(() => {
  /** Every row of docs/ARCHITECTURE.md §7, as method and OpenAPI path. */
  const ROWS: [string, string][] = [
    ['get', '/api/plans'],
    ['get', '/api/work-samples'],
    ['get', '/api/themes'],
    ['post', '/api/orders/create'],
    ['post', '/api/admin/login'],
    ['get', '/api/user/view-all'],
    ['post', '/api/user/create-user'],
    ['get', '/api/user/{id}/edit-user'],
    ['post', '/api/user/{id}/update-user'],
    ['get', '/api/themes/all'],
    ['post', '/api/themes/sort'],
    ['get', '/api/themes/add-theme'],
    ['post', '/api/themes/add-theme'],
    ['get', '/api/themes/edit-theme/{id}'],
    ['post', '/api/themes/update-theme/{id}'],
    ['get', '/api/themes/categories'],
    ['post', '/api/themes/categories/add'],
    ['get', '/api/themes/categories/edit/{id}'],
    ['post', '/api/themes/categories/update/{id}'],
    ['get', '/api/themes/plans'],
    ['post', '/api/themes/plans/add'],
    ['get', '/api/themes/plans/edit/{id}'],
    ['put', '/api/themes/plans/update/{id}'],
    ['get', '/api/themes/plans/{id}/get-features'],
    ['post', '/api/themes/plans/{id}/sync-features'],
    ['get', '/api/themes/features'],
    ['post', '/api/themes/features/add'],
    ['get', '/api/themes/features/edit/{id}'],
    ['put', '/api/themes/features/update/{id}'],
    ['post', '/api/themes/features/make-primary'],
    ['post', '/api/themes/features/sort'],
    ['get', '/api/customers/all'],
    ['post', '/api/customers/add'],
    ['get', '/api/customers/edit/{id}'],
    ['put', '/api/customers/update/{id}'],
    ['get', '/api/customers/{id}/create-plans-for-customer'],
    ['post', '/api/customers/save-plans-for-customer'],
    ['get', '/api/customers/{id}/get-user-plans'],
    ['post', '/api/customers/remove-plan/{id}'],
    ['get', '/api/customers/{id}/view-plans/edit'],
    ['post', '/api/customers/{id}/view-plans/update'],
    ['get', '/api/orders/all'],
    ['post', '/api/orders/{id}/change-status'],
    ['get', '/api/work-samples/all'],
    ['post', '/api/work-samples/add'],
    ['get', '/api/work-samples/edit/{id}'],
    ['post', '/api/work-samples/update/{id}'],
  ];

  describe('the OpenAPI description of the facade', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
    });
    afterAll(() => t.close());

    it('documents every row of the legacy API with a summary, and the admin rows with bearer auth', async () => {
      const res = await t.http.get('/api/openapi.json');
      expect(res.status).toBe(200);
      const doc = res.body;
      expect(doc.openapi).toMatch(/^3\./);
      for (const [method, path] of ROWS) {
        const operation = doc.paths[path]?.[method];
        expect({ method, path, documented: Boolean(operation?.summary) }).toEqual({ method, path, documented: true });
      }
      expect(doc.paths['/api/themes/all'].get.security).toEqual([{ bearer: [] }, { apiToken: [] }]);
      for (const path of ['/api/export/customers.csv', '/api/export/orders.csv', '/api/export/customer-plans.csv']) {
        expect(doc.paths[path].get).toMatchObject({ summary: expect.stringMatching(/CSV/), security: [{ bearer: [] }, { apiToken: [] }] });
        expect(Object.keys(doc.paths[path].get.responses['200'].content ?? {})).toEqual(['text/csv']);
      }
      expect(doc.paths['/api/plans'].get.security).toBeUndefined();
      const addTheme = doc.paths['/api/themes/add-theme'].post;
      expect(Object.keys(addTheme.requestBody.content)).toContain('multipart/form-data');
      expect(doc.components.schemas.LegacyThemeForm.properties.image).toMatchObject({ type: 'string', format: 'binary' });
      expect(addTheme.responses['422']).toBeDefined();
    });

    it('states the fields each update requires (spec 5), the same as its create', async () => {
      const doc = (await t.http.get('/api/openapi.json')).body;
      const required = (method: string, path: string): string[] => {
        const content = doc.paths[path][method].requestBody.content;
        const ref: string = (content['application/json'] ?? content['multipart/form-data']).schema.$ref;
        return [...(doc.components.schemas[ref.split('/').pop()!].required ?? [])].sort();
      };
      const updates: [string, string, string[]][] = [
        ['post', '/api/user/{id}/update-user', ['email', 'family', 'name', 'phone']],
        ['post', '/api/themes/update-theme/{id}', ['link', 'title']],
        ['put', '/api/themes/update-theme/{id}', ['link', 'title']],
        ['post', '/api/themes/categories/update/{id}', ['title']],
        ['put', '/api/themes/plans/update/{id}', ['title']],
        ['put', '/api/themes/features/update/{id}', ['title']],
        ['put', '/api/customers/update/{id}', ['email', 'family', 'name', 'phone']],
        ['post', '/api/work-samples/update/{id}', ['domain_name', 'title']],
      ];
      for (const [method, path, fields] of updates) {
        expect({ method, path, required: required(method, path) }).toEqual({ method, path, required: fields });
      }
      expect(doc.paths['/api/themes/plans/update/{id}'].put.responses['415']).toBeDefined();
    });

    it('documents the Idempotency-Key header on every create', async () => {
      const doc = (await t.http.get('/api/openapi.json')).body as {
        info: { description: string };
        paths: Record<string, { post?: { parameters?: { name: string; in: string }[] } }>;
      };
      const creates = Object.entries(doc.paths).filter(([, item]) =>
        (item.post?.parameters ?? []).some((p) => p.name === 'Idempotency-Key' && p.in === 'header'),
      );
      expect(creates.map(([path]) => path).sort()).toEqual([...REST_CREATES].sort());
      expect(doc.info.description).toMatch(/Idempotency-Key/);
    });

    it('types the single reads and the sync parameters: success body, path id as integer, per_page 1-100, 410 and 422 bodies', async () => {
      const doc = (await t.http.get('/api/openapi.json')).body;
      for (const path of ['/api/orders/{id}', '/api/customers/{id}', '/api/customer-plans/{id}']) {
        const read = doc.paths[path].get;
        expect(read.parameters).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ name: 'id', in: 'path', schema: expect.objectContaining({ type: 'integer' }) }),
          ]),
        );
        const body = read.responses['200'].content['application/json'].schema;
        expect(body.properties).toMatchObject({
          id: { type: 'integer' },
          version: { type: 'integer' },
          updated_at: { type: 'string', format: 'date-time' },
        });
        expect(Object.keys(read.responses)).toEqual(expect.arrayContaining(['404', '422']));
      }
      for (const path of ['/api/orders/all', '/api/customers/all', '/api/customer-plans']) {
        const list = doc.paths[path].get;
        const params = Object.fromEntries((list.parameters as { name: string; schema: unknown }[]).map((p) => [p.name, p.schema]));
        expect(params).toMatchObject({
          per_page: { type: 'integer', minimum: 1, maximum: 100 },
          updated_since: { format: 'date-time' },
          after: { type: 'string' },
        });
        expect(list.responses['410'].content['application/json'].schema).toBeDefined();
        expect(list.responses['422'].content['application/json'].schema).toBeDefined();
      }
      expect(
        doc.paths['/api/customer-plans/{id}'].get.responses['200'].content['application/json'].schema.properties.description.description,
      ).toMatch(/••••/);
      // Errors a machine can branch on: a code in every error body, the scope a 403 lacks, the 401's challenge.
      const read = doc.paths['/api/orders/{id}'].get;
      const schemaOf = (status: string) => {
        const schema = read.responses[status].content['application/json'].schema;
        return schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
      };
      for (const status of ['401', '403', '404', '422']) expect(schemaOf(status).properties.code).toBeDefined();
      expect(schemaOf('403').properties.scope).toBeDefined();
      expect(read.responses['401'].headers['WWW-Authenticate']).toBeDefined();
      expect(doc.info.description).toMatch(/application\/problem\+json/);
    });

    it('serves a browsable page from the product itself', async () => {
      const page = await t.http.get('/api/docs');
      expect(page.status).toBe(200);
      expect(page.text).toContain('swagger-ui');
      expect(page.text).not.toMatch(/https?:\/\/(cdn|unpkg)/);
      const css = await t.http.get('/api/docs/swagger-ui.css');
      expect(css.status).toBe(200);
    });
  });
});
