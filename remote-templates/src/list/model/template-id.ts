/** A template id typed into a filter: a positive integer, or undefined so the filter is ignored. */
export function parseTemplateId(value: string | null | undefined): number | undefined {
  const trimmed = value?.trim() ?? '';
  if (!/^\d+$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
