/**
 * A cookie's raw value in a Cookie header (the first one of that name, as browsers send the most
 * specific first); undefined when absent. Not decoded: a caller that needs decoding decides what a
 * malformed `%E0` means for it.
 */
export function rawCookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
