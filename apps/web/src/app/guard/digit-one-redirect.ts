/**
 * SPEC 2: a route whose name ends in the digit 1 (old campaign links such as /workbench1) means the route
 * without it. Returns the pathname without the digit, or undefined when the last segment does not end in 1.
 */
export function withoutTrailingOne(pathname: string): string | undefined {
  const trimmed = pathname.replace(/\/+$/, '');
  return /[^/]1$/.test(trimmed) ? trimmed.slice(0, -1) : undefined;
}
