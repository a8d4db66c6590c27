/**
 * The domain services' own rules, called without HTTP.
 * One Jest file for these cases: they share one module registry and pay its load and first
 * server start once (jest.config.js, "Test files and their cases").
 */
import '../admins/__tests__/admins.service.cases.js';
import '../categories/__tests__/categories.service.cases.js';
import '../customers/__tests__/customers.service.cases.js';
import '../features/__tests__/features.service.cases.js';
import '../orders/__tests__/orders.service.cases.js';
import '../plans/__tests__/plans.service.cases.js';
import '../themes/__tests__/themes.service.cases.js';
import '../work-samples/__tests__/work-samples.service.cases.js';
