/**
 * Who may do what: logins and sessions, API tokens and their scopes, idempotent creates, webhooks, subscriptions and exports.
 * One Jest file for these cases: they share one module registry and pay its load and first
 * server start once (jest.config.js, "Test files and their cases").
 */
import './auth.cases.js';
import './sessions.cases.js';
import './api-tokens.cases.js';
import './api-token-scopes.cases.js';
import './idempotency.cases.js';
import './webhooks.cases.js';
import './subscriptions.cases.js';
import './exports.cases.js';
