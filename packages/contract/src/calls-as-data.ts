import ts from 'typescript';

/**
 * The web build's form of the call descriptions (apps/web/vite.config.ts). Not exported by index.ts:
 * a build step, run in Node. The web needs three things of a call description at run time: its method, path and guard. Its
 * schemas serve the types only (answers are typed, not parsed: decision 032), so each area's
 * `endpoints.ts` reaches the browser as plain data, and zod stays with the forms that check input
 * (decision 051). TypeScript still reads the real module, so every call is typed by its description.
 */
export const ENDPOINTS_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+[\\/]endpoints\.ts$/;

const KEPT = ['method', 'path', 'guard'] as const;

/** The module's descriptions as `export const name = { method, path, guard };` lines. */
export function callsAsData(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const out: string[] = [];
  for (const statement of file.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    const declaration = ts.isVariableStatement(statement) && statement.declarationList.declarations.length === 1 ? statement.declarationList.declarations[0] : undefined;
    const init = declaration?.initializer;
    const literal = init && ts.isCallExpression(init) && init.expression.getText(file) === 'defineEndpoint' ? init.arguments[0] : undefined;
    if (!declaration || !ts.isIdentifier(declaration.name) || !literal || !ts.isObjectLiteralExpression(literal)) {
      throw new Error(`${fileName}: an endpoints module exports call descriptions only (export const name = defineEndpoint({ … }))`);
    }
    const data: Record<string, string> = {};
    for (const property of literal.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
      const key = property.name.text;
      if (!(KEPT as readonly string[]).includes(key)) continue;
      if (!ts.isStringLiteral(property.initializer)) throw new Error(`${fileName}: ${declaration.name.text}.${key} must be a string literal`);
      data[key] = property.initializer.text;
    }
    const missing = KEPT.filter((k) => !(k in data));
    if (missing.length) throw new Error(`${fileName}: ${declaration.name.text} has no ${missing.join(', ')}`);
    out.push(`export const ${declaration.name.text} = ${JSON.stringify(data)};`);
  }
  return `${out.join('\n')}\n`;
}
