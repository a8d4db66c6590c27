/**
 * The HTTP and GraphQL edges: headers, errors, limits and costs, hostile input, health and readiness, start-up seeding, timers and database faults.
 * One Jest file for these cases: they share one module registry and pay its load and first
 * server start once (jest.config.js, "Test files and their cases").
 */
import './headers.cases.js';
import './request-policy.cases.js';
import './graphql-errors.cases.js';
import './graphql-limits.cases.js';
import './graphql-cost.cases.js';
import './input-hardening.cases.js';
import './fair-share.cases.js';
import './openapi-webhooks.cases.js';
import './platform.cases.js';
import './health-ready.cases.js';
import './query-count.cases.js';
import './domain-events.cases.js';
import './seed.cases.js';
import './clock-timers.cases.js';
import './faults.cases.js';
