// Imports the package as a server component would (`react-server` condition, client modules as references) and
// prints what it found; any module evaluated on the server that needs client React fails the import.
import * as React from 'react';

if ('useState' in React) throw new Error('not under the react-server condition');
const ui = await import('@factory/ui');
const tokens = await import('@factory/ui/tokens');
console.log(
  JSON.stringify({
    exports: Object.keys(ui).length,
    clientReferences: Object.values(ui).filter((value) => value?.$$typeof === Symbol.for('react.client.reference'))
      .length,
    // Layout blocks run on the server; blocks with state or React Aria arrive as client references.
    stackOnServer: typeof ui.Stack === 'function',
    badgeIsClientReference: ui.Badge?.$$typeof === Symbol.for('react.client.reference'),
    brandVar: tokens.vars.color.brand,
  }),
);
