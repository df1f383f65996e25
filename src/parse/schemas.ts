/**
 * The content schemas: one zod schema per content kind, one file each under
 * `./schemas/`. They are the documentation of the content format (every field
 * carries its description and default) and the source of the JSON Schema
 * `pamdocs schema` publishes. Objects are strict, so a misspelled key is an
 * error rather than silently ignored.
 */
export * from './schemas/common.js';
export * from './schemas/config.js';
export * from './schemas/endpoint.js';
export * from './schemas/entity.js';
export * from './schemas/guide.js';
export * from './schemas/landing.js';
export * from './schemas/overlay.js';
export * from './schemas/pages.js';
export * from './schemas/schema-node.js';
export * from './schemas/security.js';
