import { t, type MessageKey } from '../../lib/i18n/messages';

/** The page's groups, in order: each one's anchor and the name its own legend or heading gives it. */
export const SETTINGS_SECTIONS: ReadonlyArray<readonly [id: string, name: MessageKey]> = [
  ['service', 'apiLegend'],
  ['defaults', 'defaultOptionsLegend'],
  ['links', 'openResultsInLegend'],
  ['credits', 'creditsLabel'],
  ['presets', 'presetsLegend'],
  ['sites', 'siteListsLabel'],
  ['cache', 'cacheHistoryLegend'],
  ['sync', 'syncLegend'],
  ['in-page', 'inPageLegend'],
  ['on-device', 'onDeviceLegend'],
  ['file', 'settingsFileLegend'],
  ['usage', 'usageHeading'],
];

/** The groups at a glance, at the top: a link to each (issue 41), so a long page reads as its parts. */
export function SectionLinks({ onDevice }: { onDevice: boolean }) {
  return (
    <nav class="section-links" aria-label={t('settingsSectionsLabel')}>
      <ul>
        {/* The on-device group exists only where this browser has a model. */}
        {SETTINGS_SECTIONS.filter(([id]) => onDevice || id !== 'on-device').map(([id, name]) => (
          <li key={id}>
            <a href={`#${id}`}>{t(name)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
