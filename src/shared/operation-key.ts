/**
 * What makes two operations the same operation: their method and their path
 * with the parameter names left out, as OpenAPI matches paths ("templated
 * paths with the same hierarchy but different templated names" are
 * identical; OpenAPI 3.1, Paths Object).
 */

/** A path's skeleton, its parameter names left out: `/pets/{}` for `/pets/{petId}`. */
export function pathSkeleton(path: string): string {
  return path.includes('{') ? path.replace(/\{[^}]*\}/g, '{}') : path;
}

/** The key of the operation `method` `path`: `GET /pets/{}` for `GET /pets/{petId}`. `method` is taken as written (upper case in frontmatter). */
export function operationKey(method: string, path: string): string {
  return `${method} ${pathSkeleton(path)}`;
}
