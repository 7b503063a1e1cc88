import { makeTemplate } from '../../../testing/template-fixtures';
import { checkPublishable, missingPublishFields } from '../publish-check';

test('a template missing from the rows on screen cannot be published', () => {
  expect(checkPublishable([makeTemplate({ template_id: 1 })], 2)).toEqual({ ok: false, reason: 'notFound' });
  expect(checkPublishable(undefined, 1)).toEqual({ ok: false, reason: 'notFound' });
});

test('the five required fields are reported in order; blank strings count as empty', () => {
  const template = makeTemplate({
    template_category_id: ' ',
    photo_tips_id: null,
    template_top_title: '\t',
    template_main_image: '',
    template_video_url: null,
  });
  expect(missingPublishFields(template)).toEqual([
    'template_category_id',
    'photo_tips_id',
    'template_top_title',
    'template_main_image',
    'template_video_url',
  ]);
  expect(checkPublishable([makeTemplate({ template_id: 5 })], 5)).toMatchObject({ ok: true });
});
