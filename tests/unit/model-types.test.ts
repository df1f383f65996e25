/**
 * The site model (src/shared/site-model.ts) stays free of zod, because the
 * React template imports it; where one of its types mirrors a content schema
 * (src/parse/schemas.ts), it is held equal to the schema's output type here.
 * `npm test` type-checks this file, so a field added to one and not the
 * other fails the suite.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { configSchema, landingPageSchema } from '../../src/parse/schemas.js';
import type { Hero, Landing, LandingPage } from '../../src/shared/site-model.js';

type Out<S extends z.ZodType> = z.output<S>;
type HeroConfig = NonNullable<Out<typeof configSchema>['hero']>;

describe('site model types that mirror a content schema', () => {
  it('are the schema output types, plus what assembly adds', () => {
    expectTypeOf<Pick<Hero, 'title' | 'tagline' | 'badges'>>().toEqualTypeOf<Omit<HeroConfig, 'button'>>();
    expectTypeOf<Hero['button']['label']>().toEqualTypeOf<HeroConfig['button']['label']>();
    expectTypeOf<Pick<LandingPage, 'title'>>().toEqualTypeOf<Out<typeof landingPageSchema>>();
    expectTypeOf<Landing['layout']>().toEqualTypeOf<Out<typeof configSchema>['landing']['layout']>();
  });
});
