import type { ReactNode } from 'react';

/**
 * Plain text from the content, where writers sometimes mark code with
 * backticks (`ENU12345`): those spans render as `<code>`, the rest as text.
 */
export function Text({ children }: { children: string }) {
  if (!children.includes('`')) return <>{children}</>;
  const parts: ReactNode[] = children.split(/`([^`\n]+)`/).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
  return <>{parts}</>;
}
