/**
 * `to.push(...items)` without the spread: a spread passes each item as an argument, and past about
 * 100,000 of them (an import web's notes, a file of 100,000 imports) V8 throws a stack overflow.
 */
export function append<T>(to: T[], items: readonly T[]): void {
  for (const item of items) to.push(item);
}
