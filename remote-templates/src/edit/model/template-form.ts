import type { VideoTemplate, VideoTemplateCreate, VideoTemplateUpdate } from '@video-admin/shared-ui/contract';
import { PLATFORMS, type Platform } from '../../model/template';

/** The fields the edit dialog changes, as the update call names them. */
type EditableFields = Pick<
  VideoTemplateUpdate,
  | 'template_name'
  | 'template_image_num'
  | 'template_top_title'
  | 'template_category_id'
  | 'template_main_image'
  | 'photo_tips_id'
  | 'template_system_recommendation'
  | 'template_user_evaluation'
>;

/** What only a new template is given in the dialog: an existing one shows them read-only. */
type CreateOnlyFields = Pick<VideoTemplateCreate, 'template_platform' | 'template_prompt'>;

/** The dialog's form: text inputs hold strings, the choices hold '1'/'2'/'3' or a platform ('' for none). */
export type TemplateForm = Record<keyof EditableFields | keyof CreateOnlyFields, string>;

export function toTemplateForm(template: VideoTemplate): TemplateForm {
  return {
    template_name: template.template_name ?? '',
    template_platform: template.template_platform ?? '',
    template_prompt: template.template_prompt ?? '',
    template_image_num: String(template.template_image_num ?? 1),
    template_top_title: template.template_top_title ?? '',
    template_category_id: template.template_category_id ?? '',
    template_main_image: template.template_main_image ?? '',
    photo_tips_id: String(template.photo_tips_id ?? 1),
    template_system_recommendation: template.template_system_recommendation ?? '',
    template_user_evaluation: template.template_user_evaluation ?? '',
  };
}

/** The empty form a new template starts from: the server's defaults (one image, photo tips 1). */
export const EMPTY_TEMPLATE_FORM: TemplateForm = {
  template_name: '',
  template_platform: '',
  template_prompt: '',
  template_image_num: '1',
  template_top_title: '',
  template_category_id: '',
  template_main_image: '',
  photo_tips_id: '1',
  template_system_recommendation: '',
  template_user_evaluation: '',
};

const orNull = (value: string) => value.trim() || null;

/**
 * A required field's check for react-hook-form: true when given, else the message. Blank text
 * counts as empty, as it is sent as null. (A new template needs a name, a platform and a prompt
 * in the dialog, although the create call accepts each empty.)
 */
export function requiredText(message: string) {
  return (value: string): true | string => !!value.trim() || message;
}

/**
 * The longest template name the dialog saves. The API takes longer ones (up to 255, for the
 * pipeline's names); a person names a template for a list's column and a phone's card.
 */
export const TEMPLATE_NAME_MAX = 100;

/** A name's length as people count it: characters, so an emoji or a rare CJK character counts once. */
export const nameLength = (value: string) => [...value].length;

/** The name's check: given (blank counts as empty) and at most TEMPLATE_NAME_MAX characters. */
export function templateNameRules(requiredMessage: string, tooLongMessage: string) {
  return (value: string): true | string =>
    !value.trim() ? requiredMessage : nameLength(value.trim()) > TEMPLATE_NAME_MAX ? tooLongMessage : true;
}

/** A required field's props for ControlledField: marked required, and checked by requiredText. */
export function requiredField(message: string) {
  return { required: true, rules: { validate: requiredText(message) } };
}

function editableFields(form: TemplateForm): EditableFields {
  return {
    template_name: orNull(form.template_name),
    template_image_num: Number(form.template_image_num) === 2 ? 2 : 1,
    template_top_title: orNull(form.template_top_title),
    template_category_id: orNull(form.template_category_id),
    template_main_image: orNull(form.template_main_image),
    photo_tips_id: [1, 2, 3].includes(Number(form.photo_tips_id)) ? Number(form.photo_tips_id) : 1,
    template_system_recommendation: orNull(form.template_system_recommendation),
    template_user_evaluation: orNull(form.template_user_evaluation),
  };
}

/** The update call's body: the id and every editable field, empties as null. */
export function toTemplateUpdate(templateId: number, form: TemplateForm): VideoTemplateUpdate {
  return { template_id: templateId, ...editableFields(form) };
}

/** The create call's body: every field of the form, empties as null; status and sub-status are the server's. */
export function toTemplateCreate(form: TemplateForm): VideoTemplateCreate {
  const platform = PLATFORMS.find((known) => known === form.template_platform);
  return {
    template_platform: (platform ?? null) as Platform | null,
    template_prompt: orNull(form.template_prompt),
    ...editableFields(form),
  };
}
