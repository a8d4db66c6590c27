/**
 * Uploaded files and the data folder: storing, sweeping, image variants, a full disk, and DATA_DIR's modes.
 * One Jest file for these cases: they share one module registry and pay its load and first
 * server start once (jest.config.js, "Test files and their cases").
 */
import './uploads.cases.js';
import './uploads-sweep.cases.js';
import './image-variants.cases.js';
import './disk-full.cases.js';
import './data-dir-modes.cases.js';
