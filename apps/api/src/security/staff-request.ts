/** One staff route's request as the matrices send it: path, query, JSON or multipart body. */
import type { InjectOptions } from 'fastify';
import { multipart, pdf } from '../test/files.js';
import { fillPath, type ApiRoute } from './route-table.js';
import type { StaffRoute, StaffTarget } from './staff-route-requests.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

export function staffRequest(
  route: ApiRoute,
  entry: StaffRoute,
  on: StaffTarget,
  cookie: string,
): InjectOptions {
  const request = entry.request(on);
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  const upload = request.upload
    ? multipart(request.upload, { name: 'cv.pdf', bytes: pdf() })
    : null;
  return {
    method: route.method as InjectOptions['method'],
    url: `${fillPath(route.path, request.params ?? {})}${query}`,
    headers: { ...XHR, ...(cookie ? { cookie } : {}), ...upload?.headers },
    ...(upload ? { payload: upload.payload } : {}),
    ...(request.body === undefined ? {} : { payload: request.body as InjectOptions['payload'] }),
  };
}
