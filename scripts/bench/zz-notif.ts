import { startAppServer } from './app-server';
import { measureNotificationReturn } from './notification-return';

const app = await startAppServer(5);
try {
  const r = await measureNotificationReturn(app.url, Number(process.env.TAPS ?? 5));
  for (const c of r.cases)
    console.log(
      c.way,
      c.connection,
      Math.round(c.medianMs),
      c.samplesMs.map(Math.round).join(' '),
      c.failures.join('; '),
    );
} finally {
  await app.dispose();
}
