import type { TemplateUpdate } from '../api/update-template';
import type { VideoTemplate } from './template';

/** The edit dialog's form: text inputs hold strings, the two choices hold '1'/'2'/'3'. */
export interface TemplateForm {
  template_name: string;
  template_image_num: string;
  template_top_title: string;
  template_category_id: string;
  template_main_image: string;
  photo_tips_id: string;
  template_system_recommendation: string;
  template_user_evaluation: string;
}

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
export function toTemplateUpdate(templateId: number, form: TemplateForm): TemplateUpdate {
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
