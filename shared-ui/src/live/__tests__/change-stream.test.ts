import { setAccessToken } from '@video-admin/shared-ui';
import { callsTo, recordRequests } from '@video-admin/shared-ui/testing';
import { ChangeStream, CHANGES_PATH, RECONNECT_DELAYS_MS, type LiveChange } from '../change-stream';
import { serveChangeStream } from '../testing';

const until = async (check: () => boolean, timeoutMs = 3000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('ChangeStream', () => {
  let stream: ChangeStream;
  beforeEach(() => {
    setAccessToken('token-1');
    stream = new ChangeStream();
  });
  afterEach(() => jest.useRealTimers());

  it('opens with the Bearer token on the first subscriber, hands over changes, and closes after the last', async () => {
    const server = serveChangeStream();
    const requests = recordRequests();
    const heard: LiveChange[] = [];
    const stop = stream.subscribe((change) => heard.push(change));
    await until(() => stream.state === 'open');
    const [request] = callsTo(requests, `GET ${CHANGES_PATH}`);
    expect(request!.headers.get('authorization')).toBe('Bearer token-1');
    expect(request!.headers.get('accept')).toBe('text/event-stream');

    server.send({ kind: 'task', op: 'updated', id: 7, template_id: 3, task_status: 3 });
    server.heartbeat();
    server.send({ kind: 'reset' });
    await until(() => heard.length === 2);
    expect(heard).toEqual([{ kind: 'task', op: 'updated', id: 7, template_id: 3, task_status: 3 }, { kind: 'reset' }]);

    const second = stream.subscribe(() => {});
    expect(server.connections()).toHaveLength(1);
    stop();
    expect(stream.state).toBe('open');
    second();
    expect(stream.state).toBe('down');
    await until(() => server.openConnections() === 0);
  });

  it('reconnects after the server ends the stream, sending the last event id', async () => {
    const server = serveChangeStream();
    const requests = recordRequests();
    const heard: LiveChange[] = [];
    const stop = stream.subscribe((change) => heard.push(change));
    await until(() => stream.state === 'open');
    server.send({ kind: 'task', op: 'created', id: 1 });
    await until(() => heard.length === 1);

    server.drop();
    await until(() => stream.state === 'down');
    await until(() => stream.state === 'open', RECONNECT_DELAYS_MS[0]! + 2000);
    const calls = callsTo(requests, `GET ${CHANGES_PATH}`);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers.get('last-event-id')).toBe('test-1');
    server.send({ kind: 'task', op: 'created', id: 2 });
    await until(() => heard.length === 2);
    stop();
  });

  it('stays down while refused and keeps trying, with growing waits', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const server = serveChangeStream();
    server.refuse(503);
    const requests = recordRequests();
    const stop = stream.subscribe(() => {});
    const attempts = () => callsTo(requests, `GET ${CHANGES_PATH}`).length;
    const settle = async () => {
      for (let i = 0; i < 20; i++) await jest.advanceTimersByTimeAsync(1);
    };
    await settle();
    expect(attempts()).toBe(1);
    expect(stream.state).toBe('down');
    await jest.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]!);
    await settle();
    expect(attempts()).toBe(2);
    // The second wait is longer than the first.
    await jest.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]!);
    await settle();
    expect(attempts()).toBe(2);
    await jest.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[1]! - RECONNECT_DELAYS_MS[0]!);
    await settle();
    expect(attempts()).toBe(3);

    server.refuse(null);
    await jest.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[2]!);
    await settle();
    expect(stream.state).toBe('open');
    stop();
  });

  it('does not connect without a session', async () => {
    window.localStorage.clear();
    serveChangeStream();
    const requests = recordRequests();
    const stop = stream.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(requests, `GET ${CHANGES_PATH}`)).toHaveLength(0);
    expect(stream.state).toBe('down');
    stop();
  });
});
