/**
 * Descriptions are Markdown everywhere (OpenAPI makes every `description`
 * CommonMark): of parameters, bodies, responses, headers, errors and schema
 * properties, in Markdown content and in an OpenAPI document alike, rendered
 * at build time by the bodies' sanitized pipeline. GitHub alerts become
 * callouts; a link to the API's own site keeps its text (and is counted);
 * hostile HTML is dropped; plain text stays text.
 */
import { describe, expect, it } from 'vitest';
import { loadAndCheck, render } from '../../src/pipeline/steps.js';
import { Session } from '../../src/shared/session.js';
import type { SiteModel } from '../../src/shared/site-model.js';
import { tempContent, useTempContent } from '../helpers/content.js';

const track = useTempContent();

/** The site model of the content folder of `cwd`, which must check without errors. */
async function model(cwd: string): Promise<{ model: SiteModel; warnings: string[] }> {
  const checked = await loadAndCheck({ cwd, session: new Session() });
  expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const rendered = await render(checked);
  return { model: rendered.model, warnings: checked.diagnostics.map((d) => `${d.rule}: ${d.message}`) };
}

const SPEC = `openapi: 3.1.0
info: { title: Repos, version: '1' }
paths:
  /repos:
    get:
      operationId: listRepos
      summary: List repositories
      tags: [repos]
      description: |
        Lists them.

        > [!WARNING]
        > Slow for large organizations.
      parameters:
        - name: per_page
          in: query
          description: 'The number of results per page. See "[Using pagination](https://docs.example.com/pagination)" and [the guide](/rest/guides/pages).'
          schema: { type: integer, default: 30 }
        - name: sort
          in: query
          description: The property to sort by
          schema: { type: string }
      responses:
        '200':
          description: |
            The repositories.

            > [!NOTE]
            > Empty when there are **none**.
          headers:
            Link: { description: 'Pages, as [RFC 8288](https://www.rfc-editor.org/rfc/rfc8288) says', schema: { type: string } }
          content:
            application/json:
              schema:
                type: array
                items:
                  type: object
                  properties:
                    name: { type: string, description: 'Its \`name\`, <img src=x onerror=alert(1)> unique' }
`;

describe('descriptions as Markdown', () => {
  it('renders those of an OpenAPI document: links, code, alerts; own-site links keep their text; hostile HTML is dropped', async () => {
    const temp = track(await tempContent());
    await temp.write('pamdocs.yaml', 'openapi: api.yaml\n');
    await temp.write('api.yaml', SPEC);
    await temp.remove('endpoints');
    await temp.remove('entities');
    await temp.remove('landing');
    const { model: site, warnings } = await model(temp.cwd);
    const endpoint = site.groups[0]!.endpoints[0]!;
    const [perPage, sort] = endpoint.parameters;
    expect(perPage!.descriptionHtml).toBe(
      'The number of results per page. See "<a href="https://docs.example.com/pagination">Using pagination</a>" and the guide.',
    );
    expect(sort!.descriptionHtml).toBeUndefined();
    expect(sort!.description).toBe('The property to sort by');
    const ok = endpoint.responses[0]!;
    expect(ok.descriptionHtml).toBe(
      '<p>The repositories.</p>\n<div class="markdown-alert markdown-alert-note" dir="auto">\n<p class="markdown-alert-title" dir="auto">NOTE</p>\n<p>Empty when there are <strong>none</strong>.</p>\n</div>',
    );
    expect(ok.headers[0]!.descriptionHtml).toBe('Pages, as <a href="https://www.rfc-editor.org/rfc/rfc8288">RFC 8288</a> says');
    const name = ok.content[0]!.schema!.items!.properties![0]!.schema;
    expect(name.descriptionHtml).toBe('Its <code>name</code>,  unique');
    expect(endpoint.html).toContain('<div class="markdown-alert markdown-alert-warning" dir="auto">');
    expect(warnings).toContain(
      "openapi/changed: 1 link(s) to pages of the API's own site kept their text and lost the link (the first here)",
    );
  });

  it('renders those of Markdown content, and leaves plain ones text', async () => {
    const temp = track(await tempContent());
    await temp.edit('endpoints/auth/user-login.md', 'description: The member.', 'description: The member, as **`ENU`** ids have it.');
    const { model: site } = await model(temp.cwd);
    const login = site.groups[0]!.endpoints[0]!;
    expect(login.parameters[0]!.descriptionHtml).toBe('The member, as <strong><code>ENU</code></strong> ids have it.');
    expect(login.errors[0]!.descriptionHtml).toBeUndefined();
    expect(login.errors[0]!.description).toBe('The password is wrong.');
  });
});
