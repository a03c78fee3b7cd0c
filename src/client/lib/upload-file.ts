/**
 * Sends one file to an upload route as multipart form data. tRPC carries JSON only, so uploads
 * use the REST routes; the error keeps the documented "status: body" form with the server's message.
 */
export async function uploadFile(
  path: '/api/uploads/photos' | '/api/uploads/profile-photos' | '/api/uploads/licenses',
  file: File,
): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin' });
  const text = await res.text();
  let body: { url?: string; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // A proxy's HTML error page: the status text will do.
  }
  if (!res.ok || !body.url) throw new Error(body.message ?? `${res.status}: ${text || res.statusText}`);
  return body.url;
}
