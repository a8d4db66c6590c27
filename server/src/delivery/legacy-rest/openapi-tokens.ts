import type { OpenAPIObject } from '@nestjs/swagger';
import { API_TOKEN_PREFIX } from 'src/domain/api-tokens/api-tokens.service.js';
import { requiredScope, scopesAdmitting } from 'src/domain/api-tokens/scope-map.js';

/** The security scheme of integrators' API tokens in the OpenAPI document (docs/INTEGRATORS.md, "API tokens and scopes"). */
export const API_TOKEN_SCHEME = 'apiToken';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Adds the API token scheme and, on every call a token may make, says which scope it needs
 * (`x-api-token-scope`, from the one scope map) and that either kind of bearer is accepted; the
 * calls no token may make keep the admin bearer only.
 */
export function documentApiTokens(document: OpenAPIObject): void {
  document.components ??= {};
  document.components.securitySchemes = {
    ...document.components.securitySchemes,
    [API_TOKEN_SCHEME]: {
      type: 'http',
      scheme: 'bearer',
      description:
        `An integrator's API token (\`${API_TOKEN_PREFIX}…\`), created by a superadmin with scopes and an expiry. ` +
        'A call outside its scopes answers 403 `{error, message, code, scope}` naming the scope it lacks; past the per-token limit (`API_TOKEN_RATE_LIMIT` a minute) 429 with `Retry-After`.',
    },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const name = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      const scope = requiredScope(name);
      if (!scope) continue;
      const needs = scopesAdmitting(name)
        .map((admitting) => `\`${admitting}\``)
        .join(' or ');
      operation.security = [...(operation.security ?? []), { [API_TOKEN_SCHEME]: [] }];
      (operation as unknown as Record<string, unknown>)['x-api-token-scope'] = scope;
      operation.description = [operation.description, `API tokens need the ${needs} scope.`].filter(Boolean).join('\n\n');
      operation.responses['403'] ??= {
        description: `An API token without the ${needs} scope (named in \`scope\`)`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/LegacyScopeRefusal' } } },
      };
      operation.responses['429'] ??= { description: "Past the API token's calls per minute; see `Retry-After`" };
    }
  }
}
