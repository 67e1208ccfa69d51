import type { Config } from '@react-router/dev/config';

// Server rendering; apps/server serves build/client and calls build/server through its web plugin.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
