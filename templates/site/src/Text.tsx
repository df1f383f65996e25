import { Fragment, type ReactNode } from 'react';

/**
 * Plain text from the content, where writers sometimes mark code with
 * backticks (`ENU12345`): those spans render as `<code>`, the rest as text.
 */
export function Text({ children }: { children: string }) {
  if (!children.includes('`')) return <>{children}</>;
  const parts: ReactNode[] = children.split(/`([^`\n]+)`/).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
  return <>{parts}</>;
}

/** The characters a token may break after: the separators of paths, names and hosts (a hyphen breaks by itself). */
const TOKEN_BREAK = /(?<=[/_.])(?=.)/;

/**
 * A token (a path, a name, an enum value) with a line-break opportunity
 * (`<wbr>`) after each `/`, `_` and `.`, so a long one wraps between its
 * parts; `overflow-wrap: anywhere` (styles/base.css) breaks a part wider than
 * its line. The text itself, its copy and its accessible name are unchanged.
 */
export function Token({ children }: { children: string }) {
  const parts = children.split(TOKEN_BREAK);
  if (parts.length === 1) return <>{children}</>;
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
