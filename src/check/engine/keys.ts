/**
 * Keys of what rules read besides the object they check (`RuleChecks.key`):
 * a rule's key is compared for every document of an incremental run, so a
 * key of something large is its digest.
 */
import { contentKey } from '../../shared/session.js';
import type { LoadedContent } from '../../parse/load.js';

/** A digest of the entity ids the content has (its entity files and the component schemas of its OpenAPI documents): SHA-256, hex. */
export const entityIdsKey = (content: LoadedContent): string => contentKey(...content.index.paths.entities);
