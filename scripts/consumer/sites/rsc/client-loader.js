const directive = /^\s*["']use client["']/;
const exportList = /export\s*\{([^}]*)\}/g;

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  const source = String(result.source ?? '');
  if (result.format !== 'module' || !directive.test(source)) return result;
  const names = [...source.matchAll(exportList)].flatMap(([, list]) =>
    list
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      )
      .filter(Boolean),
  );
  const stub = names.map((name) => `export const ${name} = { $$typeof: Symbol.for('react.client.reference') };`);
  return { format: 'module', source: stub.join('\n'), shortCircuit: true };
}
