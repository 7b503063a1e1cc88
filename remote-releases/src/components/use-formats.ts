import { useMemo } from 'react';
import { useReleasesTranslation } from '../i18n';

/** How the screen writes times, shares and durations in a language. */
export interface Formats {
  /** A moment as the person's language writes it, in their time zone: "Dec 1, 2026, 8:30 AM", "2026年12月1日 08:30". */
  dateTime: (iso: string | null | undefined) => string;
  /** A whole percent: "50%". */
  percent: (value: number | string) => string;
  /** A load time: "420 ms", "1.2 s", "15 s". */
  duration: (ms: number) => string;
}

export function formatsFor(language: string): Formats {
  const dateTime = new Intl.DateTimeFormat(language === 'en' ? 'en' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' });
  return {
    dateTime: (iso) => {
      if (!iso) return '';
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
    },
    percent: (value) => `${value}%`,
    duration: (ms) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`),
  };
}

/** The formats of the screen's language. */
export function useFormats(): Formats {
  const { lng } = useReleasesTranslation();
  return useMemo(() => formatsFor(lng), [lng]);
}
