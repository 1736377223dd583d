/**
 * A minimal WebDriver BiDi client over WebSocket (https://w3c.github.io/webdriver-bidi/): commands
 * with ids and a per-command timeout. Firefox's Remote Agent speaks it directly, so no geckodriver
 * is needed. The test subscribes to no events, so events are ignored. Node 20 has no global
 * WebSocket: `ws` it is.
 */
import WebSocket from 'ws';

const DEFAULT_COMMAND_TIMEOUT_MS = 30_000;

interface CommandSuccess {
  type: 'success';
  id: number;
  result: unknown;
}
interface CommandError {
  type: 'error';
  id: number | null;
  error: string;
  message: string;
}
interface BiDiEvent {
  type: 'event';
  method: string;
  params: unknown;
}
type BiDiMessage = CommandSuccess | CommandError | BiDiEvent;

interface Pending {
  method: string;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class BiDiClient {
  readonly #socket: WebSocket;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;

  private constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.on('message', (data: WebSocket.RawData) => this.#receive(data));
    socket.on('close', () => this.#failAll(new Error('The WebDriver BiDi connection closed')));
  }

  /** Opens the WebSocket at `url` (e.g. ws://127.0.0.1:PORT/session for a new session). */
  static connect(url: string, timeoutMs = 15_000): Promise<BiDiClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      const timer = setTimeout(() => {
        socket.terminate();
        reject(new Error(`Could not connect to WebDriver BiDi at ${url} within ${timeoutMs} ms`));
      }, timeoutMs);
      socket.once('open', () => {
        clearTimeout(timer);
        resolve(new BiDiClient(socket));
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`Could not connect to WebDriver BiDi at ${url}: ${error.message}`));
      });
    });
  }

  /** Sends a command; resolves with its result, rejects with the remote error or after the timeout. */
  send<Result = unknown>(method: string, params: object = {}, timeoutMs = DEFAULT_COMMAND_TIMEOUT_MS): Promise<Result> {
    const id = this.#nextId++;
    return new Promise<Result>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new Error(`WebDriver BiDi ${method} got no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.#pending.set(id, { method, resolve: resolve as (result: unknown) => void, reject, timer });
      this.#socket.send(JSON.stringify({ id, method, params }));
    });
  }

  close(): void {
    this.#socket.terminate();
  }

  #receive(data: WebSocket.RawData): void {
    const text = textOf(data);
    const message = JSON.parse(text) as BiDiMessage;
    if (message.type === 'event') return;
    const { id } = message;
    if (id === null) {
      // An error the remote end could not tie to a command (e.g. a message it could not parse): a bug here.
      this.#failAll(new Error(`WebDriver BiDi error: ${text}`));
      return;
    }
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    clearTimeout(pending.timer);
    if (message.type === 'success') pending.resolve(message.result);
    else pending.reject(new Error(`WebDriver BiDi ${pending.method} failed: ${message.error}: ${message.message}`));
  }

  #failAll(error: Error): void {
    for (const pending of this.#pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.#pending.clear();
  }
}

function textOf(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
