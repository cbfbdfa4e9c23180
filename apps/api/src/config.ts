/**
 * The one place that reads the environment. `loadConfig` validates every variable once
 * at start-up and throws a ConfigError listing all problems, so a misconfigured server
 * never starts half-working. Nothing here reaches the browser except `client` (see
 * plugins/web.ts), which is the allowlist.
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  logLevel: LogLevel;
  /** PostgreSQL server URL; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL pipeline mode (db/pipelined-client.ts); no effect on the embedded database. */
  databasePipeline: boolean;
  /**
   * Connections to PostgreSQL (decision 0060): by default twice this machine's cores and one,
   * as many statements as the cores can work on at once with one waiting for each.
   */
  databasePoolSize: number;
  /** Where the command was typed (INIT_CWD under npm): relative paths of CLI arguments. */
  commandDir: string;
  seedDemo: boolean;
  /** Tenant served when the request's host is not in tenantHosts. */
  defaultClient: string;
  /** Host name (lower-case, no port) to tenant client key. */
  tenantHosts: ReadonlyMap<string, string>;
  /** Built web app; when the folder is missing only the API is served. */
  webDistDir: string;
  trustProxy: boolean;
  /** How long a public job search answer may be served from memory (0 turns it off). */
  jobSearchCacheSeconds: number;
  /** How long this process keeps an attempt it wrote, so a form save needs no read (0: off). */
  applyAttemptCacheSeconds: number;
  /** Redis for what several instances share (rate limits); null keeps it in the process. */
  redisUrl: string | null;
  /** Session cookies only over HTTPS; on by default in production. */
  cookieSecure: boolean;
  /** How long a throttled sign-in attempt waits before its (failed) answer. */
  loginThrottleDelayMs: number;
  /** SMTP server for outgoing e-mail (smtp:// or smtps://); without it e-mails stay in the outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Origin used in links sent by e-mail; never taken from request headers. */
  publicUrl: string;
  /** How often job alerts go out (decision 0027); 0 turns the scheduled sending off. */
  jobAlertIntervalSeconds: number;
  /** API writes allowed per address per minute. */
  writeRateLimitPerMinute: number;
  /** Public look-ups that tell whether an account exists, per address per minute. */
  lookupRateLimitPerMinute: number;
  /** Staff sign-in steps (password, second factor) allowed per address per minute. */
  staffSignInRateLimitPerMinute: number;
  /** Resume parses (CPU-heavy, public) allowed per address per minute. */
  resumeParseRateLimitPerMinute: number;
  /** The folder the command was typed in; command-line tools resolve file arguments from it. */
  invocationDir: string;
  /** The browsable OpenAPI UI and document at /rest/docs; off in production unless OPENAPI_UI. */
  openApiUi: boolean;
  /** clamd for virus scans of uploads (CLAMD_SOCKET, or CLAMD_HOST and CLAMD_PORT); off when null. */
  clamd: ClamdTarget | null;
  /**
   * Client secrets of identity providers, by environment variable name (IDP_SECRET_…): a
   * tenant's identity-providers file names the variable, never the secret (decision 0028).
   */
  identityProviderSecrets: ReadonlyMap<string, string>;
  /**
   * The demo tenant's built-in development identity provider (dev-identity-provider/): on by
   * default in development, never in production; its port is the site's plus one by default.
   */
  devIdentityProvider: { port: number } | null;
  /**
   * Master keys that wrap each tenant's data key for SSNs and document numbers (decision
   * 0048): the current one wraps, previous ones only unwrap until `rotate-keys` rewrapped
   * every data key. Required in production; elsewhere a fixed development key by default.
   */
  masterKeys: MasterKeys;
  /** Where texts (one-time codes) go; null keeps them in the SMS outbox (decision 0048). */
  smsGateway: { url: string; token: string | null } | null;
  /** Bearer tokens of HTTP HR systems by variable name (HR_SECRET_…), named in tenant settings. */
  hrSystemSecrets: ReadonlyMap<string, string>;
}

export interface MasterKeys {
  current: Buffer;
  previous: readonly Buffer[];
}

/** Only ever used outside production: a value known to everyone protects nothing. */
const DEVELOPMENT_MASTER_KEY = createHash('sha256')
  .update('talentgate development master key')
  .digest('hex');

/** A master key is 32 random bytes written as 64 hex digits or 44 base64 characters. */
function readMasterKey(text: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/]{43}=$/.test(text)) return Buffer.from(text, 'base64');
  return null;
}

export type ClamdTarget = { socketPath: string } | { host: string; port: number };

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Repository root, found from this file's place in apps/api/(src|dist)/config.(ts|js). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];
const CLIENT_KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;
const HOST_NAME = /^[a-z0-9.-]+$/;

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  // npm runs workspace scripts inside the workspace folder; INIT_CWD is where the user typed.
  const baseDir = read('INIT_CWD') ?? process.cwd();

  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = read(name);
    if (value === undefined) return fallback;
    const match = allowed.find((candidate) => candidate === value);
    if (match === undefined)
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return match ?? fallback;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const value = read(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['true', '1', 'yes'].includes(value)) return true;
    if (['false', '0', 'no'].includes(value)) return false;
    problems.push(`${name} must be true or false (got "${value}")`);
    return fallback;
  };

  /** A whole number from min to max, or any from min up without max. */
  const integer = (name: string, fallback: number, min: number, max?: number): number => {
    const text = read(name);
    if (text === undefined) return fallback;
    const value = Number(text);
    if (Number.isInteger(value) && value >= min && (max === undefined || value <= max))
      return value;
    const range =
      max !== undefined
        ? `an integer from ${min} to ${max}`
        : min === 1
          ? 'a positive integer'
          : `an integer of ${min} or more`;
    problems.push(`${name} must be ${range} (got "${text}")`);
    return fallback;
  };

  const nodeEnv = oneOf('NODE_ENV', NODE_ENVS, 'development');

  const portText = read('PORT') ?? '3000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be an integer from 0 to 65535 (got "${portText}")`);
  }

  const databaseUrl = read('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const defaultClient = read('DEFAULT_CLIENT') ?? 'demo';
  if (!CLIENT_KEY.test(defaultClient)) {
    problems.push(`DEFAULT_CLIENT must be a client key like "demo" (got "${defaultClient}")`);
  }

  const tenantHosts = new Map<string, string>();
  for (const entry of (read('TENANT_HOSTS') ?? '').split(',').filter((item) => item.trim())) {
    const [host, client] = entry.split('=').map((part) => part.trim().toLowerCase());
    if (!host || !client || !HOST_NAME.test(host) || !CLIENT_KEY.test(client)) {
      problems.push(`TENANT_HOSTS entry "${entry.trim()}" must look like host=client`);
    } else {
      tenantHosts.set(host, client);
    }
  }

  const jobSearchCacheSeconds = integer('JOB_SEARCH_CACHE_SECONDS', 30, 0, 3600);

  const jobAlertIntervalSeconds = integer('JOB_ALERT_INTERVAL_SECONDS', 86400, 0, 7 * 86400);

  const applyAttemptCacheSeconds = integer('APPLY_ATTEMPT_CACHE_SECONDS', 60, 0, 3600);

  const redisUrl = read('REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\/.+/.test(redisUrl)) {
    problems.push('REDIS_URL must start with redis:// or rediss://');
  }

  const loginThrottleDelayMs = integer('LOGIN_THROTTLE_DELAY_MS', 2000, 0, 60_000);

  const smtpUrl = read('SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/.+/.test(smtpUrl)) {
    problems.push('SMTP_URL must start with smtp:// or smtps://');
  }
  const publicUrl = (
    read('PUBLIC_URL') ?? `http://localhost:${Number.isInteger(port) ? port : 3000}`
  ).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(publicUrl)) {
    problems.push(
      `PUBLIC_URL must be an origin like https://careers.example.com (got "${publicUrl}")`,
    );
  }

  const writeRateLimitPerMinute = integer('RATE_LIMIT_WRITES_PER_MINUTE', 120, 1);

  const lookupRateLimitPerMinute = integer('RATE_LIMIT_LOOKUPS_PER_MINUTE', 30, 1);

  const staffSignInRateLimitPerMinute = integer('RATE_LIMIT_STAFF_SIGN_INS_PER_MINUTE', 20, 1);

  const clamdSocket = read('CLAMD_SOCKET');
  const clamdHost = read('CLAMD_HOST');
  const clamdPortText = read('CLAMD_PORT') ?? '3310';
  const clamdPort = Number(clamdPortText);
  if (
    clamdHost !== undefined &&
    (!Number.isInteger(clamdPort) || clamdPort < 1 || clamdPort > 65535)
  ) {
    problems.push(`CLAMD_PORT must be an integer from 1 to 65535 (got "${clamdPortText}")`);
  }
  if (clamdSocket !== undefined && clamdHost !== undefined) {
    problems.push('Set CLAMD_SOCKET or CLAMD_HOST, not both');
  }
  const clamd: ClamdTarget | null = clamdSocket
    ? { socketPath: path.resolve(baseDir, clamdSocket) }
    : clamdHost
      ? { host: clamdHost, port: clamdPort }
      : null;
  const resumeParseRateLimitPerMinute = integer('RATE_LIMIT_RESUME_PARSES_PER_MINUTE', 10, 1);

  const identityProviderSecrets = new Map<string, string>();
  for (const name of Object.keys(env)) {
    const value = read(name);
    if (name.startsWith('IDP_SECRET_') && value !== undefined)
      identityProviderSecrets.set(name, value);
  }
  const smsGatewayUrl = read('SMS_GATEWAY_URL') ?? null;
  if (smsGatewayUrl !== null && !/^https?:\/\/[^/]+/.test(smsGatewayUrl))
    problems.push('SMS_GATEWAY_URL must start with http:// or https://');
  const smsGateway =
    smsGatewayUrl === null
      ? null
      : { url: smsGatewayUrl, token: read('SMS_GATEWAY_TOKEN') ?? null };

  const hrSystemSecrets = new Map<string, string>();
  for (const name of Object.keys(env)) {
    const value = read(name);
    if (name.startsWith('HR_SECRET_') && value !== undefined) hrSystemSecrets.set(name, value);
  }

  const devProviderWanted = bool('DEV_IDENTITY_PROVIDER', nodeEnv === 'development');
  if (devProviderWanted && nodeEnv === 'production')
    problems.push('DEV_IDENTITY_PROVIDER must be off in production (it signs anyone in)');
  const devPortText = read('DEV_IDENTITY_PROVIDER_PORT') ?? String(port > 0 ? port + 1 : 0);
  const devPort = Number(devPortText);
  if (!Number.isInteger(devPort) || devPort < 0 || devPort > 65535) {
    problems.push(
      `DEV_IDENTITY_PROVIDER_PORT must be an integer from 0 to 65535 (got "${devPortText}")`,
    );
  }
  const devIdentityProvider =
    devProviderWanted && nodeEnv !== 'production' ? { port: devPort } : null;

  const masterKeyText = read('SENSITIVE_DATA_MASTER_KEY');
  if (masterKeyText === undefined && nodeEnv === 'production')
    problems.push('SENSITIVE_DATA_MASTER_KEY is required in production (32 random bytes)');
  const currentMasterKey = readMasterKey(masterKeyText ?? DEVELOPMENT_MASTER_KEY);
  if (currentMasterKey === null)
    problems.push('SENSITIVE_DATA_MASTER_KEY must be 32 bytes as 64 hex digits or base64');
  else if (nodeEnv === 'production' && currentMasterKey.toString('hex') === DEVELOPMENT_MASTER_KEY)
    problems.push('SENSITIVE_DATA_MASTER_KEY must not be the development key in production');
  const previousMasterKeys: Buffer[] = [];
  for (const entry of (read('SENSITIVE_DATA_PREVIOUS_MASTER_KEYS') ?? '').split(',')) {
    if (entry.trim() === '') continue;
    const key = readMasterKey(entry.trim());
    if (key === null)
      problems.push('SENSITIVE_DATA_PREVIOUS_MASTER_KEYS must list keys like the master key');
    else previousMasterKeys.push(key);
  }

  const config: Config = {
    nodeEnv,
    host: read('HOST') ?? 'localhost',
    port,
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    databaseUrl,
    dataDir: path.resolve(baseDir, read('DATA_DIR') ?? path.join(REPO_ROOT, 'data')),
    databasePipeline: bool('DATABASE_PIPELINE', true),
    databasePoolSize: integer('DATABASE_POOL_SIZE', 2 * availableParallelism() + 1, 1, 100),
    commandDir: baseDir,
    seedDemo: bool('SEED_DEMO', true),
    defaultClient,
    tenantHosts,
    webDistDir: path.resolve(
      baseDir,
      read('WEB_DIST_DIR') ?? path.join(REPO_ROOT, 'apps/web/dist'),
    ),
    trustProxy: bool('TRUST_PROXY', false),
    jobSearchCacheSeconds,
    jobAlertIntervalSeconds,
    applyAttemptCacheSeconds,
    redisUrl,
    cookieSecure: bool('COOKIE_SECURE', nodeEnv === 'production'),
    openApiUi: bool('OPENAPI_UI', nodeEnv !== 'production'),
    loginThrottleDelayMs,
    smtpUrl,
    mailFrom: read('MAIL_FROM') ?? 'Talentgate <no-reply@talentgate.local>',
    publicUrl,
    writeRateLimitPerMinute,
    clamd,
    lookupRateLimitPerMinute,
    staffSignInRateLimitPerMinute,
    resumeParseRateLimitPerMinute,
    invocationDir: baseDir,
    identityProviderSecrets,
    devIdentityProvider,
    hrSystemSecrets,
    smsGateway,
    masterKeys: { current: currentMasterKey ?? Buffer.alloc(32), previous: previousMasterKeys },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
