import { expect } from "vitest";

import type { TestClient } from "./client";
import { unescapeHtml } from "./html";

/**
 * Posts each body of a public form and expects a 400 whose page shows its message and gives back
 * the explanation typed, when it was one the form accepts (not blank, not over `maxLength`).
 */
export async function expectFieldRefusals(
  client: TestClient,
  path: string,
  refusals: [Record<string, string>, string][],
  maxLength: number,
): Promise<void> {
  for (const [fields, message] of refusals) {
    const response = await client.post(path, fields);
    expect(response.status, message).toBe(400);
    const html = unescapeHtml(await response.text());
    expect(html).toContain(message);
    const typed = fields.explanation ?? "";
    if (typed.trim() && typed.length <= maxLength) expect(html, "lo escrito vuelve").toContain(typed);
  }
}
