// The kit's fake live socket (tests/kit/fake-live-socket.ts) for vitest: installed with
// vi.stubGlobal, so resetAll's vi.unstubAllGlobals() puts the real WebSocket back.
import { vi } from 'vitest';
import { FakeLiveSocket } from './fake-live-socket';

export { FakeLiveSocket as FakeSocket };

export function installFakeSocket(): void {
  FakeLiveSocket.instances = [];
  FakeLiveSocket.options = {};
  vi.stubGlobal('WebSocket', FakeLiveSocket);
}
