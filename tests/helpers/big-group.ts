/**
 * An OpenAPI document with one group too big for one data script: `count`
 * operations, each answering with an example of about 9 KB.
 */
export function bigGroupSpec(count: number): string {
  const paths: Record<string, unknown> = {};
  for (let i = 1; i <= count; i++) {
    paths[`/records/${i}`] = {
      get: {
        operationId: `getRecord${i}`,
        tags: ['Records'],
        summary: `Get record ${i}`,
        responses: {
          '200': {
            description: `Record ${i}`,
            content: { 'application/json': { schema: { type: 'object' }, example: { id: i, text: 'x'.repeat(9000) } } },
          },
        },
      },
    };
  }
  return JSON.stringify({ openapi: '3.1.0', info: { title: 'Records', version: '1' }, tags: [{ name: 'Records' }], paths });
}
