/**
 * The site model (src/shared/site-model.ts) stays free of zod, because the
 * React template imports it; where one of its types mirrors a content schema
 * (src/parse/schemas.ts), it is held equal to the schema's output type here.
 * `npm test` type-checks this file, so a field added to one and not the
 * other fails the suite.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { architectureTabSchema, configSchema, dataModelTabSchema, featuresTabSchema, uiOverviewTabSchema } from '../../src/parse/schemas.js';
import type { ArchitectureTab, DataModelTab, FeaturesTab, Hero, UiOverviewTab } from '../../src/shared/site-model.js';

type Out<S extends z.ZodType> = z.output<S>;

describe('site model types that mirror a content schema', () => {
  it('are the schema output types, plus what assembly adds', () => {
    expectTypeOf<Omit<FeaturesTab, 'html'>>().toEqualTypeOf<Out<typeof featuresTabSchema>>();
    expectTypeOf<Omit<ArchitectureTab, 'html'>>().toEqualTypeOf<Out<typeof architectureTabSchema>>();
    expectTypeOf<Omit<DataModelTab, 'html'>>().toEqualTypeOf<Out<typeof dataModelTabSchema>>();
    expectTypeOf<Omit<UiOverviewTab, 'html'>>().toEqualTypeOf<Out<typeof uiOverviewTabSchema>>();
    expectTypeOf<Omit<Hero, 'siteTitle'>>().toEqualTypeOf<Out<typeof configSchema>['hero']>();
  });
});
