/**
 * Who may do what: logins and sessions, roles, deactivation, two-factor sign-in, API tokens and their scopes.
 * One Jest file for these cases: they share one module registry and pay its load and first
 * server start once (jest.config.js, "Test files and their cases").
 */
import './auth.cases.js';
import './sessions.cases.js';
import './admin-roles.cases.js';
import './admin-deactivation.cases.js';
import './two-factor.cases.js';
import './api-tokens.cases.js';
import './api-token-scopes.cases.js';
import './api-token-graph.cases.js';
