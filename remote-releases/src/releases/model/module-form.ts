import type { ModuleCreate } from '@video-admin/shared-ui/contract';

export interface ModuleFormValues {
  name: string;
  segment: string;
  configKey: string;
  en: string;
  zh: string;
}

export const EMPTY_MODULE_FORM: ModuleFormValues = { name: '', segment: '', configKey: '', en: '', zh: '' };

export type ModuleField = keyof ModuleFormValues;

const RULES: Record<ModuleField, RegExp> = {
  // A package name such as remote-reports, its URL segment, and its federation name (a JavaScript identifier).
  name: /^[a-z][a-z0-9-]*$/,
  segment: /^[a-z][a-z0-9-]*$/,
  configKey: /^[A-Za-z_$][A-Za-z0-9_$]*$/,
  en: /\S/,
  zh: /\S/,
};

/** The fields that do not hold a value of their kind. */
export function invalidModuleFields(values: ModuleFormValues): ModuleField[] {
  return (Object.keys(RULES) as ModuleField[]).filter((field) => !RULES[field].test(values[field].trim()));
}

/** What POST /api/v1/modules/ takes. */
export function moduleBody(values: ModuleFormValues): ModuleCreate {
  return {
    name: values.name.trim(),
    segment: values.segment.trim(),
    config_key: values.configKey.trim(),
    display_name: { en: values.en.trim(), 'zh-CN': values.zh.trim() },
  };
}
