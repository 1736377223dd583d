import * as z from 'zod/mini';
import { defineStoredItem } from '../storage/stored-item';

const switchSchema = z.boolean();
/** Whether an on-device feature is offered (issue 40): on by default, shown only where the browser has the model. */
export type OnDeviceSwitch = z.infer<typeof switchSchema>;

/** Summarize and Summarize results, made by the browser's on-device Summarizer (0 credits). */
export const onDeviceSummariesItem = defineStoredItem<OnDeviceSwitch>('local:onDeviceSummaries', { fallback: true });

/** Translate to …, made by the browser's on-device Translator (0 credits). */
export const onDeviceTranslationsItem = defineStoredItem<OnDeviceSwitch>('local:onDeviceTranslations', {
  fallback: true,
});

/** A stored switch, read tolerantly: anything but a boolean is on (the default). */
export function checkOnDeviceSwitch(value: unknown): OnDeviceSwitch {
  const parsed = switchSchema.safeParse(value);
  return !parsed.success || parsed.data;
}
