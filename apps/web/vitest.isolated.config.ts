import { defineConfig } from 'vitest/config';
import webConfig, { ISOLATED_FILES } from './vitest.config.ts';

// The web project's files that need a fresh process each (see ISOLATED_FILES), as every web test
// file ran before the project ran without isolation. Set, not merged: mergeConfig would append
// these files to the web project's own lists.
export default defineConfig((configEnv) => {
  const web = webConfig(configEnv);
  return {
    ...web,
    test: {
      ...web.test,
      name: 'web-isolated',
      include: ISOLATED_FILES,
      exclude: [],
      isolate: true,
    },
  };
});
