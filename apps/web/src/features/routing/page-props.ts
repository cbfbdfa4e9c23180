/** What every routed page receives: the path parameters of its route pattern. */
export interface PageProps {
  params: Record<string, string>;
}
