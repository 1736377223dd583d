import { defineStoredItem } from '../storage/stored-item';
import { CREDIT_LEDGER_KEY } from './ledger-key';
import type { StoredField } from '../settings/repair-settings';
import { SEARCH_SOURCES, type SearchSource } from '../api/search-source';
import { ALL_SEARCH_TYPES, type SearchType } from '../api/search-options';
import { isCostKey, isEndpoint, READER_ENDPOINT, type KnownCosts } from './expected-cost';
import type { PendingCharge } from './pending-charges';
import {
  EMPTY_LEDGER,
  recordBilled,
  type LedgerEndpoint,
  type CreditLedger,
  type DayUsage,
  type LedgerEvent,
  type SourceTotals,
} from './credit-ledger';

/**
 * The credit ledger, in storage.local so it outlives the browser session. Two shapes are
 * read: the first release's list of events (`events`), and per-day totals (`days`), which
 * the background writes from the first search or start-up after the update on. The shape
 * is told by its fields rather than WXT's version migrations, which would run in every
 * page that reads the ledger and race the background's writes.
 */
export const creditLedgerItem = defineStoredItem<CreditLedger>(CREDIT_LEDGER_KEY, {
  fallback: EMPTY_LEDGER,
});

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isSource = (value: unknown): value is SearchSource => SEARCH_SOURCES.includes(value as SearchSource);
/** A day key as the ledger writes it ("2026-03-31"). */
export const isDayKey = (value: string) => /^\d{4}-\d{2}-\d{2}$/u.test(value);

/**
 * One recorded charge: a first-release ledger's event (when, what, where), or a pending charge
 * (pending-charges.ts), which adds its id and its kind; each extra field checked on its own.
 */
function checkEvent(value: unknown): LedgerEvent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { at, credits, source, saved, id, type, size, page, endpoint, reported } = value as Record<string, unknown>;
  if (!isCount(at) || !isCount(credits) || !isSource(source)) return undefined;
  return {
    at,
    credits,
    source,
    ...(isCount(saved) && { saved }),
    ...(typeof id === 'string' && id !== '' && id.length <= 128 && { id }),
    ...(typeof type === 'string' && isSearchType(type) && { type }),
    ...(isCount(size) && { size }),
    ...(isCount(page) && { page }),
    ...(typeof endpoint === 'string' && isEndpoint(endpoint) && { endpoint }),
    ...(reported === false && { reported }),
  };
}

/** The stored pending charges (pending-charges.ts), each checked on its own: a damaged one is dropped alone. */
export function checkPendingCharges(value: unknown): PendingCharge[] {
  if (!Array.isArray(value)) return [];
  return value.map(checkEvent).filter((charge): charge is PendingCharge => charge?.id !== undefined);
}

function checkTotals(value: unknown): SourceTotals | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { billed, saved, searches } = value as Record<string, unknown>;
  if (!isCount(billed) || !isCount(saved) || !isCount(searches)) return undefined;
  return { billed, saved, searches };
}

/** One day's totals, each entry point checked on its own. */
export function checkDayUsage(value: unknown): DayUsage | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const usage: DayUsage = {};
  for (const [source, totals] of Object.entries(value)) {
    if (!isSource(source)) continue;
    const checked = checkTotals(totals);
    if (checked) usage[source] = checked;
  }
  return Object.keys(usage).length > 0 ? usage : undefined;
}

function checkDays(value: unknown): Record<string, DayUsage> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const days: Record<string, DayUsage> = {};
  for (const [day, usage] of Object.entries(value)) {
    const checked = isDayKey(day) ? checkDayUsage(usage) : undefined;
    if (checked) days[day] = checked;
  }
  return days;
}

const isSearchType = (value: string): value is SearchType => (ALL_SEARCH_TYPES as readonly string[]).includes(value);
// The reader (Read here) has a line of its own beside the search types.
const isType = (value: string): value is LedgerEndpoint => value === READER_ENDPOINT || isSearchType(value);

/** Credits per type per day, each day and figure checked on its own; undefined when there is none. */
function checkTypeDays(value: unknown): CreditLedger['types'] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const days: NonNullable<CreditLedger['types']> = {};
  for (const [day, byType] of Object.entries(value as Record<string, unknown>)) {
    if (!isDayKey(day) || typeof byType !== 'object' || byType === null) continue;
    const checked = Object.fromEntries(
      Object.entries(byType as Record<string, unknown>).filter(
        (entry): entry is [LedgerEndpoint, number] => isType(entry[0]) && isCount(entry[1]),
      ),
    );
    if (Object.keys(checked).length > 0) days[day] = checked;
  }
  return Object.keys(days).length > 0 ? days : undefined;
}

/**
 * The known costs ("news|10" → 1, "web|10|more" → 1, "reader" → 2), each checked on its own;
 * undefined when there is none. Keyed by endpoint name, so a search type or the reader added
 * later is kept by a release that does not know it.
 */
function checkCosts(value: unknown): KnownCosts | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const costs: KnownCosts = {};
  for (const [key, credits] of Object.entries(value)) {
    if (isCostKey(key) && isCount(credits)) costs[key] = credits;
  }
  return Object.keys(costs).length > 0 ? costs : undefined;
}

/** Absorbed charge ids (pending-charges.ts), the damaged ones left out; undefined when none. */
function checkAbsorbed(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 128);
  return ids.length > 0 ? ids.slice(-MAX_ABSORBED) : undefined;
}

/** More than a worker could have pending at once; a longer list is damage, and its oldest go. */
const MAX_ABSORBED = 64;

/**
 * Reads a stored ledger defensively: a damaged day or event is dropped on its own, a
 * damaged balance is forgotten, and everything else is kept (credit records are never
 * discarded wholesale). A first-release ledger's events become per-day totals, in the
 * time zone of `timeZone` (the system's when omitted), with every figure unchanged.
 */
export function checkLedger(stored: unknown, timeZone?: string): CreditLedger {
  if (typeof stored !== 'object' || stored === null) return EMPTY_LEDGER;
  const { events, days, types, costs, archivedSaved, balance, billedSinceBalance, exhaustedAt, billedTotal, absorbed } =
    stored as Record<string, unknown>;
  const { amount, setAt } = (typeof balance === 'object' && balance !== null ? balance : {}) as Record<string, unknown>;
  const checkedTypes = checkTypeDays(types);
  const checkedCosts = checkCosts(costs);
  const checkedAbsorbed = checkAbsorbed(absorbed);
  let ledger: CreditLedger = {
    days: checkDays(days),
    ...(checkedTypes && { types: checkedTypes }),
    ...(checkedCosts && { costs: checkedCosts }),
    archivedSaved: isCount(archivedSaved) ? archivedSaved : 0,
    billedSinceBalance: 0,
  };
  if (Array.isArray(events)) {
    for (const event of events.map(checkEvent)) {
      if (event) ledger = recordBilled(ledger, event, timeZone);
    }
  }
  // What a first-release ledger's events say of types and costs is not known (they name neither): none is made up.
  return {
    days: ledger.days,
    ...(checkedTypes && { types: checkedTypes }),
    ...(checkedCosts && { costs: checkedCosts }),
    archivedSaved: ledger.archivedSaved,
    ...(isCount(amount) && isCount(setAt) && { balance: { amount, setAt } }),
    billedSinceBalance: isCount(billedSinceBalance) ? billedSinceBalance : 0,
    ...(isCount(exhaustedAt) && { exhaustedAt }),
    ...(isCount(billedTotal) && { billedTotal }),
    ...(checkedAbsorbed && { absorbed: checkedAbsorbed }),
  };
}

/** Whether a stored ledger is still the first release's shape (the background rewrites it). */
export function isEventLedger(stored: unknown): boolean {
  return typeof stored === 'object' && stored !== null && 'events' in stored;
}

/** The ledger's part of the start-up repair (repairStoredSettings): a damaged day or event goes alone. */
export const LEDGER_REPAIR_FIELD: StoredField = {
  key: 'creditLedger',
  label: 'repairLedgerLabel',
  // A first-release ledger (events) is the migration's to rewrite, damaged events dropped alone.
  check: (v) => (isEventLedger(v) ? v : checkLedger(v)),
  message: 'repairLedger',
};
