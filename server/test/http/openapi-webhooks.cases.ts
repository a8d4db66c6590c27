/**
 * @engines sqlite: the served OpenAPI document, built from the controllers (jest.config.js runs such files on one engine).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { publishedRecord } from 'src/reactions/webhooks/webhook-events.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeSqlite } from '../support/engines.js';

describeSqlite(() => {
  describe('the served OpenAPI document (3.1, with webhooks)', () => {
    let t: TestApp;
    let doc: any;

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      doc = (await t.http.get('/api/openapi.json')).body;
    });

    afterAll(() => t?.close());

    it('is a valid OpenAPI 3.1.0 document', async () => {
      expect(doc.openapi).toBe('3.1.0');
      const result = await new Validator().validate(doc);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
      // 3.0's `nullable` has no meaning in 3.1: every one became a null type.
      expect(JSON.stringify(doc)).not.toContain('"nullable"');
    });

    it('describes every event the site posts, with the Standard Webhooks headers', () => {
      expect(Object.keys(doc.webhooks).sort()).toEqual(
        [
          'customer.created',
          'customer_plan.created',
          'customer_plan.expiring',
          'order.call_logged',
          'order.created',
          'order.first_contact_overdue',
          'order.status_changed',
          'webhook.test',
        ].sort(),
      );
      for (const [type, item] of Object.entries<any>(doc.webhooks)) {
        const headers = item.post.parameters.filter((p: any) => p.in === 'header').map((p: any) => p.name);
        expect({ type, headers }).toEqual({ type, headers: ['webhook-id', 'webhook-timestamp', 'webhook-signature'] });
        expect(item.post.requestBody.content['application/json'].schema.properties.type).toEqual({ const: type });
      }
    });

    it('documents exactly the fields each record carries', () => {
      const schemas = doc.components.schemas;
      expect(Object.keys(schemas.WebhookOrder.properties).sort()).toEqual(Object.keys(publishedRecord('order', {})).sort());
      expect(Object.keys(schemas.WebhookCustomer.properties).sort()).toEqual(Object.keys(publishedRecord('customer', {})).sort());
      expect(Object.keys(schemas.WebhookCustomerPlan.properties).sort()).toEqual(Object.keys(publishedRecord('customer-plan', {})).sort());
    });
  });
});
