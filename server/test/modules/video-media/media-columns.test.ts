import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  TASK_MEDIA_COLUMNS,
  TEMPLATE_MEDIA_COLUMNS,
  referenceImageColumn,
  videoSlotColumn,
} from '../../../src/modules/video-media/media-columns.js';

describe('media columns', () => {
  it('lists the ten URL columns of a template and the four of a task', () => {
    assert.deepEqual(TEMPLATE_MEDIA_COLUMNS, [
      'template_main_image',
      'template_video_url',
      'template_video_url_1',
      'template_video_url_2',
      'template_video_url_3',
      'template_video_url_4',
      'template_reference_image_1',
      'template_reference_image_2',
      'template_reference_image_3',
      'template_reference_image_4',
    ]);
    assert.deepEqual(TASK_MEDIA_COLUMNS, ['video_url', 'first_image', 'second_image', 'merged_image']);
  });

  it('names the column of slots 1 to 4, and none for any other number', () => {
    assert.equal(videoSlotColumn(1), 'template_video_url_1');
    assert.equal(videoSlotColumn(4), 'template_video_url_4');
    assert.equal(referenceImageColumn(2), 'template_reference_image_2');
    for (const slot of [0, 5, 1.5, -1]) {
      assert.equal(videoSlotColumn(slot), null, String(slot));
      assert.equal(referenceImageColumn(slot), null, String(slot));
    }
  });
});
