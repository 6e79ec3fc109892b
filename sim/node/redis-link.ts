// The queue's watch on its Redis server (`riskc sweep --redis`, `riskc worker`): one small client
// of its own that knows whether the server answers, says so in one line of words when it is lost
// and when it is back, and gives up — a QueueError, never a stack trace — once the server has been
// out of reach for the timeout, at the start or in the middle of a run. BullMQ's own clients are
// given the same URL and a short retry, and their connection errors are left to this watch.
import { Redis } from "ioredis";

/** A failure of the queue told in words (one line): the CLI prints it and exits with code 2. */
export class QueueError extends Error {}

/** The URL as shown in messages: without its password. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "****";
    return parsed.toString().replace(/\/$/, "");
  } catch {
    return url;
  }
}

/** Why `url` is not a Redis URL (`redis://host:6379`, `rediss://` for TLS); undefined when it is one. */
export function redisUrlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `\`${url}\` is not a URL: write redis://host:6379`;
  }
  if (parsed.protocol !== "redis:" && parsed.protocol !== "rediss:")
    return `\`${url}\` is not a Redis URL: write redis://host:6379 (rediss:// for TLS)`;
  if (!parsed.hostname) return `\`${url}\` names no host: write redis://host:6379`;
  return undefined;
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ECONNABORTED",
]);

/** Whether an error is the server being out of reach (this watch's business), not a failure of a command. */
export function isConnectionError(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | undefined;
  if (typeof e?.code === "string" && CONNECTION_CODES.has(e.code)) return true;
  const message = typeof e?.message === "string" ? e.message : "";
  return /Connection is closed|connect ETIMEDOUT|Stream isn't writeable|Reached the max retries|write after end/i.test(message);
}

/** Why Redis could not be reached, in words. */
export function redisErrorWords(error: unknown): string {
  const e = error as { code?: unknown; hostname?: unknown; message?: unknown } | undefined;
  const host = typeof e?.hostname === "string" ? e.hostname : "the host";
  switch (e?.code) {
    case "ECONNREFUSED":
      return "connection refused (is redis-server running, on that port?)";
    case "ENOTFOUND":
      return `no host named \`${host}\``;
    case "EAI_AGAIN":
      return `the name \`${host}\` could not be looked up`;
    case "ETIMEDOUT":
      return "no answer (the connection timed out)";
    case "ECONNRESET":
    case "EPIPE":
    case "ECONNABORTED":
      return "the connection was cut";
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return "no route to the host";
  }
  const message = typeof e?.message === "string" ? e.message : String(error);
  if (/NOAUTH|WRONGPASS|invalid password|invalid username-password/i.test(message)) return "the server refused the user name or password in the URL";
  return message.split("\n")[0]!.trim() || "the server does not answer";
}

export interface RedisLinkOptions {
  /** Milliseconds the server may be out of reach before the run gives up. */
  timeoutMs: number;
  log: (line: string) => void;
}

/** How long between tries to reach the server again: short, so a run goes on soon after it is back. */
const retry = (times: number) => Math.min(100 * times, 1000);

/** How often the watch looks at the clock. */
const TICK_MS = 100;

const seconds = (ms: number) => `${Math.round(ms / 1000)}s`;

export class RedisLink {
  /** Rejects with a QueueError once the server has been out of reach for the timeout; never resolves. */
  readonly lost: Promise<never>;
  private readonly client: Redis;
  private readonly timer: ReturnType<typeof setInterval>;
  private giveUp!: (error: QueueError) => void;
  private everUp = false;
  private downSince: number;
  private lastError: unknown;
  private closed = false;

  private constructor(
    readonly url: string,
    private readonly options: RedisLinkOptions,
  ) {
    this.downSince = Date.now();
    this.lost = new Promise<never>((_, reject) => (this.giveUp = reject));
    // Nobody may be racing it when it rejects (between two awaits): that is no unhandled rejection.
    this.lost.catch(() => undefined);
    this.client = new Redis(url, { ...this.connectionOptions(), lazyConnect: false, enableOfflineQueue: false });
    this.client.on("error", (error: unknown) => (this.lastError = error));
    this.client.on("ready", () => this.becameReady());
    this.client.on("close", () => this.becameClosed());
    this.timer = setInterval(() => this.tick(), TICK_MS);
  }

  /** Connect, trying again until the timeout: the link once the server answers; a QueueError after. */
  static async open(url: string, options: RedisLinkOptions): Promise<RedisLink> {
    const link = new RedisLink(url, options);
    try {
      await Promise.race([new Promise<void>((resolve) => link.client.once("ready", () => resolve())), link.lost]);
    } catch (error) {
      link.close();
      throw error;
    }
    return link;
  }

  /** The options BullMQ's clients connect with: the same server, the same short retry. */
  connectionOptions(): { url: string; maxRetriesPerRequest: null; retryStrategy: (times: number) => number; disconnectTimeout: number } {
    // A socket that never opened never closes either: do not keep the process for it (ioredis waits 2s).
    return { url: this.url, maxRetriesPerRequest: null, retryStrategy: retry, disconnectTimeout: 100 };
  }

  /** Whether the server answers now. */
  get up(): boolean {
    return this.client.status === "ready";
  }

  /** `work`, or the link's QueueError if the server is lost for good first. */
  race<T>(work: Promise<T>): Promise<T> {
    return Promise.race([work, this.lost]);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    this.client.disconnect();
  }

  private becameReady(): void {
    if (this.everUp && this.downSince >= 0)
      this.options.log(`Redis at ${shownUrl(this.url)} answers again (after ${seconds(Date.now() - this.downSince)})`);
    this.everUp = true;
    this.downSince = -1;
    this.lastError = undefined;
  }

  private becameClosed(): void {
    if (this.closed || this.downSince >= 0) return;
    this.downSince = Date.now();
    if (this.everUp)
      this.options.log(`lost Redis at ${shownUrl(this.url)}; trying again for up to ${seconds(this.options.timeoutMs)} (--redis-timeout)`);
  }

  private tick(): void {
    if (this.closed || this.downSince < 0 || Date.now() - this.downSince < this.options.timeoutMs) return;
    const why = this.lastError === undefined ? "no answer" : redisErrorWords(this.lastError);
    const shown = shownUrl(this.url);
    this.giveUp(
      new QueueError(
        this.everUp
          ? `lost Redis at ${shown}: ${why}, for ${seconds(this.options.timeoutMs)} (--redis-timeout)`
          : `cannot reach Redis at ${shown}: ${why} (tried for ${seconds(this.options.timeoutMs)}; --redis-timeout)`,
      ),
    );
    this.close();
  }
}
