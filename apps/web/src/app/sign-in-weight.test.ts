import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

/** Static imports of a file (`import … from`, `export … from`, `import '…'`); `import()` is a later load. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every package the files load before any lazy import, following the app's own relative imports. */
function packagesLoadedBy(entries: string[]): Map<string, string> {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(file)) {
      if (spec.startsWith('.')) {
        const next = resolve(file, spec);
        if (next) visit(next);
      } else {
        packages.set(spec, path.relative(src, file));
      }
    }
  };
  entries.forEach((e) => visit(path.join(src, e)));
  return packages;
}

describe('the web loads no Material UI (docs/decisions/035, 053)', () => {
  it('neither the entry, the sign-in page, nor their first-use parts (Contact Us, the login rule) import @mui or @emotion', () => {
    const loaded = packagesLoadedBy(['main.tsx', 'features/auth/LoginPage.tsx', 'app/shell/ContactUsDialog.tsx']);
    const mui = [...loaded].filter(([name]) => /^@(mui|emotion)\//.test(name)).map(([name, file]) => `${name} (from ${file})`);
    expect(mui).toEqual([]);
    // The walk does reach the sign-in page's own code.
    expect(loaded.has('react-router')).toBe(true);
  });

  it('nor TanStack Query: it loads past the sign-in page (docs/decisions/058)', () => {
    const loaded = packagesLoadedBy(['main.tsx', 'features/auth/LoginPage.tsx', 'app/shell/ContactUsDialog.tsx']);
    expect([...loaded].filter(([name]) => name.startsWith('@tanstack/')).map(([name, file]) => `${name} (from ${file})`)).toEqual([]);
    // The same walk sees it from the portal's area.
    expect(packagesLoadedBy(['app/query/QueryArea.tsx']).has('@tanstack/react-query')).toBe(true);
  });

  it("nor does the sign-in's second step, its own chunk loaded after the password (issue 46)", () => {
    const loaded = packagesLoadedBy(['features/auth/SecondStep.tsx']);
    expect([...loaded].filter(([name]) => name.startsWith('@tanstack/')).map(([name, file]) => `${name} (from ${file})`)).toEqual([]);
    // The walk does read the second step's own code.
    expect(loaded.get('@wcpp/contract')).toBeDefined();
    expect(packagesLoadedBy(['features/auth/LoginPage.tsx']).has('@tanstack/react-query')).toBe(false);
  });

  it('nor do the signed-out pages of registration, password reset and user name (docs/decisions/084)', () => {
    const pages = ['registration/RegistrationPage', 'registration/ConfirmRegistrationPage', 'registration/RegistrationCompletePage', 'password/ResetPasswordPage', 'password/ConfirmPasswordResetPage', 'password/ForgotUsernamePage'];
    const loaded = packagesLoadedBy(pages.map((p) => `features/${p}.tsx`));
    expect([...loaded].filter(([name]) => name.startsWith('@tanstack/')).map(([name, file]) => `${name} (from ${file})`)).toEqual([]);
    // The walk reaches their forms and calls.
    expect(loaded.has('react-hook-form')).toBe(true);
    // The e-mail change's link keeps the library: it refreshes the signed-in user's details.
    expect(packagesLoadedBy(['features/profile/ConfirmEmailChangePage.tsx']).has('@tanstack/react-query')).toBe(true);
  });

  it('nor do home and the signed-in shell: menu, header actions, session services (docs/decisions/045)', () => {
    const loaded = packagesLoadedBy(['features/home/HomePage.tsx', 'app/shell/MainMenu.tsx', 'app/shell/UserActions.tsx', 'app/session/SessionServices.tsx']);
    const mui = [...loaded].filter(([name]) => /^@(mui|emotion)\//.test(name)).map(([name, file]) => `${name} (from ${file})`);
    expect(mui).toEqual([]);
    expect(loaded.has('@tanstack/react-query')).toBe(true);
  });

  it('and no other screen does: no file of the web app imports @mui or @emotion, and the web lists neither package (issue 26)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && /from ['"]@(mui|emotion)\//.test(readFileSync(file, 'utf8'))) offenders.push(path.relative(src, file));
      }
    };
    walk(src);
    expect(offenders).toEqual([]);
    const pkg = JSON.parse(readFileSync(path.join(src, '../package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies?: Record<string, string> };
    expect(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => /^@(mui|emotion)\//.test(name))).toEqual([]);
    // The walk does read the screens.
    expect(packagesLoadedBy(['features/bill-search/BillSearchPage.tsx']).has('react-hook-form')).toBe(true);
  });
});
