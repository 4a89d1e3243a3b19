// A fixed locale: the page is prerendered in Node and hydrated in the browser, and both must agree.
const NUMBER = new Intl.NumberFormat("en-US");

export function formatCount(n: number): string {
  return NUMBER.format(n);
}
