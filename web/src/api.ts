// HTTP calls to `dune serve` (docs/API.md) and the WebSocket stream with back-off.
import type { Action, FactionKey, HistoryStep, SeatState } from './types';

/** A seat's auto-pass rules, kept and applied by the server (docs/API.md, "Auto-pass"). */
export interface AutoPassRules {
  /** Pass when Pass is the only answer to every open question. */
  onlyPass: boolean;
  /** Pass every bid whose minimum is above this (-1: off). */
  bidAbove: number;
  /** Pass Weather Control and Family Atomics even holding the card. */
  skipStormCards: boolean;
}
/** The seat's rules and what they answered for it (only ever sent to the seat itself). */
export interface AutoPassState {
  seat: FactionKey;
  rules: AutoPassRules;
  /** Questions the rules answered for the seat (each also leaves a log line only the seat reads). */
  answered: number;
}
/** A table-talk message (docs/API.md, "Table talk"): public (to null) or between two seats. */
export interface TalkMessage {
  id: number;
  from: FactionKey;
  to: FactionKey | null;
  text: string;
  created: number;
  version: number;
}
export interface TalkPage {
  messages: TalkMessage[];
  last: number;
  more: boolean;
}

export class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public currentVersion?: number,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, token?: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'network', 'The server cannot be reached. Check your connection and try again.');
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  if (!res.ok) {
    const e = (json as { error?: { code?: string; message?: string; currentVersion?: number } } | null)?.error;
    throw new ApiError(res.status, e?.code ?? `http_${res.status}`, e?.message ?? `The server answered ${res.status}.`, e?.currentVersion);
  }
  return json as T;
}

export interface Created {
  code: string;
  hostToken: string;
  version: number;
}
export interface SeatSummary {
  faction: FactionKey;
  status: 'open' | 'taken' | 'bot';
  /** A bot seat's level: the heuristic bot ("standard") or the search bot ("strong"). */
  level?: 'standard' | 'strong';
}
/** A bot seat of a new game: its faction (the standard bot), or the faction with its level. */
export type BotSeat = FactionKey | { faction: FactionKey; level: 'standard' | 'strong' };
export interface Summary {
  code: string;
  ruleset: string;
  maxTurns: number;
  version: number;
  turn: number;
  phase: string;
  over: boolean;
  seats: SeatSummary[];
  pending: { seat: FactionKey; kind: string }[];
  outcome: { kind: string; winners: FactionKey[]; turn: number };
}

/** One entry of the server's variant catalog (GET /api/variants). */
export interface Variant {
  key: string;
  name: string;
  expansion: string;
  adds: string;
  source: string;
  needs: string[];
  /** Played with the Advanced rules only (cr_strongholds): a Basic game refuses it. */
  advanced_only?: boolean;
}

export const api = {
  createGame: (factions: FactionKey[], bots: BotSeat[], maxTurns: number, ruleset: 'basic' | 'advanced' = 'basic', variants: string[] = []) =>
    call<Created>('POST', '/api/games', undefined, { ruleset, factions, bots, options: { maxTurns }, ...(variants.length ? { variants } : {}) }),
  /** The expansion variants a new game may name (the server's catalog, `dune variants --json`). */
  variants: () => call<Variant[]>('GET', '/api/variants'),
  /** Claims an open seat (no token), or with the host token takes/reassigns any seat. */
  claimSeat: (code: string, faction: FactionKey, hostToken?: string) =>
    call<{ seat: FactionKey; bot: boolean; seatToken?: string }>('POST', `/api/games/${code}/seats/${faction}`, hostToken),
  summary: (code: string) => call<Summary>('GET', `/api/games/${code}`),
  view: (code: string, token: string) => call<SeatState>('GET', `/api/games/${code}/view`, token),
  /** A finished game at `?turn=T` (its end) or `?version=N` (none: its end); 409 while it is played. */
  history: (code: string, at: { turn?: number; version?: number } = {}) =>
    call<HistoryStep>('GET', `/api/games/${code}/history${at.turn !== undefined ? `?turn=${at.turn}` : at.version !== undefined ? `?version=${at.version}` : ''}`),
  act: (code: string, token: string, expectedVersion: number, requestId: string, action: Action) =>
    call<{ version: number }>('POST', `/api/games/${code}/actions`, token, { expectedVersion, requestId, action }),
  /** The seat's auto-pass rules (its own token only). */
  autoPass: (code: string, seat: FactionKey, token: string) => call<AutoPassState>('GET', `/api/games/${code}/seats/${seat}/autopass`, token),
  setAutoPass: (code: string, seat: FactionKey, token: string, rules: Partial<AutoPassRules>) =>
    call<AutoPassState>('PUT', `/api/games/${code}/seats/${seat}/autopass`, token, rules),
  /** Table talk after message `after` that this token may read (none: the public channel). */
  messages: (code: string, token: string | null, after: number) => call<TalkPage>('GET', `/api/games/${code}/messages?after=${after}`, token),
  say: (code: string, token: string, text: string, to: FactionKey | null, requestId: string) =>
    call<{ message: TalkMessage }>('POST', `/api/games/${code}/messages`, token, { text, to, requestId }),
};

export function requestId(): string {
  const b = new Uint8Array(12);
  crypto.getRandomValues(b);
  return 'web-' + Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

export type StreamStatus = 'connecting' | 'live' | 'retrying';

/** Delay before reconnect attempt n (0-based): 0.5 s doubling to 10 s, with jitter. */
export function backoff(n: number, random = Math.random): number {
  const base = Math.min(10000, 500 * 2 ** n);
  return Math.round(base * (0.75 + 0.5 * random()));
}

export interface StreamMessage extends SeatState {
  type: 'hello' | 'update';
  /** The seat's auto-pass rules and answers (seat streams only). */
  autoPass?: AutoPassState;
}
/** A table-talk message pushed on the stream to the readers allowed. */
export interface StreamTalk {
  type: 'message';
  code: string;
  message: TalkMessage;
}

/** Keeps a WebSocket to /stream open, reconnecting with back-off; every hello/update is handed on. */
export class Stream {
  private ws: WebSocket | null = null;
  private attempts = 0;
  private timer: number | undefined;
  private closed = false;

  constructor(
    private code: string,
    private token: string | null,
    private onMessage: (m: StreamMessage) => void,
    private onStatus: (s: StreamStatus, retryInMs?: number) => void,
    private onTalk: (m: TalkMessage) => void = () => {},
  ) {}

  open(): void {
    if (this.closed) return;
    this.onStatus('connecting');
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const q = this.token ? `?token=${encodeURIComponent(this.token)}` : '';
    const ws = new WebSocket(`${proto}//${location.host}/api/games/${this.code}/stream${q}`);
    this.ws = ws;
    ws.onmessage = (ev) => {
      try {
        const m = JSON.parse(String(ev.data)) as StreamMessage | StreamTalk;
        if (m.type === 'message') {
          this.onTalk(m.message);
          return;
        }
        if (m.type === 'hello') {
          this.attempts = 0;
          this.onStatus('live');
        }
        this.onMessage(m);
      } catch {
        /* ignore a malformed frame */
      }
    };
    ws.onclose = () => {
      if (this.ws !== ws || this.closed) return;
      const wait = backoff(this.attempts++);
      this.onStatus('retrying', wait);
      this.timer = window.setTimeout(() => this.open(), wait);
    };
  }

  /** Reconnect now (e.g. the page came back to the foreground). */
  kick(): void {
    if (this.closed) return;
    if (this.ws && this.ws.readyState <= 1) return;
    window.clearTimeout(this.timer);
    this.open();
  }

  close(): void {
    this.closed = true;
    window.clearTimeout(this.timer);
    this.ws?.close();
  }
}
