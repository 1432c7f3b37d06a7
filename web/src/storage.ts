// Seats and host tokens this browser holds, in localStorage.
import type { FactionKey } from './types';

export interface SeatRecord {
  code: string;
  faction: FactionKey;
  token: string;
  added: number;
}
export interface HostRecord {
  code: string;
  token: string;
  added: number;
}

const SEATS = 'dune.seats';
const HOSTS = 'dune.hosts';

function read<T>(k: string): T[] {
  try {
    const v = JSON.parse(localStorage.getItem(k) ?? '[]');
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}
function write<T>(k: string, v: T[]): void {
  try {
    localStorage.setItem(k, JSON.stringify(v));
  } catch {
    /* storage full or disabled: the seat link still works */
  }
}

export function seats(): SeatRecord[] {
  return read<SeatRecord>(SEATS).sort((a, b) => b.added - a.added);
}
export function rememberSeat(code: string, faction: FactionKey, token: string): void {
  const all = read<SeatRecord>(SEATS).filter((s) => !(s.code === code && s.faction === faction));
  all.push({ code, faction, token, added: Date.now() });
  write(SEATS, all);
}
export function forgetSeat(code: string, faction: FactionKey): void {
  write(
    SEATS,
    read<SeatRecord>(SEATS).filter((s) => !(s.code === code && s.faction === faction)),
  );
}
export function seatByToken(token: string): SeatRecord | undefined {
  return read<SeatRecord>(SEATS).find((s) => s.token === token);
}
export function seatsOf(code: string): SeatRecord[] {
  return seats().filter((s) => s.code === code);
}
export function rememberHost(code: string, token: string): void {
  const all = read<HostRecord>(HOSTS).filter((h) => h.code !== code);
  all.push({ code, token, added: Date.now() });
  write(HOSTS, all);
}
export function hostOf(code: string): string | undefined {
  return read<HostRecord>(HOSTS).find((h) => h.code === code)?.token;
}
