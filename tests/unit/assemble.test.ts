import { describe, expect, it } from 'vitest';
import { loadAndCheck, render } from '../../src/pipeline/steps.js';
import { MINIMAL, PAM_CONTENT } from '../helpers/content.js';

describe('site model assembly', () => {
  it('follows the inventory: groups, order, routes, defaults and computed stats', async () => {
    const checked = await loadAndCheck({ dir: MINIMAL });
    expect(checked.diagnostics).toEqual([]);
    const { model, assets } = await render(checked);
    expect(model.groups.map((g) => [g.id, g.route, g.heading, g.open])).toEqual([
      ['auth', '/auth', 'Authentication', true],
      ['cart', '/cart', 'Cart Controller', false],
    ]);
    expect(model.groups[1]!.endpoints.map((e) => e.id)).toEqual(['get-user-cart', 'remove-item']);
    expect(model.stats).toEqual({ endpoints: 3, entities: 1, features: 2, groups: 2 });
    const cart = model.groups[1]!.endpoints[0]!;
    expect(cart.parameters[0]).toMatchObject({ name: 'membershipId', in: 'path', required: true });
    expect(cart.html).toMatch(/^<p>Lists the items\.[^<]*<\/p>$/);
    expect(cart.html).not.toContain('<script');
    expect(model.groups[0]!.endpoints[0]!.html).toContain('The site has 3 endpoints.');
    expect(model.hero.badges).toEqual(['Test Badge', '2 Features']);
    const [features, architecture] = model.landing.pages;
    expect(model.landing.pages.map((p) => [p.id, p.title])).toEqual([
      ['features', 'Features'],
      ['architecture', 'Architecture'],
      ['data-model', 'Data Model'],
      ['ui-overview', 'UI Overview'],
    ]);
    expect(features!.html).toMatch(/^<p>The platform has 2 features\.<\/p>\n<ul class="grid"><li class="card"><h3>Carts<\/h3>/);
    const diagram = /<figure class="diagram"><img src="([^"]+)" alt="Boxes and arrows"><\/figure>/.exec(architecture!.html)?.[1];
    expect(diagram).toMatch(/^assets\/diagram-[0-9a-f]{10}\.svg$/);
    expect([...assets.keys()]).toEqual([diagram]);
    expect(model.landing.entitiesPage).toBe('data-model');
  });

  it('computes the PAM counts from the content: 53 endpoints, 12 groups, 14 entities, 13 features', async () => {
    const checked = await loadAndCheck({ dir: PAM_CONTENT });
    expect(checked.diagnostics).toEqual([]);
    const { model } = await render(checked);
    expect(model.stats).toEqual({ endpoints: 53, entities: 14, features: 13, groups: 12 });
    expect(model.groups.filter((g) => g.open).map((g) => g.id)).toEqual(['primary-user']);
    expect(model.groups.flatMap((g) => g.endpoints).filter((e) => e.security.length === 0)).toHaveLength(8);
  });
});
