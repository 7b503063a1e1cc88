import type { VideoTemplate, VideoTemplateUpdate } from 'shared-ui/contract';

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

/** The edit dialog's form: text inputs hold strings, the two choices hold '1'/'2'/'3'. */
export type TemplateForm = Record<keyof EditableFields, string>;

export function toTemplateForm(template: VideoTemplate): TemplateForm {
  return {
    template_name: template.template_name ?? '',
    template_image_num: String(template.template_image_num ?? 1),
    template_top_title: template.template_top_title ?? '',
    template_category_id: template.template_category_id ?? '',
    template_main_image: template.template_main_image ?? '',
    photo_tips_id: String(template.photo_tips_id ?? 1),
    template_system_recommendation: template.template_system_recommendation ?? '',
    template_user_evaluation: template.template_user_evaluation ?? '',
  };
}

const orNull = (value: string) => value.trim() || null;

/** The update call's body: the id and every editable field, empties as null. */
export function toTemplateUpdate(templateId: number, form: TemplateForm): VideoTemplateUpdate {
  return {
    template_id: templateId,
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
