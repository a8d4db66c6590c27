/**
 * The REST compatibility facade, call by call, and its OpenAPI document.
 * One Jest file for these cases: they share one module registry and pay its load and first
 * server start once (jest.config.js, "Test files and their cases").
 */
import './categories.cases.js';
import './customers.cases.js';
import './openapi-snapshot.cases.js';
import './openapi.cases.js';
import './orders.cases.js';
import './plans-features.cases.js';
import './public.cases.js';
import './sync.cases.js';
import './themes.cases.js';
import './users.cases.js';
import './work-samples.cases.js';
