/**
 * The methods each documented path answers, for 405 Method Not Allowed (RFC 9110: with an Allow header listing
 * them). Built from the OpenAPI document, which describes every endpoint; HEAD comes with GET, as the router serves
 * it for every GET route.
 */
export type MethodsOf = (path: string) => string[];

export function methodTable(paths: Record<string, Record<string, unknown>>): MethodsOf {
  const routes = Object.entries(paths).map(([template, operations]) => {
    const pattern = template
      .split('/')
      .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const methods = Object.keys(operations)
      .map((m) => m.toUpperCase())
      .filter((m) => /^[A-Z]+$/.test(m));
    if (methods.includes('GET')) methods.push('HEAD');
    return { regex: new RegExp(`^${pattern}/?$`), methods };
  });
  return (path) => {
    const bare = path.split('?')[0];
    const methods = new Set(routes.filter((r) => r.regex.test(bare)).flatMap((r) => r.methods));
    return [...methods].sort();
  };
}
