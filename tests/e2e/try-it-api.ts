/**
 * The API the Try it browser tests (`./try-it.test.ts`) call: a pet shop
 * served by express on 127.0.0.1, port 0, with or without CORS, and the
 * OpenAPI document whose servers name two of them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

/** The token the API accepts. */
export const TOKEN = 'tk-5f3a9c1e-only-for-this-test';

/** The document: its servers are the two APIs the test starts, and a third whose host is a variable. */
export const spec = (open: number, closed: number) => `openapi: 3.1.0
info: { title: Pet Shop, version: 1.0.0 }
servers:
  - { url: "http://127.0.0.1:${open}/v1", description: Open to this site }
  - { url: "http://127.0.0.1:${closed}/v1", description: Without CORS }
  - url: "http://{host}:${open}/v1"
    description: By host
    variables: { host: { default: 127.0.0.1 } }
security: [{ bearer: [] }]
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer }
  schemas:
    Pet:
      type: object
      required: [name]
      properties:
        id: { type: integer, readOnly: true }
        name: { type: string }
        status: { type: string, enum: [available, sold] }
paths:
  /pets/{petId}:
    get:
      operationId: getPet
      tags: [pets]
      summary: Get a pet
      parameters:
        - { name: petId, in: path, required: true, schema: { type: integer }, example: 7 }
      responses:
        "200": { description: The pet., content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
        "401": { description: No valid token. }
  /pets:
    post:
      operationId: createPet
      tags: [pets]
      summary: Add a pet
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: "#/components/schemas/Pet" }
            example: { name: Bella, status: available }
      responses:
        "201": { description: Added. }
`;

/** What a hostile API answers: markup that would run a script if shown as HTML. */
export const HOSTILE = '<img src=x onerror="window.__pwned=1"><b>bold</b>';

/** A body of 5 MB (JSON, minified, as APIs send it): what pet 999 answers. */
export const BIG_BODY = JSON.stringify(
  Array.from({ length: 42_000 }, (_, i) => ({
    id: i,
    name: `Pet ${i}`,
    status: 'available',
    tags: ['dog', 'brown'],
    note: 'n'.repeat(34),
  })),
);

/** The bodies the API received with POST /v1/pets, in order. */
export const received: unknown[] = [];

/** The pet API; with `cors`, it allows any site to call it (and to read `x-request-id`). */
export function petApi(cors: boolean): express.Express {
  const app = express();
  if (cors) {
    app.use((req, res, next) => {
      res.set({
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'authorization, content-type',
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Expose-Headers': 'x-request-id',
      });
      if (req.method === 'OPTIONS') res.sendStatus(204);
      else next();
    });
  }
  app.use(express.json());
  app.get('/v1/pets/:petId', (req, res) => {
    if (req.get('authorization') !== `Bearer ${TOKEN}`) res.status(401).json({ error: 'A valid bearer token is required.' });
    else if (req.params.petId === '666') res.type('html').send(HOSTILE);
    else if (req.params.petId === '667') res.json({ name: HOSTILE });
    else if (req.params.petId === '999') res.type('json').send(BIG_BODY);
    else res.set('x-request-id', 'req-42').json({ id: Number(req.params.petId), name: 'Bella', status: 'available' });
  });
  app.post('/v1/pets', (req, res) => {
    received.push(req.body);
    res.status(201).json({ id: 8, ...(req.body as object) });
  });
  return app;
}

/** Starts `app` on `host` (a loopback address), at `port` (0: any free one). */
export async function listen(app: express.Express, host = '127.0.0.1', port = 0): Promise<{ server: Server; port: number }> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
