// Library builds: each package to ESM with type declarations in packages/<name>/dist.
// Packages build in layer order; a package sees the packages below it through their built
// declarations (tsconfig.build.json paths), never their sources, so each dist is self-contained.
// The embed bundles (packages/embed) add their own configs from packages/embed/rollup.embed.mjs.
import { existsSync, readFileSync } from 'node:fs';
import typescript from '@rollup/plugin-typescript';

const layers = ['contract', 'core', 'ui', 'widgets'];

function libraryConfig(name) {
  const dir = `packages/${name}`;
  const input = existsSync(`${dir}/src/index.tsx`) ? `${dir}/src/index.tsx` : `${dir}/src/index.ts`;
  const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));
  const deps = Object.keys(pkg.dependencies ?? {});
  return {
    input,
    output: {
      dir: `${dir}/dist`,
      format: 'es',
      sourcemap: true,
      preserveModules: true,
      preserveModulesRoot: `${dir}/src`,
    },
    // Dependencies (and their subpaths) stay imports: the consumer's bundler resolves them once.
    external: (id) => deps.some((d) => id === d || id.startsWith(`${d}/`)),
    plugins: [
      typescript({
        // Each package is one program of its own src (packages/<name>/tsconfig.build.json).
        tsconfig: `${dir}/tsconfig.build.json`,
        // JavaScript and declarations only: the plugin's type errors are warnings that never
        // fail the build, and `npm test`'s tsc checks these sources already
        // (docs/decisions/0333-library-builds-without-a-second-type-check.md).
        compilerOptions: { noCheck: true },
      }),
    ],
    onwarn(warning, warn) {
      if (
        warning.code === 'CIRCULAR_DEPENDENCY' &&
        warning.ids?.every((i) => i.includes('node_modules'))
      )
        return;
      warn(warning);
    },
  };
}

const selected = process.env.SAVDO_PACKAGES?.split(',') ?? layers;
export default layers
  .filter((name) => selected.includes(name) && existsSync(`packages/${name}/src`))
  .filter(
    (name) =>
      existsSync(`packages/${name}/src/index.ts`) || existsSync(`packages/${name}/src/index.tsx`),
  )
  .map(libraryConfig);
