// One HTTP/1.1 keep-alive connection that sends one request at a time and reads answers with a
// Content-Length (what the API sends for JSON), as a browser tab's connection does. The bench
// client shares the machine's two cores with the site and its database, so every bit of CPU
// it spends is taken from what is being measured: this costs about half the CPU per
// application of undici's Pool (docs/performance-log.md). It is not a general
// client: an answer without a Content-Length (chunked) is an error, not a guess.
import net from 'node:net';

const HEAD_END = Buffer.from('\r\n\r\n');

export class KeepAliveConnection {
  #socket = null;
  #buffered = null;
  #pending = null;

  constructor(base) {
    const url = new URL(base);
    this.host = url.hostname;
    this.port = Number(url.port);
  }

  async #connected() {
    if (this.#socket && !this.#socket.destroyed) return this.#socket;
    const socket = await new Promise((resolve, reject) => {
      const connecting = net.connect(this.port, this.host, () => resolve(connecting));
      connecting.once('error', reject);
    });
    socket.setNoDelay(true);
    this.#socket = socket;
    this.#buffered = null;
    // A socket closed earlier must not fail the request of the one that replaced it.
    const current = () => socket === this.#socket;
    socket.on('data', (chunk) => current() && this.#read(chunk));
    socket.on('error', (error) => current() && this.#fail(error));
    socket.on('close', () => current() && this.#fail(new Error('connection closed by the server')));
    return socket;
  }

  #fail(error) {
    const pending = this.#pending;
    this.#pending = null;
    pending?.reject(error);
  }

  #read(chunk) {
    const data = this.#buffered ? Buffer.concat([this.#buffered, chunk]) : chunk;
    const headEnd = data.indexOf(HEAD_END);
    if (headEnd < 0) {
      this.#buffered = data;
      return;
    }
    const head = data.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.#socket.destroy();
      this.#fail(new Error(`an answer without a Content-Length: ${head.split('\r\n')[0]}`));
      return;
    }
    const bodyEnd = headEnd + HEAD_END.length + Number(length[1]);
    if (data.length < bodyEnd) {
      this.#buffered = data;
      return;
    }
    this.#buffered = data.length > bodyEnd ? data.subarray(bodyEnd) : null;
    // A server that ends the connection says so on its last answer (nginx does after
    // keepalive_requests): the next request goes on a new connection, not into the closing one.
    if (/\r\nconnection: *close/i.test(head)) {
      const closing = this.#socket;
      this.#socket = null;
      closing.destroy();
    }
    const pending = this.#pending;
    this.#pending = null;
    pending?.resolve({
      statusCode: Number(head.slice(9, 12)),
      text: data.toString('utf8', headEnd + HEAD_END.length, bodyEnd),
    });
  }

  /** Answers { statusCode, text } once the whole answer has arrived. */
  async request({ method, path, headers = {}, body }) {
    if (this.#pending) throw new Error('one request at a time on a connection');
    const socket = await this.#connected();
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
    return new Promise((resolve, reject) => {
      this.#pending = { resolve, reject };
      socket.write(`${head}\r\n${body ?? ''}`);
    });
  }

  close() {
    this.#socket?.destroy();
  }
}
