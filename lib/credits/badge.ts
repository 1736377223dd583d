import type { UsagePreferences } from '../settings/usage-preferences';

/** The slice of the action API the badge needs, so tests can pass a recorder. */
export interface BadgeApi {
  setBadgeText(details: { text: string }): Promise<void> | void;
  setBadgeBackgroundColor(details: { color: string }): Promise<void> | void;
}

/** "87", "1.2k", "15k": the badge has room for about four characters. */
export function compactCount(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(Math.floor(count / 100) / 10).toString()}k`;
  if (count < 1_000_000) return `${Math.floor(count / 1000)}k`;
  return `${Math.floor(count / 1_000_000)}M`;
}

/** The badge for the credits remaining (undefined: not known), as the preferences want it. */
export function badgeFor(
  remaining: number | undefined,
  preferences: UsagePreferences,
): { text: string; color: string } {
  if (!preferences.showBadge || remaining === undefined) return { text: '', color: '#5f6368' };
  const low = remaining <= preferences.lowBalanceThreshold;
  return { text: compactCount(remaining), color: low ? '#c5221f' : '#1a73e8' };
}

/** Shows the remaining balance on the toolbar button (or clears it when turned off). */
export async function updateBadge(action: BadgeApi, remaining: number | undefined, preferences: UsagePreferences) {
  const { text, color } = badgeFor(remaining, preferences);
  await action.setBadgeBackgroundColor({ color });
  await action.setBadgeText({ text });
}
