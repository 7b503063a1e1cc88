// A new page whose every script runs after `probe`, slowed as a bench condition asks: CPU
// throttling through CDP (Emulation.setCPUThrottlingRate; 1 = none) and `latency` ms added to
// every request (Network.emulateNetworkConditions; 0 = none).
export async function throttledPage(context, probe, { throttle = 1, latency = 0 } = {}) {
  await context.addInitScript(probe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttle !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  if (latency) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
  }
  return page;
}
