/**
 * The house rules of the code, checked by `npm run check:layers` (part of `npm test`).
 *
 * The folders below form layers, top to bottom. A module may import from its own folder and
 * from any folder of a LOWER layer — never from a folder of its own layer (sideways) and
 * never from a higher one (upwards). So no two folders can import each other, and a
 * folder that needs something from above is a sign that the thing lives in the wrong room:
 * move it down, or let the layer above pass it in.
 *
 * Read it from the bottom: leaves know nothing; the protocol knows the service; storage
 * knows databases, not what is stored in them; settings know what the person chose; each
 * feature owns its stored shape; the search flow is where the features meet; the browser
 * adapters and the message protocol sit on the search; the worker and the pages put it
 * all together.
 */
const LAYERS = [
  { name: 'pages', folders: ['entrypoints'] },
  { name: 'views', folders: ['components'] },
  { name: 'page hooks, and the worker that builds the services', folders: ['lib/ui', 'lib/background'] },
  { name: 'browser adapters and the page–worker protocol', folders: ['lib/browser', 'lib/messaging'] },
  { name: 'the search flow, where cache, history and credits meet', folders: ['lib/search'] },
  {
    name: 'features, each owning its stored shape',
    // lib/on-device: the browser's own models (summaries, translations), beside the features it reads.
    folders: ['lib/cache', 'lib/history', 'lib/credits', 'lib/export', 'lib/on-device'],
  },
  { name: 'the person’s settings', folders: ['lib/settings'] },
  { name: 'storage mechanics (databases, quota, serial writes)', folders: ['lib/storage'] },
  { name: 'the service’s protocol and readers; host matching', folders: ['lib/api', 'lib/sites'] },
  // lib/in-page runs inside other people's pages (the quick-look card's frame, the selection
  // button): a leaf, so it can never pull the extension's own code into a page.
  { name: 'leaves', folders: ['lib/text', 'lib/i18n', 'lib/build', 'lib/in-page', 'lib/boot'] },
];

/**
 * `lib/messaging` is three files: the protocol (lib/messaging.ts), its port between the pages
 * and the worker (lib/messaging-port.ts) and the worker's side of it (lib/messaging-handlers.ts);
 * every other entry is a folder.
 */
const pathOf = (folder) => (folder === 'lib/messaging' ? '^lib/messaging(-port|-handlers)?\\.ts$' : `^${folder}/`);
const anyOf = (folders) => `(${folders.map(pathOf).join('|')})`;

const layerRules = LAYERS.flatMap((layer, index) => {
  const above = LAYERS.slice(0, index).flatMap((upper) => upper.folders);
  return layer.folders.map((folder) => {
    const sideways = layer.folders.filter((other) => other !== folder);
    const forbiddenTargets = [...above, ...sideways];
    return {
      name: `layer: ${folder}`,
      comment:
        `${folder} is in the layer "${layer.name}": it may import only from itself and from lower layers. ` +
        'Move what it needs down, or have the layer above pass it in (see .dependency-cruiser.cjs).',
      severity: 'error',
      from: { path: pathOf(folder) },
      to: { path: anyOf(forbiddenTargets) },
    };
  });
}).filter((rule) => rule.to.path !== '()');

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-cycle',
      comment: 'Modules must not import each other in a circle: untangle by moving the shared part down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'one-page-per-entrypoint',
      comment: 'A page does not import another page: what two pages share lives in components/ or lib/.',
      severity: 'error',
      from: { path: '^entrypoints/([^/.]+)/' },
      to: { path: '^entrypoints/', pathNot: ['^entrypoints/$1/'] },
    },
    {
      name: 'no-test-code-shipped',
      comment: 'The extension never imports test code (no test-only hooks in the shipped build).',
      severity: 'error',
      from: { path: '^(entrypoints|components|lib)/' },
      to: { path: '^test/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that cannot be resolved is a typo or a missing package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // test/ is followed only to catch shipped code that imports it.
    includeOnly: '^(entrypoints|components|lib|test|public)/',
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
