/** A document of the corpus: its id and absolute path. */
export interface CorpusSpec {
  id: string;
  file: string;
}
/** The directory's package and its folder of documents. */
export const DIRECTORY: { name: string; version: string; file: string };
/** Every document of the APIs-guru directory, sorted by id, packing the package from the registry the first time. */
export function directorySpecs(): CorpusSpec[];
/** The JSON documents of `@readme/oas-examples` and Scalar's Galaxy. */
export function exampleSpecs(): CorpusSpec[];
/** `count` of `specs` chosen by a seeded hash of their ids, in id order. */
export function sampleSpecs<T extends { id: string }>(specs: T[], count: number, seed: string): T[];
