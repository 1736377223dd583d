import { useEffect, useRef, useState } from 'preact/hooks';
import { DEFAULT_SEARCH_TYPE, type SearchOptions, type SearchType } from '../api/search-options';
import { checkedDefaults } from '../settings/page-settings';
import { searchDefaultsItem } from '../settings/settings-items';
import { fieldsFromOptions, type OptionFields } from './search-fields';

interface DefaultsForm {
  type: SearchType;
  options: OptionFields;
}

/** The type and option fields a form shows for these defaults. */
const formFor = (defaults: SearchOptions) => ({
  type: defaults.type ?? DEFAULT_SEARCH_TYPE,
  options: fieldsFromOptions(defaults),
});

/**
 * A search form's default options, kept in step with the stored ones (changed on the options
 * page, or by another browser through sync, without a reload): the defaults follow, and the
 * form follows while it still shows the old ones. Set the first value with the returned setter.
 */
export function useFollowedDefaults<F extends DefaultsForm>(setForm: (update: (form: F) => F) => void) {
  const [defaults, setState] = useState<SearchOptions>({});
  const shown = useRef<SearchOptions>({});
  const setDefaults = (next: SearchOptions) => setState((shown.current = next));
  useEffect(
    () =>
      searchDefaultsItem.watch((stored) => {
        // Compared as JSON: fieldsFromOptions always lists the fields in the same order.
        const before = JSON.stringify(formFor(shown.current));
        const next = checkedDefaults(stored);
        setDefaults(next);
        setForm((form) =>
          JSON.stringify({ type: form.type, options: form.options }) === before ? { ...form, ...formFor(next) } : form,
        );
      }),
    [],
  );
  return [defaults, setDefaults] as const;
}
