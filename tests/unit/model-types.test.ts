/**
 * The site model (src/shared/site-model.ts) stays free of zod, because the
 * React template imports it; where one of its types mirrors a content schema
 * (src/parse/schemas.ts), it is held equal to the schema's output type here.
 * `npm test` type-checks this file, so a field added to one and not the
 * other fails the suite.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type {
  architectureTabSchema,
  bodyFieldSchema,
  configSchema,
  dataModelTabSchema,
  entityFieldSchema,
  entitySchema,
  featuresTabSchema,
  parameterSchema,
  uiOverviewTabSchema,
} from '../../src/parse/schemas.js';
import type { ArchitectureTab, BodyField, DataModelTab, Entity, EntityField, FeaturesTab, Hero, Parameter, UiOverviewTab } from '../../src/shared/site-model.js';

type Out<S extends z.ZodType> = z.output<S>;
/** An object type with intersections merged, so equality compares fields. */
type Flat<T> = { [K in keyof T]: T[K] };

describe('site model types that mirror a content schema', () => {
  it('are the schema output types, plus what assembly adds', () => {
    expectTypeOf<BodyField>().toEqualTypeOf<Out<typeof bodyFieldSchema>>();
    expectTypeOf<EntityField>().toEqualTypeOf<Out<typeof entityFieldSchema>>();
    expectTypeOf<Parameter>().toEqualTypeOf<Flat<Omit<Out<typeof parameterSchema>, 'required'> & { required: boolean }>>();
    expectTypeOf<Omit<Entity, 'id' | 'html' | 'file'>>().toEqualTypeOf<Out<typeof entitySchema>>();
    expectTypeOf<Omit<FeaturesTab, 'html'>>().toEqualTypeOf<Out<typeof featuresTabSchema>>();
    expectTypeOf<Omit<ArchitectureTab, 'html'>>().toEqualTypeOf<Out<typeof architectureTabSchema>>();
    expectTypeOf<Omit<DataModelTab, 'html'>>().toEqualTypeOf<Out<typeof dataModelTabSchema>>();
    expectTypeOf<Omit<UiOverviewTab, 'html'>>().toEqualTypeOf<Out<typeof uiOverviewTabSchema>>();
    expectTypeOf<Omit<Hero, 'siteTitle'>>().toEqualTypeOf<Out<typeof configSchema>['hero']>();
  });
});
