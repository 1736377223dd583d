import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * What the page's shell painted in its results area before the app (the window's last answer
 * from its snapshot, or a skeleton: lib/boot/page-boot.ts), moved as it is into the app's
 * results while the app confirms it: no frame shows the area empty. The node holds text only.
 */
export function CarriedShell({ node }: { node: HTMLElement }) {
  const slot = useRef<HTMLDivElement>(null);
  // In the commit, before the browser paints the app.
  useLayoutEffect(() => {
    slot.current?.appendChild(node);
  }, [node]);
  return <div ref={slot} />;
}
