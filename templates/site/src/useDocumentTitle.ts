import { useEffect } from 'react';

/** Sets `document.title` while the calling component is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
