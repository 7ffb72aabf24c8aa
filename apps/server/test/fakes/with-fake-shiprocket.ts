import { spawn } from 'node:child_process';
import {
  FAKE_PICKUP_LOCATION,
  FAKE_SHIPROCKET_EMAIL,
  FAKE_SHIPROCKET_PASSWORD,
  startFakeShiprocket,
} from './fake-shiprocket.js';

/**
 * Runs the server (`src/main.ts`, with this process's Node flags and environment) booking with
 * the local Shiprocket fake on 127.0.0.1 (a free port, never the real Shiprocket), for the
 * console's browser journeys (apps/admin/e2e/server.config.ts). The fake serves the journeys'
 * delivery pin code (560001, cash on delivery allowed); the server stops when this process is
 * told to, and this one when the server ends.
 *
 * @example
 * // node --conditions=source --import tsx test/fakes/with-fake-shiprocket.ts
 */
const fake = await startFakeShiprocket();
fake.servePinCode('560001', {
  cod: true,
  etd: 'Dec 02, 2026',
  city: 'Bengaluru',
  state: 'Karnataka',
});
const server = spawn(process.execPath, [...process.execArgv, 'src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    SHIPROCKET_EMAIL: FAKE_SHIPROCKET_EMAIL,
    SHIPROCKET_PASSWORD: FAKE_SHIPROCKET_PASSWORD,
    SHIPROCKET_PICKUP_LOCATION: FAKE_PICKUP_LOCATION,
    SHIPROCKET_PICKUP_PIN_CODE: '400001',
    SHIPROCKET_WEBHOOK_TOKEN: 'e2e-shiprocket-webhook-token',
    SHIPROCKET_BASE_URL: fake.baseUrl,
  },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => {
  void fake.close().then(() => process.exit(code ?? 0));
});
