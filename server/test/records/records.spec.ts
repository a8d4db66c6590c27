/**
 * The back office's records through GraphQL: each entity's list, create, edit and delete, deletes that can be undone, record versions and site settings.
 * One Jest file for these cases: they share one module registry and pay its load and first
 * server start once (jest.config.js, "Test files and their cases").
 */
import './themes.cases.js';
import './customers.cases.js';
import './work-samples.cases.js';
import './customer-plans.cases.js';
import './customer-plan-access.cases.js';
import './admins.cases.js';
import './plans.cases.js';
import './features.cases.js';
import './categories.cases.js';
import './soft-deletes.cases.js';
import './edit-versions.cases.js';
import './relation-races.cases.js';
import './site-settings.cases.js';
