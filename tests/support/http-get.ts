import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { gunzipSync } from 'node:zlib';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The headers as sent, name and value in turn: a header sent twice is here twice. */
  rawHeaders: string[];
  /** The body as sent, before any decoding. */
  sent: Buffer;
  /** The body decoded, as a browser reads it. */
  body: Buffer;
  text: string;
}

/**
 * A GET as a browser makes it, asking for gzip unless told otherwise, with the body both as it came over
 * the wire and decoded. Certificates are not checked: the hosts here use a self-signed one.
 */
export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { 'accept-encoding': 'gzip', ...headers }, rejectUnauthorized: false, timeout: 10_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const sent = Buffer.concat(chunks);
          const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(sent) : sent;
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            sent,
            body,
            text: body.toString(),
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`GET ${url}: no answer in 10 s`)));
    req.on('error', reject);
    req.end();
  });
}
