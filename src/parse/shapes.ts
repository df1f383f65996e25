/**
 * The content shapes: one zod validator per content kind, one file each
 * under `./shapes/`. They are the documentation of the content format (every field
 * carries its description and default) and the source of the JSON Schema
 * `pamdocs schema` publishes. Objects are strict, so a misspelled key is an
 * error rather than silently ignored.
 */
export * from './shapes/common.js';
export * from './shapes/config.js';
export * from './shapes/endpoint.js';
export * from './shapes/entity.js';
export * from './shapes/guide.js';
export * from './shapes/landing.js';
export * from './shapes/overlay.js';
export * from './shapes/pages.js';
export * from './shapes/schema.js';
export * from './shapes/security.js';
