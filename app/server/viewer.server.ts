/**
 * Who is looking at the page. Accounts arrive with the authentication module; until a session
 * exists every request is an anonymous visitor.
 */
export interface Viewer {
  id: string;
}

export async function getViewer(_request: Request): Promise<Viewer | null> {
  return null;
}
