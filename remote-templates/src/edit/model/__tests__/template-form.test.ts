import { EMPTY_TEMPLATE_FORM, requiredText, toTemplateCreate } from '../template-form';

test('the create body: every field, trimmed, empties as null, the choices as numbers; status left to the server', () => {
  expect(toTemplateCreate(EMPTY_TEMPLATE_FORM)).toEqual({
    template_name: null,
    template_platform: null,
    template_prompt: null,
    template_image_num: 1,
    template_top_title: null,
    template_category_id: null,
    template_main_image: null,
    photo_tips_id: 1,
    template_system_recommendation: null,
    template_user_evaluation: null,
  });
  expect(
    toTemplateCreate({
      ...EMPTY_TEMPLATE_FORM,
      template_name: ' 猫 ',
      template_platform: 'minimax',
      template_prompt: '  ',
      template_image_num: '2',
      photo_tips_id: '3',
    }),
  ).toMatchObject({ template_name: '猫', template_platform: 'minimax', template_prompt: null, template_image_num: 2, photo_tips_id: 3 });
});

test('a platform the server does not know is sent as none', () => {
  expect(toTemplateCreate({ ...EMPTY_TEMPLATE_FORM, template_platform: 'local' }).template_platform).toBeNull();
});

test('a required field is given when it holds more than blanks', () => {
  const check = requiredText('请输入提示词');
  expect(check('')).toBe('请输入提示词');
  expect(check(' \n ')).toBe('请输入提示词');
  expect(check(' 猫 ')).toBe(true);
});
