import { csvFile, type CsvColumn } from '../../lib/csv.js';
import { toWireTimestamp } from '../../lib/time.js';
import type { ExportLanguage } from '../../schemas/backend.js';
import { NOBODY_WORDS, SOURCE_WORDS, kindWords, summaryWords } from './audit-words.js';
import type { AuditEntryRow } from './audit.repository.js';

// An audit entry read as the screen shows it: its kind, source and summary in words, all in the
// export's language (an audit entry has no stored words of the back office to keep), and the kind's
// code beside its words for whoever filters the file.
const columns = (language: ExportLanguage): ReadonlyArray<CsvColumn<AuditEntryRow, ExportLanguage>> => [
  [{ 'zh-CN': '时间', en: 'Time' }, (entry) => toWireTimestamp(entry.at)],
  [{ 'zh-CN': '操作人', en: 'Person' }, (entry) => entry.actor ?? NOBODY_WORDS[language]],
  [{ 'zh-CN': '类型', en: 'Kind' }, (entry) => kindWords(entry.kind, language)],
  [{ 'zh-CN': '类型代码', en: 'Kind code' }, (entry) => entry.kind],
  [{ 'zh-CN': '对象', en: 'Target' }, (entry) => entry.target],
  [{ 'zh-CN': '内容', en: 'Change' }, (entry) => summaryWords(entry.summary, language)],
  [{ 'zh-CN': '来源', en: 'Source' }, (entry) => SOURCE_WORDS[entry.source][language]],
];

/** The entries of `batches` as CSV text: a header in `language`, then one chunk per batch. */
export function auditCsv(batches: AsyncIterable<AuditEntryRow[]>, language: ExportLanguage = 'zh-CN'): AsyncGenerator<string> {
  return csvFile(columns(language), batches, language);
}
