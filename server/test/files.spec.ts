/**
 * Uploaded files: storing, sweeping, image variants and a full disk.
 * One Jest file for these cases: they share one module registry and pay its load and first
 * server start once (jest.config.js, "Test files and their cases").
 */
import './uploads.cases.js';
import './uploads-sweep.cases.js';
import './image-variants.cases.js';
import './disk-full.cases.js';
