import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ADDRESS_REPORTS_PER_MINUTE,
  BROWSER_REPORTS_PER_MINUTE,
  SAMPLE_TARGET_PER_MINUTE,
  createReportLimits,
} from '../../../src/modules/frontend-reports/report-limits.js';

describe('report limits of one instance', () => {
  it('lets one browser count at most its reports a minute, and again the next minute', () => {
    let now = Date.UTC(2026, 10, 30, 12, 0, 5);
    const limits = createReportLimits(() => now);
    let granted = 0;
    for (let i = 0; i < 100; i++) granted += limits.allow('browser-a', '10.0.0.1', 50);
    assert.equal(granted, BROWSER_REPORTS_PER_MINUTE);
    assert.equal(limits.allow('browser-b', '10.0.0.1', 50), 50, 'another browser behind the address has its own');
    now += 60_000;
    assert.equal(limits.allow('browser-a', '10.0.0.1', 50), 50);
  });

  it('caps one address whatever browsers it shows, without spending what a browser limit refused', () => {
    const limits = createReportLimits(() => Date.UTC(2026, 10, 30, 12, 0, 5));
    let granted = 0;
    for (let i = 0; i < 200; i++) granted += limits.allow(`browser-${i}`, '10.0.0.2', 50);
    assert.equal(granted, ADDRESS_REPORTS_PER_MINUTE);
    assert.equal(limits.allow('browser-x', '10.0.0.3', 10), 10);

    const spent = createReportLimits(() => Date.UTC(2026, 10, 30, 12, 0, 5));
    for (let i = 0; i < 10; i++) spent.allow('one-browser', '10.0.0.4', 50);
    assert.equal(spent.allow('another', '10.0.0.4', 50), 50);
  });

  it('samples successes below 1 only once this instance receives more than the target a minute', () => {
    let now = Date.UTC(2026, 10, 30, 12, 0, 0);
    const limits = createReportLimits(() => now);
    assert.equal(limits.sampleRate(), 1);
    limits.received(SAMPLE_TARGET_PER_MINUTE);
    assert.equal(limits.sampleRate(), 1);
    limits.received(SAMPLE_TARGET_PER_MINUTE * 3);
    assert.equal(limits.sampleRate(), 0.25);
    // Half a minute later the last minute's traffic still weighs half.
    now += 90_000;
    assert.equal(limits.sampleRate(), 0.5);
    now += 60_000;
    assert.equal(limits.sampleRate(), 1);
    limits.received(1_000_000);
    assert.equal(limits.sampleRate(), 0.01, 'never below 1 %');
  });
});
