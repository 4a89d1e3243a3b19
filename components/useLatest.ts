"use client";
/**
 * A ref that always holds the newest value, for handlers that must keep one identity across renders
 * (memoised rows, a listener added once) or that run after an await (they must not act on the render
 * they were made in). Updated on commit, before the browser paints.
 */
import { useLayoutEffect, useRef, type RefObject } from "react";

export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
