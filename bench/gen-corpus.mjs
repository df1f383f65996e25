#!/usr/bin/env node
// Generates a deterministic content corpus of N endpoints in N/100 groups (at
// least one), with realistic frontmatter and about 40 lines of prose and
// examples per endpoint, plus the PAM landing tabs and entities.
//
// usage: node bench/gen-corpus.mjs <endpoints> <out-dir> [--seed <n>]
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prng } from './prng.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const WORDS =
  'member pharmacy order cart plan coverage dependent prescription record token request response field value store inventory drug dose refill claim invoice address contact payment status history summary'.split(
    ' ',
  );
const VERBS = ['Returns', 'Creates', 'Updates', 'Removes', 'Lists', 'Validates'];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/**
 * Writes the corpus.
 * @param {number} endpoints how many endpoints
 * @param {string} out the content folder to create (replaced)
 * @param {number} seed PRNG seed
 */
export async function generateCorpus(endpoints, out, seed = 42) {
  const random = prng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const sentence = (n) => {
    const words = Array.from({ length: n }, () => pick(WORDS));
    return `${words[0][0].toUpperCase()}${words.join(' ').slice(1)}.`;
  };
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  // The PAM landing tabs and entities, with their links to PAM endpoints turned into plain text.
  for (const folder of ['landing', 'entities']) {
    await mkdir(path.join(out, folder), { recursive: true });
    for (const name of await readdir(path.join(ROOT, 'content', folder))) {
      const text = await readFile(path.join(ROOT, 'content', folder, name), 'utf8');
      await writeFile(path.join(out, folder, name), name.endsWith('.md') ? text.replace(/\[([^\]]+)\]\(#\/[^)]*\)/g, '$1') : text);
    }
  }
  const entities = [
    'user',
    'pharmacy-store',
    'drug',
    'inventory',
    'prescription',
    'cart-item',
    'membership',
    'order',
    'dependent',
    'health-information',
    'payment-information',
    'delivery-address',
    'security-information',
    'contact-information',
  ];
  const groupCount = Math.max(1, Math.round(endpoints / 100));
  const groups = Array.from({ length: groupCount }, (_v, g) => ({ id: `group-${String(g + 1).padStart(3, '0')}`, endpoints: [] }));
  for (let i = 0; i < endpoints; i++) groups[i % groupCount].endpoints.push(`operation-${String(i + 1).padStart(5, '0')}`);
  const config = [
    'siteTitle: Benchmark Docs',
    'hero:',
    '  title: Benchmark Platform',
    '  tagline: A generated corpus for measuring pamdocs.',
    'groups:',
    ...groups.flatMap((g, i) => [
      `  - id: ${g.id}`,
      `    title: Group ${i + 1}`,
      '    basePath: /api/v1',
      `    description: "${sentence(12)}"`,
      `    open: ${i === 0}`,
      '    endpoints:',
      ...g.endpoints.map((e) => `      - ${e}`),
    ]),
    'entities:',
    ...entities.map((e) => `  - ${e}`),
  ];
  await writeFile(path.join(out, 'pamdocs.yaml'), `${config.join('\n')}\n`);
  for (const g of groups) {
    await mkdir(path.join(out, 'endpoints', g.id), { recursive: true });
    await Promise.all(
      g.endpoints.map((id, j) => {
        const method = pick(METHODS);
        const hasBody = method !== 'GET' && method !== 'DELETE';
        const example = JSON.stringify(
          { membershipId: 'ENU12345', [pick(WORDS)]: Math.floor(random() * 1000), note: sentence(6) },
          null,
          2,
        );
        const other = g.endpoints[(j + 1) % g.endpoints.length];
        const text = [
          '---',
          `title: ${pick(VERBS)} ${pick(WORDS)} ${pick(WORDS)} ${j + 1}`,
          `summary: ${sentence(10)}`,
          `method: ${method}`,
          `path: /api/v1/${g.id}/${id}/{membershipId}`,
          `auth: ${random() < 0.8 ? 'bearer' : 'none'}`,
          'parameters:',
          '  - name: membershipId',
          '    in: path',
          '    type: string',
          `    description: ${sentence(8)}`,
          '  - name: limit',
          '    in: query',
          '    type: integer',
          '    required: false',
          `    description: ${sentence(8)}`,
          ...(hasBody
            ? [
                'requestBody:',
                '  contentType: application/json',
                `  description: ${sentence(9)}`,
                '  fields:',
                '    - name: membershipId',
                '      type: string',
                '      required: true',
                `      description: ${sentence(6)}`,
                '  example: |',
                ...example.split('\n').map((l) => `    ${l}`),
              ]
            : []),
          'responses:',
          '  - status: 200',
          `    description: ${sentence(9)}`,
          '    contentType: application/json',
          '    example: |',
          ...example.split('\n').map((l) => `      ${l}`),
          'errors:',
          '  - status: 404',
          '    message: Membership ID not found',
          `    description: ${sentence(8)}`,
          `entities: [${pick(entities)}]`,
          '---',
          '',
          `${sentence(18)} ${sentence(14)}`,
          '',
          `See [the next operation](#/${g.id}?scroll=${other}) for ${sentence(5).toLowerCase()}`,
          '',
          `- ${sentence(7)}`,
          `- ${sentence(9)}`,
          `- \`${pick(WORDS)}\` ${sentence(6).toLowerCase()}`,
          '',
          `> **Note:** ${sentence(16)}`,
          '',
        ].join('\n');
        return writeFile(path.join(out, 'endpoints', g.id, `${id}.md`), text);
      }),
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [count, out] = process.argv.slice(2);
  const seedAt = process.argv.indexOf('--seed');
  if (!count || !out || !/^\d+$/.test(count)) {
    console.error('usage: node bench/gen-corpus.mjs <endpoints> <out-dir> [--seed <n>]');
    process.exit(2);
  }
  await generateCorpus(Number(count), path.resolve(out), seedAt > 0 ? Number(process.argv[seedAt + 1]) : 42);
  console.error(`wrote ${count} endpoints to ${out}`);
}
