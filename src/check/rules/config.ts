/**
 * Rules about `pamdocs.yaml`: present, valid YAML, valid against its shape
 * (`src/parse/shapes.ts`), and `rules:` settings that name real rules.
 */
import { didYouMean } from '../../shared/suggest.js';
import { reportFacts } from '../engine/facts.js';
import { atKey } from '../engine/locate.js';
import { defineRule } from '../engine/rule.js';
import { shapeRules } from '../engine/shape-rules.js';

export const missingConfig = defineRule(
  {
    id: 'config/missing',
    severity: 'error',
    summary: 'the content folder has no pamdocs.yaml',
    docs: [
      'pamdocs.yaml at the root of the content folder holds the site title and the inventory:',
      'the groups in sidebar order with their endpoints, and the entities.',
      'Without it nothing can be built; `pamdocs init` writes a starter.',
    ].join(' '),
    locked: true,
  },
  reportFacts('missing', ['config']),
);

export const invalidRuleSetting = defineRule(
  {
    id: 'config/invalid-rule',
    severity: 'error',
    summary: 'a `rules:` entry of pamdocs.yaml that names no rule, or turns down a locked rule',
    docs: [
      '`rules:` in pamdocs.yaml changes the severity of a rule: `off`, `note`, `warn` or `error`, by rule id (`pamdocs rules` lists them).',
      'An id that names no rule is a typo that would otherwise change nothing.',
      'Locked rules report problems that leave a file out of the build; they stay errors.',
    ].join(' '),
  },
  ({ content, rules }, report) => {
    const loaded = content.config;
    if (!loaded) return;
    for (const [id, setting] of Object.entries(loaded.config.rules)) {
      const rule = rules.get(id);
      const at = atKey(loaded.origin, ['rules'], id);
      if (!rule) report(at, `Unknown rule \`${id}\`${didYouMean(id, [...rules.keys()])}`, 'Run `pamdocs rules` for the list of rule ids.');
      else if (rule.locked && setting !== 'error') {
        report(at, `Rule \`${id}\` cannot be set to \`${setting}\`: a file with this problem is left out of the build`);
      }
    }
  },
);

/** The rules of this file, in report order. */
export const configRules = [missingConfig, ...shapeRules('config', 'config', 'pamdocs.yaml'), invalidRuleSetting] as const;
