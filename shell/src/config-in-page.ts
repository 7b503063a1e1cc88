/**
 * The runtime config the built-in server put in the page (#first-screen), as an answer to read
 * like config.json's; null on a page served as built, which fetches config.json instead.
 */
export function configInPage(): Promise<Response> | null {
  const text = document.getElementById('first-screen')?.textContent;
  if (!text) return null;
  try {
    const { config } = JSON.parse(text) as { config?: unknown };
    return config ? Promise.resolve(new Response(JSON.stringify(config))) : null;
  } catch {
    return null;
  }
}
