/**
 * The site model (src/shared/site-model.ts) stays free of zod, because the
 * React template imports it; where one of its types mirrors a content shape
 * (src/parse/shapes.ts), it is held equal to the shape's output type here.
 * `npm test` type-checks this file, so a field added to one and not the
 * other fails the suite.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { configShape, landingPageShape } from '../../src/parse/shapes.js';
import type { Hero, Landing, LandingPage } from '../../src/shared/site-model.js';

type Out<S extends z.ZodType> = z.output<S>;
type HeroConfig = NonNullable<Out<typeof configShape>['hero']>;

describe('site model types that mirror a content shape', () => {
  it('are the shape output types, plus what assembly adds', () => {
    expectTypeOf<Pick<Hero, 'title' | 'tagline' | 'badges'>>().toEqualTypeOf<Omit<HeroConfig, 'button'>>();
    expectTypeOf<Hero['button']['label']>().toEqualTypeOf<HeroConfig['button']['label']>();
    expectTypeOf<Pick<LandingPage, 'title'>>().toEqualTypeOf<Out<typeof landingPageShape>>();
    expectTypeOf<Landing['layout']>().toEqualTypeOf<Out<typeof configShape>['landing']['layout']>();
  });
});
