import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fp from 'fastify-plugin';
import { inDependencyOrder, pluginName } from '../../src/lib/plugin-order.js';

const plugin = (name: string, dependencies: string[] = []) => fp(async () => {}, { name, dependencies });
const names = (plugins: object[]) => plugins.map(pluginName);

describe('inDependencyOrder', () => {
  it('puts each plugin after the listed plugins it depends on, otherwise keeps the order given', () => {
    const list = [
      plugin('dashboard', ['items', 'users']),
      plugin('items', ['db', 'users']),
      plugin('media', ['storage']),
      plugin('users', ['db']),
    ];
    assert.deepEqual(names(inDependencyOrder(list)), ['media', 'users', 'items', 'dashboard']);
  });

  it('keeps a list that is already in order as it is', () => {
    const list = [plugin('a'), plugin('b', ['a']), plugin('c'), plugin('d', ['b', 'c'])];
    assert.deepEqual(names(inDependencyOrder(list)), ['a', 'b', 'c', 'd']);
  });

  it('refuses a circle, naming the plugins in it', () => {
    const list = [plugin('ok'), plugin('templates', ['tasks']), plugin('tasks', ['templates'])];
    assert.throws(() => inDependencyOrder(list), /circle: templates \(needs tasks\); tasks \(needs templates\)/);
  });

  it('refuses a plugin without a name and two plugins of one name', () => {
    assert.throws(() => inDependencyOrder([async () => {}]), /needs a name/);
    assert.throws(() => inDependencyOrder([plugin('users'), plugin('users')]), /two plugins in the list are named 'users'/);
  });
});
