/**
 * Sends a file as multipart/form-data with XMLHttpRequest, the one browser API that reports
 * upload progress. Fields go before the file, so the server knows the type's size limit
 * while the file streams. Failures become the same ApiError the rest of the app handles.
 */
import { XHR_MARKER_HEADER, XHR_MARKER_VALUE } from '@talentgate/domain';
import { ApiError, apiErrorFromBody, isErrorBody } from '../../lib/api-error';

export interface SendFileOptions {
  method: 'PUT' | 'POST';
  fields: Readonly<Record<string, string>>;
  file: File;
  /** More request headers (an apply attempt's secret id). */
  headers?: Readonly<Record<string, string>>;
  /** 0..1 as the bytes leave the browser. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
  /** For tests: the request object to use. */
  createRequest?: () => XMLHttpRequest;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function sendFile<T>(url: string, options: SendFileOptions): Promise<T> {
  const request = options.createRequest?.() ?? new XMLHttpRequest();
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields)) form.append(name, value);
  form.append('file', options.file, options.file.name);

  return new Promise<T>((resolve, reject) => {
    request.open(options.method, url);
    request.setRequestHeader(XHR_MARKER_HEADER, XHR_MARKER_VALUE);
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        // As in lib/api-client.ts: the API checks its answers against the contract on the way
        // out, so the browser does not check them again.
        resolve(body as T);
      } else if (isErrorBody(body)) {
        reject(apiErrorFromBody(request.status, body));
      } else {
        reject(new ApiError(request.status, 'HTTP_ERROR', `Upload failed (${request.status})`));
      }
    };
    request.onerror = () =>
      reject(new ApiError(0, 'NETWORK_ERROR', 'The request could not reach the server'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
