import { options } from 'preact';

/**
 * Counts the renders of components by name, through Preact's render hook (`__r`, the one
 * preact/hooks chains too), until `stop`. Render counts are what a phone feels as long tasks
 * while a page opens (issue 21), and unlike timings they do not depend on the machine.
 */
export function countRenders() {
  const counts = new Map<string, number>();
  const previous: unknown = Reflect.get(options, '__r');
  Reflect.set(options, '__r', (vnode: { type: unknown }) => {
    if (typeof vnode.type === 'function') {
      counts.set(vnode.type.name, (counts.get(vnode.type.name) ?? 0) + 1);
    }
    if (typeof previous === 'function') previous(vnode);
  });
  return {
    of: (name: string) => counts.get(name) ?? 0,
    total: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
    stop: () => Reflect.set(options, '__r', previous),
  };
}
