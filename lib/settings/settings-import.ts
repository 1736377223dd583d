import { sameData } from '../storage/same-data';
import { t } from '../i18n/messages';
import { SETTING_LABELS, type PortableSettings } from './settings-file';

/** The two settings that say where the key goes and which key: never stored by an import. */
export type CredentialSettings = Pick<PortableSettings, 'apiKey' | 'apiBaseUrl'>;

export interface ImportPlan {
  /** What the import stores at once: each other setting the file has and that differs from the stored one. */
  store: Partial<Omit<PortableSettings, keyof CredentialSettings>>;
  /**
   * The file's key and base URL where they differ from the stored ones: put into their fields,
   * unsaved, so the page shows where the key would go and nothing changes before Save.
   */
  forSave: Partial<CredentialSettings>;
}

const ORDER = Object.keys(SETTING_LABELS) as Array<keyof PortableSettings>;

/**
 * Splits a settings file's readable settings into those stored at once and those left for Save.
 * An import never moves the key: a file may name another API address (whose origin the browser
 * may already grant) or another key, or clear it; storing that silently would send the next
 * search's key elsewhere, or with a key the person never saw. Settings equal to the stored ones
 * are neither stored nor named.
 */
export function planImport(stored: PortableSettings, imported: Partial<PortableSettings>): ImportPlan {
  const plan: ImportPlan = { store: {}, forSave: {} };
  for (const key of ORDER) {
    const value = imported[key];
    if (value === undefined || sameData(value, stored[key])) continue;
    if (key === 'apiKey' || key === 'apiBaseUrl') Object.assign(plan.forSave, { [key]: value });
    else Object.assign(plan.store, { [key]: value });
  }
  return plan;
}

const names = (keys: ReadonlyArray<keyof PortableSettings>) => keys.map((key) => t(SETTING_LABELS[key])).join(', ');

/** The page's outcome line: each setting the import changed, and each waiting in its field for Save. */
export function importSummary(plan: ImportPlan): string {
  const changed = ORDER.filter((key) => key in plan.store);
  const waiting = ORDER.filter((key) => key in plan.forSave);
  const outcome = changed.length > 0 ? t('settingsImportedChanged', names(changed)) : t('settingsImportedNoChange');
  return waiting.length > 0 ? `${outcome} ${t('importWaitsForSave', names(waiting))}` : outcome;
}
