/**
 * A visitor's request from the form to the first call: orders, their owners, notes and calls, conversion to a customer, the dashboard and the activity log.
 * One Jest file for these cases: they share one module registry and pay its load and first
 * server start once (jest.config.js, "Test files and their cases").
 */
import './orders.cases.js';
import './order-calls.cases.js';
import './first-contact-overdue.cases.js';
import './order-owners.cases.js';
import './order-form.cases.js';
import './order-reference.cases.js';
import './order-form-refusals.cases.js';
import './theme-page-orders.cases.js';
import './request-conversion.cases.js';
import './request-reading.cases.js';
import './duty-rotation.cases.js';
import './duty-rotation-parallel.cases.js';
import './fair-share.cases.js';
import './dashboard.cases.js';
import './activity.cases.js';
import './activity-days.cases.js';
