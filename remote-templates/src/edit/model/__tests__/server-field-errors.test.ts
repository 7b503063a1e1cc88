import { ApiError } from '@video-admin/shared-ui';
import { fieldRefusals } from '../server-field-errors';

const refused = (status: number, body: unknown) => new ApiError('/api/backend/video-template/create', status, 'x', body);

test("a 422's body fields become the form's refusals, the first reason per field; others are left out", () => {
  const error = refused(422, {
    detail: [
      { loc: ['body', 'template_name'], msg: 'too long', type: 'string_too_long' },
      { loc: ['body', 'template_name'], msg: 'second reason', type: 'x' },
      { loc: ['body', 'template_main_image'], msg: 'not a URL', type: 'value_error' },
      { loc: ['body', 'template_status'], msg: 'not a form field', type: 'x' },
      { loc: ['query', 'template_prompt'], msg: 'not the body', type: 'x' },
      { loc: ['body'], msg: 'the whole body', type: 'x' },
    ],
  });
  expect(fieldRefusals(error)).toEqual([
    { field: 'template_name', message: 'too long' },
    { field: 'template_main_image', message: 'not a URL' },
  ]);
});

test('any other failure refuses no field', () => {
  expect(fieldRefusals(refused(409, { detail: [{ loc: ['body', 'template_name'], msg: 'x' }] }))).toEqual([]);
  expect(fieldRefusals(refused(422, { detail: 'Validation Error' }))).toEqual([]);
  expect(fieldRefusals(refused(422, null))).toEqual([]);
  expect(fieldRefusals(new Error('network'))).toEqual([]);
});
