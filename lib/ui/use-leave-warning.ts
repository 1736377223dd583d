import { useEffect } from 'preact/hooks';

/**
 * While `unsaved`, leaving the page (closing its tab, reloading, following a link away) asks first:
 * the browser's own "Leave site? Changes you made may not be saved" (its words; a page cannot
 * set them). Nothing is asked once everything is saved.
 */
export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set as well.
      event.returnValue = '';
    };
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
