import { useState } from 'react';
import { CopyButton } from './CopyButton.js';

/**
 * **Copy page as Markdown** (docs/guides/site.md, For machine readers): when
 * pressed, fetches the page's Markdown twin (`twin`, a path from the site
 * root, so a URL of the site's own origin, as the CSP's `connect-src 'self'`
 * wants) and copies it, with the copy buttons' feedback. Where the twin
 * cannot be fetched (a site opened from disk: Chromium refuses `fetch`
 * over `file://`), the button says the copy failed and a link to the twin
 * appears, which the browser opens as text.
 */
export function CopyMarkdown({ twin }: { twin: string }) {
  const url = twin.split('/').map(encodeURIComponent).join('/');
  const [unreachable, setUnreachable] = useState(false);
  const fetchTwin = async (): Promise<string> => {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return await response.text();
    } catch (error) {
      setUnreachable(true);
      throw error;
    }
  };
  return (
    <p className="page-actions">
      <CopyButton text={fetchTwin} label="Copy page as Markdown" />
      {unreachable && <a href={url}>Open page as Markdown</a>}
    </p>
  );
}
