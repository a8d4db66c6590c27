/**
 * What integrators and the live back office are given: idempotent creates, webhooks, notifications, subscriptions and exports.
 * One Jest file for these cases: they share one module registry and pay its load and first
 * server start once (jest.config.js, "Test files and their cases").
 */
import './idempotency.cases.js';
import './webhooks.cases.js';
import './notifications.cases.js';
import './subscriptions.cases.js';
import './exports.cases.js';
import './event-log.cases.js';
