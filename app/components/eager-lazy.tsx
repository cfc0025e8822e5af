/**
 * A component loaded apart from the page's first script, yet rendered whole by the server so the
 * page works without JavaScript. The import starts when the calling module loads; once it is in,
 * a thenable that resolves at once hands it to React.lazy, so no render waits for it (a promise
 * would resolve a tick later and suspend the server's render). In the browser the server's HTML
 * stays in place (its Suspense boundary) until the chunk arrives and that part hydrates.
 */
import { type ComponentType, lazy, Suspense } from "react";

export function eagerLazy<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const loading = load().then((component) => (loaded = component));
  const Lazy = lazy(() => {
    const present = loaded;
    if (!present) return loading.then((component) => ({ default: component }));
    const resolved = { default: present };
    return { then: (resolve: (value: typeof resolved) => void) => resolve(resolved) } as unknown as Promise<
      typeof resolved
    >;
  });
  function EagerLazy(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return EagerLazy;
}
